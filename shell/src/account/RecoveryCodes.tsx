import { Alert, Button, Code, Group, notifyError, Stack, useCopy, useTranslation } from '@qrpanel/web';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** The file the recovery codes download as. */
export const RECOVERY_CODES_FILE = 'qr-panel-recovery-codes.txt';

/** Saves the codes as a text file, one a line, through a link the browser follows. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once: downloaded or copied before they are gone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const { copied, copy } = useCopy();
  const text = `${codes.join('\n')}\n`;
  const copyCodes = async () => {
    // Refused: the codes stay on screen to select or download.
    if (!(await copy(text))) notifyError(t('account.twoFactor.copyFailed'));
  };
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light">
        {t('account.twoFactor.recoveryShownOnce')}
      </Alert>
      <Group gap="xs" maw={300} role="list" aria-label={t('account.twoFactor.recoveryCodes')}>
        {codes.map((code) => (
          <Code key={code} role="listitem" fz="sm">
            {code}
          </Code>
        ))}
      </Group>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(text)}
        >
          {t('account.twoFactor.download')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copyCodes()}
        >
          {copied ? t('account.twoFactor.copied') : t('account.twoFactor.copy')}
        </Button>
        <Button onClick={onDone}>{t('account.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}
