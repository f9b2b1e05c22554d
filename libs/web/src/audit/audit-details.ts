/**
 * An entry's details as lines a person reads: each field changed with its old and new value
 * ("destination: https://a → https://b"), then what else the entry tells (counts, a role).
 * Values are shown as the api wrote them; secrets arrive masked.
 */
export function describeDetails(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (key === 'changes' && isRecord(value)) {
      for (const [field, change] of Object.entries(value)) lines.push(changeLine(field, change));
    } else if (key === 'fields' || key === 'keys' || key === 'ids') {
      if (!('changes' in details) || key === 'ids') lines.push(`${key}: ${text(value)}`);
    } else lines.push(isChange(value) ? changeLine(key, value) : `${key}: ${text(value)}`);
  }
  return lines;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  isRecord(value) && 'from' in value && 'to' in value;

function changeLine(field: string, change: unknown): string {
  return isChange(change)
    ? `${field}: ${text(change.from)} → ${text(change.to)}`
    : `${field}: ${text(change)}`;
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}
