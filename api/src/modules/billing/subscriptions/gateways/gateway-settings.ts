import type { PaymentGateway, SettingsDto } from '@qrpanel/contracts';
import type { PaypalCredentials } from './paypal.gateway';
import type { RazorpayCredentials } from './razorpay.gateway';

/*
 * Which gateways can take a payment, from the settings. A new checkout needs the gateway
 * switched on and its credentials; finishing one already started needs only the credentials
 * (an administrator switching a gateway off does not strand a buyer halfway through).
 */

export const stripeSecretKey = (s: SettingsDto): string | null => s.stripe_secret_key || null;

export const paypalCredentials = (s: SettingsDto): PaypalCredentials | null =>
  s.paypal_client_id && s.paypal_client_secret
    ? { clientId: s.paypal_client_id, clientSecret: s.paypal_client_secret }
    : null;

export const razorpayCredentials = (s: SettingsDto): RazorpayCredentials | null =>
  s.razorpay_key_id && s.razorpay_key_secret
    ? { keyId: s.razorpay_key_id, keySecret: s.razorpay_key_secret }
    : null;

/** Whether a new checkout may go through this gateway. PhonePe is not supported yet. */
export function isGatewayReady(gateway: PaymentGateway, s: SettingsDto): boolean {
  switch (gateway) {
    case 'stripe':
      return s.payment_stripe_enabled && stripeSecretKey(s) !== null;
    case 'paypal':
      return s.payment_paypal_enabled && paypalCredentials(s) !== null;
    case 'razorpay':
      return s.payment_razorpay_enabled && razorpayCredentials(s) !== null;
    case 'manual':
      return s.payment_manual_enabled;
    default:
      return false;
  }
}
