import { PageTitle } from '@qrpanel/web';

/** /analytics: the screen is being built; the route and title are in place. */
export default function MyAnalytics() {
  return <PageTitle title="My Analytics" />;
}
