import type { PaymentGateway, PublicPlanDto } from '@qrpanel/contracts';
import { AppModal, Button, Group, Radio, Stack, Text } from '@qrpanel/web';
import { useState } from 'react';
import { proceedWith, TEXTS } from '../texts';
import { gatewayLabel, type GatewayOption } from './gateways';
import { intervalLabel, priceLabel } from './plan-format';

export interface CheckoutDialogProps {
  /** The plan being chosen; the dialog is closed without one. */
  plan: PublicPlanDto | null;
  gateways: GatewayOption[];
  initialGateway: PaymentGateway | null;
  busy: boolean;
  onProceed: (plan: PublicPlanDto, gateway: PaymentGateway) => void;
  onClose: () => void;
}

/** 'Confirm Your Plan': the plan, its price and how to pay (SPEC.md §2 Pricing). */
export function CheckoutDialog({ plan, onClose, busy, ...rest }: CheckoutDialogProps) {
  return (
    <AppModal opened={plan !== null} onClose={busy ? () => undefined : onClose} title={TEXTS.confirmTitle}>
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
  const [gateway, setGateway] = useState<PaymentGateway | null>(initialGateway);
  // A plan priced 0 is given at once: there is nothing to pay, so no gateway to choose.
  const free = plan.price === 0;
  const chosen = free ? (initialGateway ?? 'manual') : gateway;
  const label = free ? TEXTS.activatePlan : gateway ? proceedWith(gatewayLabel(gateway)) : 'Proceed';

  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg">
          {plan.name}
        </Text>
        <Text>
          {priceLabel(plan)}
          <Text span c="dimmed">
            {' '}
            {intervalLabel(plan)}
          </Text>
        </Text>
      </div>
      {free ? null : gateways.length ? (
        <Radio.Group label={TEXTS.paymentMethod} value={gateway} onChange={setGateway}>
          <Stack gap="xs" mt="xs">
            {gateways.map((g) => (
              <Radio key={g.value} value={g.value} label={g.label} disabled={busy} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text c="red.8" role="alert">
          {TEXTS.noGateway}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          disabled={busy || !chosen || (!free && gateways.length === 0)}
          onClick={() => chosen && onProceed(plan, chosen)}
        >
          {busy ? TEXTS.processing : label}
        </Button>
      </Group>
    </Stack>
  );
}
