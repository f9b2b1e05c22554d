import { Button, notifyError, useCopy, useTranslation } from '@qrpanel/web';
import { IconCopy } from '@tabler/icons-react';

/**
 * Copies an invitation's link; without a clipboard the link stays shown to copy by hand.
 * `label` names it where several are shown (it starts with the button's text).
 */
export function CopyLinkButton({ link, label }: { link: string; label?: string }) {
  const { t } = useTranslation('shell');
  const { copied, copy: copyText } = useCopy();
  const copy = async () => {
    // Refused: the link is on screen to select.
    if (!(await copyText(link))) notifyError(t('workspace.invite.copyFailed'));
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
