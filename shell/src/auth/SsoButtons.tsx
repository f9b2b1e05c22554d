import { Button, Divider, Stack, useTranslation } from '@qrpanel/web';
import { ssoStartUrl, useSsoProviders } from './sso-api';

/**
 * "Continue with {name}" for each enabled sign-in provider: a link to the api's start,
 * which sends the browser to the provider (the whole page goes, as a sign-in there needs).
 */
export function SsoButtons() {
  const { t } = useTranslation('shell');
  const providers = useSsoProviders();
  if (providers.length === 0) return null;
  return (
    <>
      <Divider label={t('auth.sso.or')} labelPosition="center" />
      <Stack gap="xs">
        {providers.map((p) => (
          <Button key={p.slug} component="a" href={ssoStartUrl(p.slug)} variant="default" fullWidth>
            {t('auth.sso.continueWith', { name: p.name })}
          </Button>
        ))}
      </Stack>
    </>
  );
}
