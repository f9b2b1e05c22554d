import { QR_MESSAGES } from '@qrpanel/contracts';
import { Alert, Button, Group, Text, useTranslation, useWorkspaceUsage } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { useContractText } from '../ui/contract-texts';

/**
 * Above a new code's form: the plan's QR-code limit, when the workspace has reached it, so
 * that it is seen before the form is filled, not after (the api refuses the save anyway).
 */
export function CodeLimitNotice() {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const usage = useWorkspaceUsage();
  const codes = usage.data?.qr_codes;
  if (!codes || codes.limit === 0 || codes.used < codes.limit) return null;
  return (
    // No alert title: a yellow title on the yellow notice fails contrast; the text keeps its colour.
    <Alert variant="light" color="yellow" mb="lg" data-testid="code-limit-notice">
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t('form.upgrade.title')}
          </Text>
          <Text size="sm">{contractText(QR_MESSAGES.limitReached)}</Text>
        </div>
        <Button component={Link} to="/pricing" size="xs">
          {t('form.upgrade.link')}
        </Button>
      </Group>
    </Alert>
  );
}
