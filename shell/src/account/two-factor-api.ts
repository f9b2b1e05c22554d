import { api, dataOf } from '@qrpanel/web';
import type { TotpDisableInput } from '@qrpanel/contracts';

/** The signed-in user's two-factor sign-in calls. */
export const twoFactorApi = {
  status: () => dataOf(api.GET('/api/auth/2fa/totp')),
  setup: () => dataOf(api.POST('/api/auth/2fa/totp/setup')),
  enable: (code: string) => dataOf(api.POST('/api/auth/2fa/totp/enable', { body: { code } })),
  disable: (body: TotpDisableInput) => dataOf(api.POST('/api/auth/2fa/totp/disable', { body })),
};

export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;
