/** The texts the billing screens show; SPEC.md's letter for letter where it names them. */
export const TEXTS = {
  pricingTitle: 'Choose Your Plan',
  pricingLoading: 'Loading Plans...',
  pricingLoadFailed: 'Failed to load pricing page data.',
  noPlans: 'No plans are available yet.',
  mostPopular: 'Most Popular',
  choosePlan: 'Choose Plan',
  currentPlan: 'Current Plan',
  confirmTitle: 'Confirm Your Plan',
  paymentMethod: 'Payment method',
  noGateway: 'No payment method is available yet. Please contact the administrator.',
  processing: 'Processing...',
  activatePlan: 'Activate Plan',
  checkoutFailed: 'Failed to start checkout.',
  manualTitle: 'Manual Payment',
  backToPlans: 'Back to Plans',
  checkStatus: 'Check Payment Status',
  statusTitle: 'Payment Status',
  statusChecking: 'Confirming your payment...',
  statusConfirmedTitle: 'Payment confirmed',
  statusPendingTitle: 'Payment pending',
  statusPending:
    'Your payment has not been confirmed yet. Your plan will be activated as soon as it is; you can check again in a moment.',
  statusManualPending:
    'Your request has been recorded. Your plan will be activated once an administrator confirms your payment.',
  statusFailedTitle: 'Payment not completed',
  statusFailed: 'We could not confirm a payment for this checkout. No plan was changed.',
  statusLoadFailed: 'Failed to load the payment status.',
  checkAgain: 'Check again',
  goToDashboard: 'Go to Dashboard',
  razorpayLoadFailed: 'The Razorpay checkout could not be loaded. Please try again later.',
} as const;

/** 'Proceed with {gateway}'. */
export const proceedWith = (gateway: string) => `Proceed with ${gateway}`;

/** What the confirmed status says. */
export const planNowActive = (planName: string) => `Your ${planName} plan is now active.`;
