import type { PaymentGateway, PublicPlanDto } from '@qrpanel/contracts';
import { AppModal, Button, Group, Radio, Stack, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { priceLabel } from './plan-format';

export interface CheckoutDialogProps {
  /** The plan being chosen; the dialog is closed without one. */
  plan: PublicPlanDto | null;
  gateways: PaymentGateway[];
  initialGateway: PaymentGateway | null;
  busy: boolean;
  onProceed: (plan: PublicPlanDto, gateway: PaymentGateway) => void;
  onClose: () => void;
}

/** 'Confirm Your Plan': the plan, its price and how to pay (docs/product.md, Pricing and checkout). */
export function CheckoutDialog({ plan, onClose, busy, ...rest }: CheckoutDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <AppModal opened={plan !== null} onClose={busy ? () => undefined : onClose} title={t('checkout.title')}>
      {plan ? <DialogBody key={plan.id} plan={plan} busy={busy} {...rest} /> : null}
    </AppModal>
  );
}

function DialogBody({
  plan,
  gateways,
  initialGateway,
  busy,
  onProceed,
}: Omit<CheckoutDialogProps, 'onClose' | 'plan'> & { plan: PublicPlanDto }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const [gateway, setGateway] = useState<PaymentGateway | null>(initialGateway);
  // A plan priced 0 is given at once: there is nothing to pay, so no gateway to choose.
  const free = plan.price === 0;
  const chosen = free ? (initialGateway ?? 'manual') : gateway;
  const label = free
    ? t('checkout.activatePlan')
    : gateway
      ? t('checkout.proceedWith', { gateway: t(`gateway.${gateway}`) })
      : t('checkout.proceed');

  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg">
          {plan.name}
        </Text>
        <Text>
          {priceLabel(format, plan)}
          <Text span c="dimmed">
            {' '}
            {t('plan.interval', { interval: plan.billing_interval })}
          </Text>
        </Text>
      </div>
      {free ? null : gateways.length ? (
        <Radio.Group label={t('checkout.paymentMethod')} value={gateway} onChange={setGateway}>
          <Stack gap="xs" mt="xs">
            {gateways.map((value) => (
              <Radio key={value} value={value} label={t(`gateway.${value}`)} disabled={busy} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text c="var(--mantine-color-error)" role="alert">
          {t('checkout.noGateway')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          disabled={busy || !chosen || (!free && gateways.length === 0)}
          onClick={() => chosen && onProceed(plan, chosen)}
        >
          {busy ? t('checkout.processing') : label}
        </Button>
      </Group>
    </Stack>
  );
}
