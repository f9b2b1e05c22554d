import {
  RAZORPAY_CHECKOUT_SCRIPT_URL,
  type RazorpayCheckoutResponse,
  type RazorpayVerifyInput,
} from '@qrpanel/contracts';

/** The part of Razorpay Checkout's browser API this app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  handler: (response: RazorpayVerifyInput) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open: () => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's checkout.js, added to the page the first time Razorpay is chosen (never
 * before: visitors paying otherwise do not load it). A failed load may be tried again.
 */
export function loadRazorpay(src: string = RAZORPAY_CHECKOUT_SCRIPT_URL): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout.js defined no Razorpay'));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The buyer paid (with what the api must verify), or closed the popup without paying. */
export type RazorpayOutcome = { paid: true; payment: RazorpayVerifyInput } | { paid: false };

/**
 * Opens Razorpay's popup for the order the api created. A failed attempt keeps the popup
 * open for another try, so this settles only on a payment or on closing the popup.
 */
export async function payWithRazorpay(
  answer: RazorpayCheckoutResponse,
  appName: string,
): Promise<RazorpayOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<RazorpayOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: answer.key,
      amount: answer.order.amount,
      currency: answer.order.currency,
      name: appName,
      description: answer.planName,
      order_id: answer.order.id,
      prefill: answer.user,
      handler: (payment) => resolve({ paid: true, payment }),
      modal: { ondismiss: () => resolve({ paid: false }) },
    });
    checkout.open();
  });
}
