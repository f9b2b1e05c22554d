/**
 * The names of billing's background work (see docs/decisions/background-work.md). Each is a
 * row's kind in existing databases: the strings never change.
 */
export const BILLING_JOBS = {
  /** Schedule: subscriptions past their period end expire (SubscriptionExpiryJob). */
  subscriptionExpiry: 'subscription-expiry',
} as const;
