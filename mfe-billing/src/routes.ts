import type { ComponentType } from 'react';
import Pricing from './screens/Pricing';
import PaymentSuccess from './screens/PaymentSuccess';

/** The screens this remote exposes, by the route the shell shows them at. */
export const ROUTES: { path: string; Screen: ComponentType }[] = [
  { path: '/pricing', Screen: Pricing },
  { path: '/payment-success', Screen: PaymentSuccess },
];
