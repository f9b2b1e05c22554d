import '../i18n';
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
  useTranslation,
} from '@qrpanel/web';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePaymentStatus } from '../payment-status/use-payment-status';

/**
 * /payment-success?gateway=…: where the gateways send the buyer back. It shows what the api
 * says about the payment (confirmed, pending or failed) and grants nothing itself.
 */
export default function PaymentSuccess() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const gateway = params.get('gateway');
  const status = usePaymentStatus(gateway, params.get('token'));
  const { state } = status;

  let body: ReactNode;
  if (status.loadError)
    body = (
      <ErrorState
        message={errorMessage(status.loadError, t('status.loadFailed'))}
        onRetry={status.checkAgain}
      />
    );
  else if (!state || (state.kind === 'waiting' && status.polling && gateway !== 'manual'))
    body = <LoadingState text={t('status.checking')} />;
  else if (state.kind === 'confirmed')
    body = (
      <Outcome color="green" title={t('status.confirmedTitle')}>
        <Text>{t('status.planActive', { plan: state.subscription.plan_name })}</Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {t('status.goToDashboard')}
          </Button>
        </Group>
      </Outcome>
    );
  else if (state.kind === 'waiting')
    body = (
      <Outcome color="yellow" title={t('status.pendingTitle')}>
        <Text>{gateway === 'manual' ? t('status.manualPending') : t('status.pending')}</Text>
        <Group>
          <Button onClick={status.checkAgain}>{t('status.checkAgain')}</Button>
          <Button component={Link} to="/pricing" variant="default">
            {t('pricing.backToPlans')}
          </Button>
        </Group>
      </Outcome>
    );
  else
    body = (
      <Outcome color="red" title={t('status.failedTitle')}>
        {status.captureError ? <Alert color="red">{status.captureError}</Alert> : null}
        <Text>{t('status.failed')}</Text>
        <Group>
          <Button component={Link} to="/pricing">
            {t('pricing.backToPlans')}
          </Button>
        </Group>
      </Outcome>
    );

  return (
    <>
      <PageTitle title={t('status.title')} />
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
