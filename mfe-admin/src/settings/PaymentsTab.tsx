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
  useTranslation,
} from '@qrpanel/web';
import { PAYMENT_GATEWAYS, type PaymentGateway } from '@qrpanel/contracts';
import type { ReactNode } from 'react';
import type en from '../locales/en.json';
import type { SettingsDraft, TabProps } from './settings-draft';
import { useSuperAdminOnly } from './super-admin-fields';

type EnabledField =
  | 'payment_stripe_enabled'
  | 'payment_paypal_enabled'
  | 'payment_razorpay_enabled'
  | 'payment_phonepe_enabled'
  | 'payment_manual_enabled';

type TextField = {
  [K in keyof SettingsDraft]: SettingsDraft[K] extends string ? K : never;
}[keyof SettingsDraft];

/** A credential's name in the catalog (settings.payments.credentials.*). */
type CredentialLabel = keyof (typeof en)['settings']['payments']['credentials'];

interface Credential {
  field: TextField;
  label: CredentialLabel;
  /** Shown masked; sent back masked it keeps the saved secret (docs/product.md, Application settings). */
  secret?: boolean;
}

interface Gateway {
  id: PaymentGateway;
  enabled: EnabledField;
  credentials: Credential[];
}

const GATEWAYS: Gateway[] = [
  {
    id: 'stripe',
    enabled: 'payment_stripe_enabled',
    credentials: [
      { field: 'stripe_public_key', label: 'publishableKey' },
      { field: 'stripe_secret_key', label: 'secretKey', secret: true },
      { field: 'stripe_webhook_secret', label: 'webhookSigningSecret', secret: true },
    ],
  },
  {
    id: 'paypal',
    enabled: 'payment_paypal_enabled',
    credentials: [
      { field: 'paypal_client_id', label: 'clientId' },
      { field: 'paypal_client_secret', label: 'clientSecret', secret: true },
    ],
  },
  {
    id: 'razorpay',
    enabled: 'payment_razorpay_enabled',
    credentials: [
      { field: 'razorpay_key_id', label: 'keyId' },
      { field: 'razorpay_key_secret', label: 'keySecret', secret: true },
      { field: 'razorpay_webhook_secret', label: 'webhookSecret', secret: true },
    ],
  },
  {
    id: 'phonepe',
    enabled: 'payment_phonepe_enabled',
    credentials: [
      { field: 'phonepe_merchant_id', label: 'merchantId' },
      { field: 'phonepe_salt_key', label: 'saltKey', secret: true },
    ],
  },
  { id: 'manual', enabled: 'payment_manual_enabled', credentials: [] },
];

interface GatewayCardProps {
  title: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  children: ReactNode;
}

/** A gateway's card: its switch, and its settings dimmed and out of reach while it is off. */
function GatewayCard({ title, enabled, onToggle, children }: GatewayCardProps) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="gateway-card" data-gateway={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Switch
          label={enabled ? t('settings.payments.enabled') : t('settings.payments.disabled')}
          aria-label={t('settings.payments.enable', { gateway: title })}
          checked={enabled}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </Group>
      <fieldset
        disabled={!enabled}
        aria-label={t('settings.payments.settingsOf', { gateway: title })}
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
  const { t } = useTranslation('admin');
  const gatewayName = (id: PaymentGateway) => t(`settings.payments.gateways.${id}`);
  const input = ({ field, label, secret }: Credential) => {
    const props = {
      label: t(`settings.payments.credentials.${label}`),
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
        description={superAdminOnly(field) ? t('settings.superAdminOnly') : t('settings.payments.secretHint')}
      />
    ) : (
      <TextInput key={field} {...props} />
    );
  };

  return (
    <Stack gap="lg">
      <NativeSelect
        label={t('settings.payments.defaultGateway')}
        maw={320}
        value={draft.payment_default_gateway}
        error={errors.payment_default_gateway}
        data={PAYMENT_GATEWAYS.map((g) => ({ value: g, label: gatewayName(g) }))}
        onChange={(e) => set({ payment_default_gateway: e.currentTarget.value as PaymentGateway })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {GATEWAYS.map((gateway) => (
          <GatewayCard
            key={gateway.id}
            title={gatewayName(gateway.id)}
            enabled={draft[gateway.enabled]}
            onToggle={(on) => set({ [gateway.enabled]: on })}
          >
            {gateway.credentials.map(input)}
            {gateway.id === 'manual' ? (
              <Textarea
                label={t('settings.payments.instructions')}
                description={t('settings.payments.instructionsHint')}
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
