import type { ManualCheckoutResponse } from '@qrpanel/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title, useTranslation } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { paymentStatusPath } from '../checkout/use-checkout';

export interface ManualInstructionsProps {
  answer: ManualCheckoutResponse;
  onBack: () => void;
}

/** How to pay by hand; the plan is the user's once an administrator approves the payment. */
export function ManualInstructions({ answer, onBack }: ManualInstructionsProps) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="md" p="lg" maw={720} component="section" aria-labelledby="manual-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="manual-title">
          {t('gateway.manual')}
        </Title>
        <Alert color="blue" variant="light">
          {answer.message}
        </Alert>
        {answer.instructions ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="manual-instructions">
            {answer.instructions}
          </Text>
        ) : null}
        <Group>
          <Button component={Link} to={paymentStatusPath('manual')}>
            {t('manual.checkStatus')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('pricing.backToPlans')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
