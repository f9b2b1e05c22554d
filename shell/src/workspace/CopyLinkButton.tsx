import { Button, notifyError, useTranslation } from '@qrpanel/web';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Copies an invitation's link; without a clipboard the link stays shown to copy by hand.
 * `label` names it where several are shown (it starts with the button's text).
 */
export function CopyLinkButton({ link, label }: { link: string; label?: string }) {
  const { t } = useTranslation('shell');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // An insecure origin or a denied permission: the link is on screen to select.
      notifyError(t('workspace.invite.copyFailed'));
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCopy size={14} aria-hidden />}
      aria-label={copied ? undefined : label}
      onClick={() => void copy()}
    >
      {copied ? t('workspace.invite.copied') : t('workspace.invite.copy')}
    </Button>
  );
}
