/** Leaves the app for a gateway's own page (Stripe Checkout, PayPal approval). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
