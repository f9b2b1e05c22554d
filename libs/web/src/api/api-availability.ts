/**
 * Whether the api answered 503 (its database unreachable, say) and when to ask it again.
 * A 503 is not the session's fault: the session stays, screens show a "retrying" state,
 * and the first answer that is not a 503 ends it.
 */
export interface ApiOutage {
  /** When to ask the api again (ms since the epoch), from its Retry-After. */
  retryAt: number;
}

/** Used when the answer names no Retry-After, and as the shortest wait (no busy loop). */
export const DEFAULT_RETRY_SECONDS = 5;
const SHORTEST_RETRY_SECONDS = 1;

type Listener = () => void;
const listeners = new Set<Listener>();
let outage: ApiOutage | null = null;

/** The current outage, or null while the api answers. */
export function getApiOutage(): ApiOutage | null {
  return outage;
}

/** Records a 503 (or a failed retry); every call schedules a new retry. */
export function markApiUnavailable(retryAfter?: string | null): void {
  const seconds = Number(retryAfter);
  const wait =
    Number.isFinite(seconds) && retryAfter
      ? Math.max(seconds, SHORTEST_RETRY_SECONDS)
      : DEFAULT_RETRY_SECONDS;
  outage = { retryAt: Date.now() + wait * 1000 };
  emit();
}

/** The api answered (anything but a 503): the outage is over. */
export function markApiAvailable(): void {
  if (outage === null) return;
  outage = null;
  emit();
}

export function subscribeApiOutage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}
