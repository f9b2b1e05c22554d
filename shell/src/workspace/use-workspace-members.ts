import { errorMessage, i18n, notifyError, notifySuccess, WORKSPACES_KEY } from '@qrpanel/web';
import type { WorkspaceDto, WorkspaceMemberDto, WorkspaceRole } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WORKSPACE_KEYS, workspaceApi } from './workspace-api';

/** Each workspace's entries (members, invitations) and the list of one's own, read again. */
export function useReloadWorkspaces() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
}

/** A workspace's members (anyone in it may read them). */
export function useMembersQuery(workspaceId: number) {
  return useQuery({
    queryKey: WORKSPACE_KEYS.members(workspaceId),
    queryFn: () => workspaceApi.members(workspaceId),
  });
}

/**
 * The members screen's data and actions: the members, a role changed at once, a removal
 * asked first. A refusal (the last owner kept, a role without the power) shows the api's
 * message, and the list shows the roles as they are.
 */
export function useWorkspaceMembers(workspace: WorkspaceDto) {
  const members = useMembersQuery(workspace.id);
  const reload = useReloadWorkspaces();
  const [changing, setChanging] = useState<number | null>(null);
  const [removing, setRemoving] = useState<WorkspaceMemberDto | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const t = i18n.getFixedT(null, 'shell');

  const changeRole = async (member: WorkspaceMemberDto, role: WorkspaceRole) => {
    setChanging(member.user_id);
    try {
      await workspaceApi.changeRole(workspace.id, member.user_id, role);
      notifySuccess(
        t('workspace.members.roleChanged', { name: member.name, role: t(`workspace.roles.${role}`) }),
      );
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.members.roleFailed')));
    }
    setChanging(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await workspaceApi.removeMember(workspace.id, removing.user_id);
      notifySuccess(t('workspace.members.removed', { name: removing.name }));
      setRemoving(null);
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.members.removeFailed')));
    }
    setRemoveBusy(false);
  };

  return { members, changing, changeRole, removing, setRemoving, removeBusy, confirmRemove };
}
