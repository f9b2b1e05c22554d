import '../i18n';
import { AuditLogView, PageTitle, useTranslation } from '@qrpanel/web';
import { BuildStamp } from '../BuildStamp';

/** /admin/audit (platform administrators): the whole instance's audit log, every workspace's and its own. */
export default function AuditLog() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditLogView scope="instance" />
      <BuildStamp />
    </>
  );
}
