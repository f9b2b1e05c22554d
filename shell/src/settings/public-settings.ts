import type { PublicSettingsDto } from '@qrpanel/contracts';
import { api, dataOf } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';

/** The product's name (a name, the same in every language), shown when the settings cannot be read. */
export const DEFAULT_APP_NAME = 'QR Panel';

/** What the shell shows of the settings anyone may read: no logo is null. */
export type PublicSettings = Pick<PublicSettingsDto, 'app_name' | 'allow_registration'> & {
  app_logo_url: string | null;
};

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  app_name: DEFAULT_APP_NAME,
  app_logo_url: null,
  allow_registration: true,
};

async function fetchPublicSettings(): Promise<PublicSettings> {
  const s: Partial<PublicSettingsDto> | undefined = await dataOf(api.GET('/api/settings'));
  return {
    app_name: s?.app_name?.trim() || DEFAULT_APP_NAME,
    app_logo_url: s?.app_logo_url?.trim() || null,
    allow_registration: s?.allow_registration !== false,
  };
}

/** App name, logo and registration switch; 'QR Panel' without a logo when the call fails. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: fetchPublicSettings,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}
