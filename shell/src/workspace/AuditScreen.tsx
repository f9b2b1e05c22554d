import { Alert, AuditLogView, PageTitle, useTranslation } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { ActiveWorkspaceFrame } from './ActiveWorkspaceFrame';
import { can } from './workspace-powers';

/**
 * /workspace/audit: the audit log of the workspace one works in (owners and admins): who
 * changed what there, newest first, with filters, pages and a CSV download. Other members
 * are told it is not theirs to read (the api answers them 403 anyway).
 */
export function AuditScreen() {
  const { t } = useTranslation('shell');
  return (
    <ActiveWorkspaceFrame title={t('workspace.audit.title')}>
      {(workspace) => <WorkspaceAudit key={workspace.id} workspace={workspace} />}
    </ActiveWorkspaceFrame>
  );
}

function WorkspaceAudit({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageTitle title={t('workspace.audit.title')} subtitle={workspace.name} />
      {can(workspace.role, 'manage') ? (
        <AuditLogView scope={{ workspaceId: workspace.id }} />
      ) : (
        <Alert color="gray">{t('workspace.audit.managersOnly')}</Alert>
      )}
    </>
  );
}
