import type { ManualCheckoutResponse } from '@qrpanel/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { paymentStatusPath } from '../checkout/use-checkout';
import { TEXTS } from '../texts';

export interface ManualInstructionsProps {
  answer: ManualCheckoutResponse;
  onBack: () => void;
}

/** How to pay by hand; the plan is the user's once an administrator approves the payment. */
export function ManualInstructions({ answer, onBack }: ManualInstructionsProps) {
  return (
    <Paper withBorder radius="md" p="lg" maw={720} component="section" aria-labelledby="manual-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="manual-title">
          {TEXTS.manualTitle}
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
            {TEXTS.checkStatus}
          </Button>
          <Button variant="default" onClick={onBack}>
            {TEXTS.backToPlans}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
