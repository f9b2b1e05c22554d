import { QR_MESSAGES } from '@qrpanel/contracts';
import { AppModal, Button, Group, Text } from '@qrpanel/web';
import { Link } from 'react-router-dom';
import { TEXTS } from '../texts';

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
  return (
    <AppModal opened={opened} onClose={onClose} title={TEXTS.upgradeTitle}>
      <Text>{message ?? QR_MESSAGES.limitReached}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to="/pricing">
          {TEXTS.upgradeLink}
        </Button>
      </Group>
    </AppModal>
  );
}
