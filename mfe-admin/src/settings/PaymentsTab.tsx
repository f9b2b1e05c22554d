import {
  Card,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@qrpanel/web';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '@qrpanel/contracts';
import type { ReactNode } from 'react';
import type { SettingsDraft, TabProps } from './settings-draft';
import { SUPER_ADMIN_ONLY_HINT, useSuperAdminOnly } from './super-admin-fields';

type EnabledField =
  | 'payment_stripe_enabled'
  | 'payment_paypal_enabled'
  | 'payment_razorpay_enabled'
  | 'payment_phonepe_enabled'
  | 'payment_manual_enabled';

type TextField = {
  [K in keyof SettingsDraft]: SettingsDraft[K] extends string ? K : never;
}[keyof SettingsDraft];

interface Credential {
  field: TextField;
  label: string;
  /** Shown masked; sent back masked it keeps the saved secret (DESIGN.md 29). */
  secret?: boolean;
}

interface Gateway {
  id: PaymentGateway;
  title: string;
  enabled: EnabledField;
  credentials: Credential[];
}

const GATEWAYS: Gateway[] = [
  {
    id: 'stripe',
    title: 'Stripe',
    enabled: 'payment_stripe_enabled',
    credentials: [
      { field: 'stripe_public_key', label: 'Publishable Key' },
      { field: 'stripe_secret_key', label: 'Secret Key', secret: true },
      { field: 'stripe_webhook_secret', label: 'Webhook Signing Secret', secret: true },
    ],
  },
  {
    id: 'paypal',
    title: 'PayPal',
    enabled: 'payment_paypal_enabled',
    credentials: [
      { field: 'paypal_client_id', label: 'Client ID' },
      { field: 'paypal_client_secret', label: 'Client Secret', secret: true },
    ],
  },
  {
    id: 'razorpay',
    title: 'Razorpay',
    enabled: 'payment_razorpay_enabled',
    credentials: [
      { field: 'razorpay_key_id', label: 'Key ID' },
      { field: 'razorpay_key_secret', label: 'Key Secret', secret: true },
      { field: 'razorpay_webhook_secret', label: 'Webhook Secret', secret: true },
    ],
  },
  {
    id: 'phonepe',
    title: 'PhonePe',
    enabled: 'payment_phonepe_enabled',
    credentials: [
      { field: 'phonepe_merchant_id', label: 'Merchant ID' },
      { field: 'phonepe_salt_key', label: 'Salt Key', secret: true },
    ],
  },
  { id: 'manual', title: 'Manual Payment', enabled: 'payment_manual_enabled', credentials: [] },
];

const GATEWAY_TITLES = Object.fromEntries(GATEWAYS.map((g) => [g.id, g.title])) as Record<
  PaymentGateway,
  string
>;

interface GatewayCardProps {
  title: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  children: ReactNode;
}

/** A gateway's card: its switch, and its settings dimmed and out of reach while it is off. */
function GatewayCard({ title, enabled, onToggle, children }: GatewayCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="gateway-card" data-gateway={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Switch
          label={enabled ? 'Enabled' : 'Disabled'}
          aria-label={`Enable ${title}`}
          checked={enabled}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </Group>
      <fieldset
        disabled={!enabled}
        aria-label={`${title} settings`}
        data-disabled={!enabled || undefined}
        style={{
          border: 0,
          margin: 0,
          padding: 0,
          minWidth: 0,
          opacity: enabled ? 1 : 0.5,
          pointerEvents: enabled ? undefined : 'none',
        }}
      >
        <Stack gap="sm">{children}</Stack>
      </fieldset>
    </Card>
  );
}

/** A card per gateway with its credentials, the manual instructions, and the default gateway. */
export function PaymentsTab({ draft, set, errors }: TabProps) {
  const superAdminOnly = useSuperAdminOnly();
  const input = ({ field, label, secret }: Credential) => {
    const props = {
      label,
      value: draft[field],
      error: errors[field],
      autoComplete: 'off',
      readOnly: superAdminOnly(field),
      onChange: (e: { currentTarget: HTMLInputElement }) => set({ [field]: e.currentTarget.value }),
    };
    return secret ? (
      <PasswordInput
        key={field}
        {...props}
        description={
          superAdminOnly(field)
            ? SUPER_ADMIN_ONLY_HINT
            : 'Shown masked; leave it as it is to keep the saved secret.'
        }
      />
    ) : (
      <TextInput key={field} {...props} />
    );
  };

  return (
    <Stack gap="lg">
      <NativeSelect
        label="Default Payment Gateway"
        maw={320}
        value={draft.payment_default_gateway}
        error={errors.payment_default_gateway}
        data={PAYMENT_GATEWAYS.map((g) => ({ value: g, label: GATEWAY_TITLES[g] }))}
        onChange={(e) => set({ payment_default_gateway: e.currentTarget.value as PaymentGateway })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {GATEWAYS.map((gateway) => (
          <GatewayCard
            key={gateway.id}
            title={gateway.title}
            enabled={draft[gateway.enabled]}
            onToggle={(on) => set({ [gateway.enabled]: on })}
          >
            {gateway.credentials.map(input)}
            {gateway.id === 'manual' ? (
              <Textarea
                label="Payment Instructions"
                description="Shown to the buyer: where to pay and what reference to give."
                autosize
                minRows={3}
                value={draft.payment_manual_instructions}
                error={errors.payment_manual_instructions}
                onChange={(e) => set({ payment_manual_instructions: e.currentTarget.value })}
              />
            ) : null}
          </GatewayCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
