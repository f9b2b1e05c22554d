import { QR_MESSAGES } from '@qrpanel/contracts';
import { AppModal, Button, Group, Text, useTranslation } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { useContractText } from '../ui/contract-texts';

/** Shown when saving hits the plan's QR code limit (a 403). */
export function UpgradeModal({
  opened,
  message,
  onClose,
}: {
  opened: boolean;
  message?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const contractText = useContractText();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('form.upgrade.title')}>
      <Text>{message ?? contractText(QR_MESSAGES.limitReached)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('web:common.close')}
        </Button>
        <Button component={Link} to="/pricing">
          {t('form.upgrade.link')}
        </Button>
      </Group>
    </AppModal>
  );
}
