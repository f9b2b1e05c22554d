import '../i18n';
import { Anchor, PageTitle, Stack, useTranslation } from '@qrpanel/web';
import { ApiKeysSection } from '../developers/ApiKeysSection';
import { WebhooksSection } from '../developers/WebhooksSection';

/** /developers: what an integration needs (API keys, webhooks; the public API's documentation). */
export default function Developers() {
  const { t } = useTranslation('qrcodes');
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('developers.title')}
        subtitle={
          <>
            {t('developers.subtitle')}{' '}
            <Anchor href="/api/v1/docs" target="_blank" rel="noopener" underline="always">
              {t('developers.docs')}
            </Anchor>
          </>
        }
      />
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
