import { errorMessage, fieldErrors, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import type {
  CreatedInvitationDto,
  WorkspaceDto,
  WorkspaceInvitationDto,
  WorkspaceRole,
} from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WORKSPACE_KEYS, workspaceApi } from './workspace-api';

/** The invitations still open: waiting for their invitee, or expired and worth sending again. */
const OPEN: readonly WorkspaceInvitationDto['status'][] = ['pending', 'expired'];

/**
 * Invitations of a workspace (owners and admins): the open ones, a new one by email and
 * role, resent or revoked. The api answers an invitation's link only when it makes one
 * (invited or resent) and keeps it hashed, so each link is shown, to copy, only then.
 */
export function useInvitations(workspace: WorkspaceDto) {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: WORKSPACE_KEYS.invitations(workspace.id),
    queryFn: () => workspaceApi.invitations(workspace.id),
  });
  // The plan's seats, so that a full workspace says so before anyone types an address.
  const seats = useQuery({
    queryKey: WORKSPACE_KEYS.seats(workspace.id),
    queryFn: () => workspaceApi.seats(workspace.id),
  });
  const [links, setLinks] = useState<Record<number, string>>({});
  const [lastMade, setLastMade] = useState<CreatedInvitationDto | null>(null);
  const [revoking, setRevoking] = useState<WorkspaceInvitationDto | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const t = i18n.getFixedT(null, 'shell');

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.invitations(workspace.id) }),
      queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.seats(workspace.id) }),
    ]);
  const made = (invitation: CreatedInvitationDto) => {
    setLinks((known) => ({ ...known, [invitation.id]: invitation.link }));
    setLastMade(invitation);
  };

  /** Answers the fields' errors for the form (none when it was sent). */
  const invite = async (email: string, role: WorkspaceRole): Promise<Record<string, string> | null> => {
    try {
      const invitation = await workspaceApi.invite(workspace.id, { email, role });
      made(invitation);
      notifySuccess(t('workspace.invite.sent', { email: invitation.email }));
      await reload();
      return null;
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.invite.failed')));
      return fieldErrors(e);
    }
  };

  const resend = async (invitation: WorkspaceInvitationDto) => {
    try {
      made(await workspaceApi.resend(workspace.id, invitation.id));
      notifySuccess(t('workspace.invitations.resent', { email: invitation.email }));
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.invitations.resendFailed')));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    try {
      await workspaceApi.revoke(workspace.id, revoking.id);
      notifySuccess(t('workspace.invitations.revoked', { email: revoking.email }));
      if (lastMade?.id === revoking.id) setLastMade(null);
      setRevoking(null);
      await reload();
    } catch (e) {
      notifyError(errorMessage(e, t('workspace.invitations.revokeFailed')));
    }
    setRevokeBusy(false);
  };

  return {
    invitations,
    seats: seats.data,
    open: (invitations.data ?? []).filter((i) => OPEN.includes(i.status)),
    links,
    lastMade,
    invite,
    resend,
    revoking,
    setRevoking,
    revokeBusy,
    confirmRevoke,
  };
}
