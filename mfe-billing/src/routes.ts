import type { RemoteRoute } from '@qrpanel/web';
import Pricing from './screens/Pricing';
import PaymentSuccess from './screens/PaymentSuccess';

/** The screens this remote exposes, by the route the shell shows them at. */
export const ROUTES: RemoteRoute[] = [
  { path: '/pricing', Screen: Pricing },
  { path: '/payment-success', Screen: PaymentSuccess },
];
