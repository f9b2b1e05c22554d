import { PageTitle } from '@qrpanel/web';

/** /admin/analytics: the screen is being built; the route and title are in place. */
export default function GlobalAnalytics() {
  return <PageTitle title="Global Analytics" />;
}
