import type { CreatedWebhookEndpointDto, WebhookEndpointDto } from '@qrpanel/contracts';
import { AppModal, ConfirmDialog, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { ShownOnce } from './ShownOnceModal';

/**
 * Rotates an endpoint's signing secret once confirmed (the old one keeps signing beside the
 * new one for 24 hours, as the confirmation says), then shows the new secret the one time it
 * exists, with a copy button.
 */
export function RotateSecretDialog({
  endpoint,
  onRotate,
  onClose,
}: {
  endpoint: WebhookEndpointDto | null;
  onRotate: (endpoint: WebhookEndpointDto) => Promise<CreatedWebhookEndpointDto | null>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [rotated, setRotated] = useState<CreatedWebhookEndpointDto | null>(null);
  const { t } = useTranslation('qrcodes');
  const close = () => {
    setRotated(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const result = await onRotate(endpoint!);
    setBusy(false);
    if (result) setRotated(result);
    else close();
  };

  return (
    <>
      <ConfirmDialog
        opened={endpoint !== null && rotated === null}
        title={t('developers.webhooks.rotateTitle')}
        message={endpoint ? t('developers.webhooks.rotateConfirm', { url: endpoint.url }) : ''}
        confirmLabel={t('developers.webhooks.rotate')}
        busy={busy}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
      <AppModal
        opened={rotated !== null}
        onClose={close}
        title={t('developers.webhooks.rotatedTitle')}
        size="lg"
      >
        {rotated ? (
          <ShownOnce
            value={rotated.secret}
            section="webhooks"
            onDone={close}
            testId="rotated-webhook-secret"
          />
        ) : null}
      </AppModal>
    </>
  );
}
