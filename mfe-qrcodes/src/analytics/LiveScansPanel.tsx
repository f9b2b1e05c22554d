import { LiveCounter, LiveFeed, useLiveScans } from '@qrpanel/web';
import type { Scope } from '../api/qr-api';
import { scopeName } from './use-analytics';

/** How many of the latest scans the analytics screen keeps in view. */
export const LIVE_PANEL_SCANS = 20;

/** Analytics' live block: the latest scans in scope as they happen, and the last 30 minutes' count. */
export function LiveScansPanel({ scope }: { scope: Scope }) {
  const live = useLiveScans(LIVE_PANEL_SCANS, scopeName(scope));
  return (
    <LiveFeed
      scans={live.latest}
      status={live.status}
      recent={live.recent}
      aside={live.recent.isError ? null : <LiveCounter count={live.count} pending={live.recent.isPending} />}
    />
  );
}
