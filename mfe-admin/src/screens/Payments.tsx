import { PageTitle } from '@qrpanel/web';

/** /admin/payments: the screen is being built; the route and title are in place. */
export default function Payments() {
  return <PageTitle title="Payments" />;
}
