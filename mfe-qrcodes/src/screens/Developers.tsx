import '../i18n';
import { Alert, Anchor, PageTitle, Stack, useMayManageWorkspace, useTranslation } from '@qrpanel/web';
import { ApiKeysSection } from '../developers/ApiKeysSection';
import { WebhooksSection } from '../developers/WebhooksSection';

/**
 * /developers: what an integration needs (the workspace's API keys and webhooks; the public
 * API's documentation). Its owners and admins manage them; others are told so.
 */
export default function Developers() {
  const { t } = useTranslation('qrcodes');
  const mayManage = useMayManageWorkspace();
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
      {mayManage ? (
        <>
          <ApiKeysSection />
          <WebhooksSection />
        </>
      ) : (
        <Alert variant="light">{t('developers.managersOnly')}</Alert>
      )}
    </Stack>
  );
}
