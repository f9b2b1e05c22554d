import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AnalyticsScopeName, LiveRecent, LiveScan } from '@qrpanel/contracts';
import { api, dataOf } from '../api/api-client';
import { ApiError } from '../api/api-error';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveScans {
  /** The latest scans, newest first (what the api had, then what the stream brought). */
  latest: LiveScan[];
  /** Scans in the last 30 minutes: the api's count, advanced by the stream. */
  count: number;
  /** The api's count and latest scans: loading, failed or there. */
  recent: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  status: LiveStatus;
}

export const LIVE_RECENT_KEY = ['analytics', 'live', 'recent'] as const;
/** The count is read again this often: scans older than 30 minutes leave it. */
const RECOUNT_MS = 60_000;
const MAX_RETRY_MS = 30_000;

/** The api's answer when the plan has no analytics: an answer, not a failure to retry. */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * Scans as they happen in `scope` (left out: the caller's own codes, every code for
 * administrators). The stream is opened with a single-use ticket (EventSource cannot send
 * the Authorization header); when it breaks, a new ticket opens a new one after a growing
 * pause, since the browser's own retry would reuse the spent ticket. A plan without
 * analytics (403) opens no stream and is not asked again.
 */
export function useLiveScans(keep: number, scope?: AnalyticsScopeName): LiveScans {
  const recent = useQuery({
    queryKey: [...LIVE_RECENT_KEY, scope ?? 'default'],
    queryFn: () =>
      dataOf(
        api.GET('/api/qrcodes/analytics/live/recent', { params: { query: { scope } } }),
      ) as Promise<LiveRecent>,
    refetchInterval: (query) => (isForbidden(query.state.error) ? false : RECOUNT_MS),
  });
  // The latest scans that arrived (as many as kept), and when each scan arrived (for the count).
  const [arrived, setArrived] = useState<{ scans: { scan: LiveScan; at: number }[]; times: number[] }>({
    scans: [],
    times: [],
  });
  const [status, setStatus] = useState<LiveStatus>('connecting');

  const opened = recent.isSuccess;
  useEffect(() => {
    if (!opened) return undefined;
    return openStream(
      (scan) =>
        setArrived((a) => {
          const now = Date.now();
          // Arrivals older than two recounts are in the api's count by now: forgotten.
          return {
            scans: [{ scan, at: now }, ...a.scans].slice(0, keep),
            times: [...a.times.filter((t) => t > now - RECOUNT_MS * 2), now],
          };
        }),
      setStatus,
      scope,
    );
    // Opened once the first count is there; a recount does not reopen it.
  }, [opened, keep, scope]);

  // What arrived before the api's latest answer is in that answer already.
  const fresh = arrived.scans.filter((a) => a.at > recent.dataUpdatedAt).map((a) => a.scan);
  const counted = arrived.times.filter((t) => t > recent.dataUpdatedAt).length;
  const seeded = recent.data?.latest ?? [];
  return {
    latest: [...fresh, ...seeded].slice(0, keep),
    count: (recent.data?.scans ?? 0) + counted,
    recent,
    status,
  };
}

/** Opens the stream (and reopens it when it breaks) until the answered function is called. */
function openStream(
  onScan: (scan: LiveScan) => void,
  onStatus: (s: LiveStatus) => void,
  scope: AnalyticsScopeName | undefined,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 1000;
  let stopped = false;

  const connect = async () => {
    try {
      const { ticket } = await dataOf(api.POST('/api/qrcodes/analytics/live/ticket'));
      if (stopped) return;
      const scoped = scope ? `&scope=${scope}` : '';
      source = new EventSource(`/api/qrcodes/analytics/live?ticket=${encodeURIComponent(ticket)}${scoped}`);
      source.onopen = () => {
        retryMs = 1000;
        onStatus('live');
      };
      source.addEventListener('scan', (e) =>
        onScan(JSON.parse((e as MessageEvent<string>).data) as LiveScan),
      );
      source.onerror = () => {
        source?.close();
        retry();
      };
    } catch {
      retry();
    }
  };
  const retry = () => {
    if (stopped) return;
    onStatus('reconnecting');
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
