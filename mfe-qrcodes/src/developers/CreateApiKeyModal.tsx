import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyInput,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@qrpanel/contracts';
import {
  ApiError,
  AppModal,
  Button,
  Checkbox,
  fieldErrors,
  Group,
  Stack,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';
import { ShownOnce } from './ShownOnce';

/** Each scope's label in the catalog (a scope's ':' cannot be part of a key). */
const SCOPE_KEYS = {
  'qrcodes:read': 'qrcodesRead',
  'qrcodes:write': 'qrcodesWrite',
  'analytics:read': 'analyticsRead',
  'webhooks:write': 'webhooksWrite',
} as const satisfies Record<ApiKeyScope, string>;

/**
 * Names a key and picks its scopes, then shows the key once with a copy button: after this
 * dialog closes only its first characters are ever shown again.
 */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (input: ApiKeyInput) => Promise<CreatedApiKeyDto | ApiError | null>;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['qrcodes:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<CreatedApiKeyDto | null>(null);
  const { t } = useTranslation(['qrcodes', 'web']);

  const close = () => {
    setName('');
    setScopes(['qrcodes:read']);
    setErrors({});
    setMade(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const result = await onCreate({ name: name.trim(), scopes });
    setBusy(false);
    if (result instanceof ApiError) setErrors(fieldErrors(result));
    else if (result) setMade(result);
    else close();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={made ? t('developers.apiKeys.madeTitle') : t('developers.apiKeys.new')}
      size="lg"
    >
      {made ? (
        <ShownOnce
          value={made.key}
          intro={t('developers.apiKeys.shownOnce')}
          texts={{
            copy: t('developers.apiKeys.copy'),
            copied: t('developers.apiKeys.copied'),
            copyFailed: t('developers.apiKeys.copyFailed'),
            done: t('developers.apiKeys.done'),
          }}
          onDone={close}
          testId="new-api-key"
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <TextInput
              label={t('developers.apiKeys.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              required
              maxLength={API_KEY_NAME_MAX}
              data-autofocus
            />
            <Checkbox.Group
              label={t('developers.apiKeys.scopes')}
              value={scopes}
              onChange={(value) => setScopes(value)}
              error={errors.scopes}
            >
              <Stack gap="xs" mt="xs">
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={t('developers.apiKeys.scopeOption', {
                      label: t(`developers.apiKeys.scopeLabels.${SCOPE_KEYS[scope]}`),
                      scope,
                    })}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('web:common.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!name.trim() || scopes.length === 0}>
                {t('developers.apiKeys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
