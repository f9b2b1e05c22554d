import { api, dataOf } from '@qrpanel/web';
import type { PasskeyResponseJson } from '@qrpanel/contracts';

/** The signed-in user's passkeys. */
export const passkeysApi = {
  list: () => dataOf(api.GET('/api/auth/passkeys')),
  registrationOptions: () => dataOf(api.POST('/api/auth/passkeys/registration/options')),
  create: (name: string, response: PasskeyResponseJson) =>
    dataOf(api.POST('/api/auth/passkeys', { body: { name, response } })),
  rename: (id: number, name: string) =>
    dataOf(api.PATCH('/api/auth/passkeys/{id}', { params: { path: { id } }, body: { name } })),
  remove: (id: number) => dataOf(api.DELETE('/api/auth/passkeys/{id}', { params: { path: { id } } })),
};

export const PASSKEYS_QUERY_KEY = ['passkeys'] as const;
