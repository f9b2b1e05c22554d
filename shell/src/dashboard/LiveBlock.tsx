import { LiveFeed, useLiveScans } from '@qrpanel/web';

/** The dashboard shows the 10 latest scans. */
export const DASHBOARD_LIVE_SCANS = 10;

/** The latest scans in the caller's scope, as they happen. */
export function LiveBlock() {
  const live = useLiveScans(DASHBOARD_LIVE_SCANS);
  return <LiveFeed scans={live.latest} status={live.status} recent={live.recent} />;
}
