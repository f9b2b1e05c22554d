import type {
  CheckoutInput,
  CheckoutSessionResponse,
  MySubscriptionDto,
  PaypalCaptureInput,
  PublicPlanDto,
  PublicSettingsDto,
  RazorpayVerifyInput,
  SubscriptionDto,
  UserDto,
} from '@qrpanel/contracts';
import { api } from '@qrpanel/web';

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

export const fetchPlans = () => api.get<PublicPlanDto[]>('/plans');
export const fetchPublicSettings = () => api.get<PublicSettingsDto>('/settings');
export const fetchMe = () => api.get<UserDto>('/auth/me');
export const fetchMySubscription = () => api.get<MySubscriptionDto>('/subscriptions/me');

export const startCheckout = (input: CheckoutInput) =>
  api.post<CheckoutSessionResponse>('/subscriptions/create-checkout-session', input);

export const capturePaypal = (input: PaypalCaptureInput) =>
  api.post<SubscriptionDto>('/subscriptions/paypal/capture', input);

export const verifyRazorpay = (input: RazorpayVerifyInput) =>
  api.post<SubscriptionDto>('/subscriptions/razorpay/verify', input);
