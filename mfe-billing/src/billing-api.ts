import type { CheckoutInput, PaypalCaptureInput, RazorpayVerifyInput } from '@qrpanel/contracts';
import { api, dataOf } from '@qrpanel/web';

/**
 * The billing remote's calls. Query keys start with 'billing' so they never meet another
 * app's entries in the query cache all apps share.
 */
export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  settings: ['billing', 'settings'] as const,
  me: ['billing', 'me'] as const,
  subscription: ['billing', 'subscription'] as const,
};

export const fetchPlans = () => dataOf(api.GET('/api/plans'));
export const fetchPublicSettings = () => dataOf(api.GET('/api/settings'));
export const fetchMe = () => dataOf(api.GET('/api/auth/me'));
export const fetchMySubscription = () => dataOf(api.GET('/api/subscriptions/me'));
export const fetchWorkspaces = () => dataOf(api.GET('/api/workspaces'));

export const startCheckout = (body: CheckoutInput) =>
  dataOf(api.POST('/api/subscriptions/create-checkout-session', { body }));

export const capturePaypal = (body: PaypalCaptureInput) =>
  dataOf(api.POST('/api/subscriptions/paypal/capture', { body }));

export const verifyRazorpay = (body: RazorpayVerifyInput) =>
  dataOf(api.POST('/api/subscriptions/razorpay/verify', { body }));
