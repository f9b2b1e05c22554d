import { PageTitle } from '@qrpanel/web';

/** /payment-success: the screen is being built; the route and title are in place. */
export default function PaymentSuccess() {
  return <PageTitle title="Payment Status" />;
}
