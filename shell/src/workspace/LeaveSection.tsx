import { ConfirmDialog, errorMessage, notifyError, notifySuccess, useTranslation } from '@qrpanel/web';
import type { WorkspaceDto, WorkspaceMemberDto } from '@qrpanel/contracts';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '../app/route-table';
import { DangerSection } from './DangerSection';
import { useReloadWorkspaces } from './use-workspace-members';
import { workspaceApi } from './workspace-api';
import { isLastOwner } from './workspace-powers';

export interface LeaveSectionProps {
  workspace: WorkspaceDto;
  members: WorkspaceMemberDto[];
  me: number;
}

/**
 * Leave the workspace, asked first. Its only owner is told to make another owner first
 * (the api refuses it with 409, whose message shows should the members have changed).
 */
export function LeaveSection({ workspace, members, me }: LeaveSectionProps) {
  const { t } = useTranslation('shell');
  const reload = useReloadWorkspaces();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    try {
      await workspaceApi.leave(workspace.id);
      notifySuccess(t('workspace.settings.left', { workspace: workspace.name }));
      // The list without it: one's own workspace becomes the one worked in.
      await reload();
      void navigate(SHELL_ROUTES.dashboard, { replace: true });
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.settings.leaveFailed')));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <DangerSection
      headingId="leave-heading"
      title={t('workspace.settings.leaveTitle')}
      hint={t('workspace.settings.leaveHint')}
      unavailable={isLastOwner(members, me) ? t('workspace.settings.lastOwner') : null}
      actionLabel={t('workspace.settings.leave')}
      icon={<IconDoorExit size={16} aria-hidden />}
      onAction={() => setAsking(true)}
    >
      <ConfirmDialog
        opened={asking}
        title={t('workspace.settings.leaveTitle')}
        message={t('workspace.settings.leaveQuestion', { workspace: workspace.name })}
        confirmLabel={t('workspace.settings.leave')}
        danger
        busy={busy}
        onConfirm={() => void leave()}
        onCancel={() => setAsking(false)}
      />
    </DangerSection>
  );
}
