import '../i18n';
import { Alert, PageTitle, Stack, useMayManageWorkspace, useTranslation } from '@qrpanel/web';
import { DomainsSection } from '../domains/DomainsSection';

/**
 * /domains: the workspace's custom domains (docs/product.md, Custom domains), on which its
 * dynamic codes print and answer. Every member reads them; owners and admins manage them,
 * and the others are told so.
 */
export default function Domains() {
  const { t } = useTranslation('qrcodes');
  const mayManage = useMayManageWorkspace();
  return (
    <Stack gap="lg">
      <PageTitle title={t('domains.title')} subtitle={t('domains.subtitle')} />
      {mayManage ? null : <Alert variant="light">{t('domains.managersOnly')}</Alert>}
      <DomainsSection mayManage={mayManage} />
    </Stack>
  );
}
