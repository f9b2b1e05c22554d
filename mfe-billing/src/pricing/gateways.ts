import type { PaymentGateway, PublicSettingsDto } from '@qrpanel/contracts';

export interface GatewayOption {
  value: PaymentGateway;
  label: string;
}

const GATEWAYS: { value: PaymentGateway; label: string; enabled: (s: PublicSettingsDto) => boolean }[] = [
  { value: 'stripe', label: 'Stripe', enabled: (s) => s.payment_stripe_enabled },
  // SPEC.md §2: PayPal shows only when a PayPal client id is set.
  {
    value: 'paypal',
    label: 'PayPal',
    enabled: (s) => s.payment_paypal_enabled && Boolean(s.paypal_client_id?.trim()),
  },
  { value: 'razorpay', label: 'Razorpay', enabled: (s) => s.payment_razorpay_enabled },
  { value: 'phonepe', label: 'PhonePe', enabled: (s) => s.payment_phonepe_enabled },
  { value: 'manual', label: 'Manual Payment', enabled: (s) => s.payment_manual_enabled },
];

/** The gateways the dialog offers, in a fixed order. */
export function enabledGateways(settings: PublicSettingsDto): GatewayOption[] {
  return GATEWAYS.filter((g) => g.enabled(settings)).map(({ value, label }) => ({ value, label }));
}

/** The option chosen at first: the default gateway when offered, else the first one offered. */
export function initialGateway(options: GatewayOption[], settings: PublicSettingsDto): PaymentGateway | null {
  const preferred = options.find((o) => o.value === settings.payment_default_gateway);
  return (preferred ?? options[0])?.value ?? null;
}

export const gatewayLabel = (gateway: PaymentGateway) =>
  GATEWAYS.find((g) => g.value === gateway)?.label ?? gateway;
