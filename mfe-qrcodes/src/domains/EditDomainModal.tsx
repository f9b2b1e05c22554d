import type { DomainDto, UpdateDomainInput } from '@qrpanel/contracts';
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

type Save = (domain: DomainDto, input: UpdateDomainInput) => Promise<DomainDto | ApiError | null>;

/**
 * Where a domain sends people who open it bare, or with a key no code has; left empty, they
 * see the not-found page. The api's reasons show under the fields.
 */
export function EditDomainModal({
  domain,
  onClose,
  onSave,
}: {
  domain: DomainDto | null;
  onClose: () => void;
  onSave: Save;
}) {
  const { t } = useTranslation('qrcodes');
  return (
    <AppModal
      opened={domain !== null}
      onClose={onClose}
      title={domain ? t('domains.edit.title', { domain: domain.hostname }) : ''}
    >
      {/* Keyed by the domain: each opening starts from its addresses as saved. */}
      {domain ? <EditDomainForm key={domain.id} domain={domain} onClose={onClose} onSave={onSave} /> : null}
    </AppModal>
  );
}

function EditDomainForm({
  domain,
  onClose,
  onSave,
}: {
  domain: DomainDto;
  onClose: () => void;
  onSave: Save;
}) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const [rootUrl, setRootUrl] = useState(domain.root_url ?? '');
  const [notFoundUrl, setNotFoundUrl] = useState(domain.not_found_url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const result = await onSave(domain, {
      root_url: rootUrl.trim() || null,
      not_found_url: notFoundUrl.trim() || null,
    });
    setBusy(false);
    if (result instanceof ApiError) setErrors(fieldErrors(result));
    else if (result) onClose();
  };

  return (
    <form
      // The api says why an address is refused, under its field.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack>
        <TextInput
          label={t('domains.edit.rootUrl')}
          description={t('domains.edit.rootUrlHint', { domain: domain.hostname })}
          placeholder={t('common.urlPlaceholder')}
          type="url"
          value={rootUrl}
          onChange={(e) => setRootUrl(e.currentTarget.value)}
          error={errors.root_url}
          data-autofocus
        />
        <TextInput
          label={t('domains.edit.notFoundUrl')}
          description={t('domains.edit.notFoundUrlHint')}
          placeholder={t('common.urlPlaceholder')}
          type="url"
          value={notFoundUrl}
          onChange={(e) => setNotFoundUrl(e.currentTarget.value)}
          error={errors.not_found_url}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('domains.edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
