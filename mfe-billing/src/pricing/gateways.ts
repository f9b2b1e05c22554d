import type { PaymentGateway, PublicSettingsDto } from '@qrpanel/contracts';

const GATEWAYS: { value: PaymentGateway; enabled: (s: PublicSettingsDto) => boolean }[] = [
  { value: 'stripe', enabled: (s) => s.payment_stripe_enabled },
  // docs/product.md, Pricing and checkout: PayPal shows only when a PayPal client id is set.
  { value: 'paypal', enabled: (s) => s.payment_paypal_enabled && Boolean(s.paypal_client_id?.trim()) },
  { value: 'razorpay', enabled: (s) => s.payment_razorpay_enabled },
  { value: 'phonepe', enabled: (s) => s.payment_phonepe_enabled },
  { value: 'manual', enabled: (s) => s.payment_manual_enabled },
];

/** The gateways the dialog offers, in a fixed order (each named by the catalog's gateway.{value}). */
export function enabledGateways(settings: PublicSettingsDto): PaymentGateway[] {
  return GATEWAYS.filter((g) => g.enabled(settings)).map(({ value }) => value);
}

/** The option chosen at first: the default gateway when offered, else the first one offered. */
export function initialGateway(
  options: PaymentGateway[],
  settings: PublicSettingsDto,
): PaymentGateway | null {
  return options.includes(settings.payment_default_gateway)
    ? settings.payment_default_gateway
    : (options[0] ?? null);
}
