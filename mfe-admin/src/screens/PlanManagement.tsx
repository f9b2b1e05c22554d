import { PageTitle } from '@qrpanel/web';

/** /admin/plans: the screen is being built; the route and title are in place. */
export default function PlanManagement() {
  return <PageTitle title="Plan Management" />;
}
