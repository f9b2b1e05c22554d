import type { ApiKeyDto, ApiKeyInput, CreatedApiKeyDto } from '@qrpanel/contracts';
import { ApiError, errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { developerApi } from './developer-api';

const KEYS = ['api-keys'];

/**
 * The user's API keys: listed, made (the answer holds the key, shown once) and revoked. A
 * 403 on making one is the plan's limit: the screen opens Upgrade Required with its text.
 */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: developerApi.keys });
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const changed = () => queryClient.invalidateQueries({ queryKey: KEYS });

  const create = async (input: ApiKeyInput): Promise<CreatedApiKeyDto | ApiError | null> => {
    try {
      const made = await developerApi.createKey(input);
      await changed();
      return made;
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) {
        setUpgrade(e.serverMessage ?? '');
        return null;
      }
      if (e instanceof ApiError && e.fields) return e;
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.apiKeys.createFailed')));
      return null;
    }
  };

  const revoke = async (key: ApiKeyDto): Promise<boolean> => {
    try {
      await developerApi.revokeKey(key.id);
      await changed();
      notifySuccess(i18n.t('qrcodes:developers.apiKeys.revoked'));
      return true;
    } catch (e) {
      notifyError(errorMessage(e, i18n.t('qrcodes:developers.apiKeys.revokeFailed')));
      return false;
    }
  };

  return { keys, create, revoke, upgrade, closeUpgrade: () => setUpgrade(null) };
}
