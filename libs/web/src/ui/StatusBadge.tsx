import { Badge } from '@mantine/core';

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  paused: 'Paused',
  expired: 'Expired',
  suspended: 'Suspended',
};

/** SPEC.md §3: green, yellow, red, and grey for the rest. */
const STATUS_COLORS: Record<string, string> = {
  active: 'green',
  paused: 'yellow',
  expired: 'red',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'gray';
}

/** A light shade of the status colour under dark text: readable at WCAG AA in every colour. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={`${statusColor(status)}.3`} c="dark.9" variant="filled" data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
