import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyInput,
  type ApiKeyScope,
  type CreatedApiKeyDto,
} from '@qrpanel/contracts';
import { type ApiError, Checkbox, Stack, TextInput, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { ShownOnceModal } from './ShownOnceModal';

/** Each scope's label in the catalog (a scope's ':' cannot be part of a key). */
const SCOPE_KEYS = {
  'qrcodes:read': 'qrcodesRead',
  'qrcodes:write': 'qrcodesWrite',
  'analytics:read': 'analyticsRead',
  'webhooks:write': 'webhooksWrite',
  'domains:write': 'domainsWrite',
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
  const { t } = useTranslation('qrcodes');

  return (
    <ShownOnceModal<CreatedApiKeyDto>
      opened={opened}
      onClose={onClose}
      section="apiKeys"
      testId="new-api-key"
      secretOf={(made) => made.key}
      submit={() => onCreate({ name: name.trim(), scopes })}
      canSubmit={name.trim() !== '' && scopes.length > 0}
      reset={() => {
        setName('');
        setScopes(['qrcodes:read']);
      }}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </ShownOnceModal>
  );
}
