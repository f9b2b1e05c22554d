import {
  Alert,
  Button,
  ErrorState,
  errorMessage,
  Group,
  LoadingState,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '@qrpanel/web';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePaymentStatus } from '../payment-status/use-payment-status';
import { planNowActive, TEXTS } from '../texts';

/**
 * /payment-success?gateway=…: where the gateways send the buyer back. It shows what the api
 * says about the payment (confirmed, pending or failed) and grants nothing itself.
 */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const gateway = params.get('gateway');
  const status = usePaymentStatus(gateway, params.get('token'));
  const { state } = status;

  let body: ReactNode;
  if (status.loadError)
    body = (
      <ErrorState
        message={errorMessage(status.loadError, TEXTS.statusLoadFailed)}
        onRetry={status.checkAgain}
      />
    );
  else if (!state || (state.kind === 'waiting' && status.polling && gateway !== 'manual'))
    body = <LoadingState text={TEXTS.statusChecking} />;
  else if (state.kind === 'confirmed')
    body = (
      <Outcome color="green" title={TEXTS.statusConfirmedTitle}>
        <Text>{planNowActive(state.subscription.plan_name)}</Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {TEXTS.goToDashboard}
          </Button>
        </Group>
      </Outcome>
    );
  else if (state.kind === 'waiting')
    body = (
      <Outcome color="yellow" title={TEXTS.statusPendingTitle}>
        <Text>{gateway === 'manual' ? TEXTS.statusManualPending : TEXTS.statusPending}</Text>
        <Group>
          <Button onClick={status.checkAgain}>{TEXTS.checkAgain}</Button>
          <Button component={Link} to="/pricing" variant="default">
            {TEXTS.backToPlans}
          </Button>
        </Group>
      </Outcome>
    );
  else
    body = (
      <Outcome color="red" title={TEXTS.statusFailedTitle}>
        {status.captureError ? <Alert color="red">{status.captureError}</Alert> : null}
        <Text>{TEXTS.statusFailed}</Text>
        <Group>
          <Button component={Link} to="/pricing">
            {TEXTS.backToPlans}
          </Button>
        </Group>
      </Outcome>
    );

  return (
    <>
      <PageTitle title={TEXTS.statusTitle} />
      {body}
    </>
  );
}

function Outcome({ color, title, children }: { color: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      maw={640}
      component="section"
      aria-label={title}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap="md">
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
