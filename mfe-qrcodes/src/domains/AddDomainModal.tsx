import { HOSTNAME_MAX, type DomainDto } from '@qrpanel/contracts';
import {
  ApiError,
  AppModal,
  Button,
  fieldErrors,
  Group,
  Stack,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';

/**
 * Asks for a host name and adds it; the api's reason for refusing one (not a public name,
 * the panel's own, already added) shows under the field. Once added, `onAdded` gets it, so
 * its DNS records can be shown at once.
 */
export function AddDomainModal({
  opened,
  onClose,
  onCreate,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (hostname: string) => Promise<DomainDto | ApiError | null>;
  onAdded: (domain: DomainDto) => void;
}) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const [hostname, setHostname] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setHostname('');
    setError(undefined);
    onClose();
  };
  const send = async () => {
    setBusy(true);
    const result = await onCreate(hostname.trim());
    setBusy(false);
    if (result instanceof ApiError) {
      setError(fieldErrors(result).hostname ?? result.message);
      return;
    }
    close();
    if (result) onAdded(result);
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('domains.add.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack>
          <TextInput
            label={t('domains.add.hostname')}
            description={t('domains.add.hint')}
            placeholder={t('domains.add.placeholder')}
            value={hostname}
            onChange={(e) => {
              setHostname(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
            maxLength={HOSTNAME_MAX}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={hostname.trim() === ''}>
              {t('domains.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
