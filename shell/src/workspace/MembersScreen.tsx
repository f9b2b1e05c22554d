import {
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Stack,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { ActiveWorkspaceFrame } from './ActiveWorkspaceFrame';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { useInvitations } from './use-invitations';
import { useWorkspaceMembers } from './use-workspace-members';
import { can, rolesGivenBy } from './workspace-powers';

/**
 * /workspace/members: the members of the workspace one works in with their roles. Owners
 * and admins also change roles, remove members, invite and follow the open invitations;
 * editors and viewers see the list only.
 */
export function MembersScreen() {
  const { t } = useTranslation('shell');
  return (
    <ActiveWorkspaceFrame title={t('workspace.members.title')}>
      {(workspace) => <Members key={workspace.id} workspace={workspace} />}
    </ActiveWorkspaceFrame>
  );
}

function Members({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const me = useCurrentUser()?.id ?? 0;
  const m = useWorkspaceMembers(workspace);
  const manages = can(workspace.role, 'manage');
  return (
    <>
      <PageTitle title={t('workspace.members.title')} subtitle={workspace.name} />
      <Stack gap="lg">
        {m.members.isPending ? (
          <LoadingState text={t('workspace.members.loading')} />
        ) : m.members.isError ? (
          <ErrorState
            message={errorMessage(m.members.error, t('workspace.members.loadFailed'))}
            onRetry={() => void m.members.refetch()}
          />
        ) : (
          <MembersTable
            members={m.members.data}
            me={me}
            myRole={workspace.role}
            changing={m.changing}
            onChangeRole={(member, role) => void m.changeRole(member, role)}
            onRemove={m.setRemoving}
          />
        )}
        {manages ? <Invitations workspace={workspace} /> : null}
      </Stack>
      <ConfirmDialog
        opened={m.removing !== null}
        title={t('workspace.members.removeTitle')}
        message={
          m.removing
            ? t('workspace.members.removeQuestion', { name: m.removing.name, workspace: workspace.name })
            : ''
        }
        confirmLabel={t('workspace.members.remove')}
        danger
        busy={m.removeBusy}
        onConfirm={() => void m.confirmRemove()}
        onCancel={() => m.setRemoving(null)}
      />
    </>
  );
}

/** The invite form and the open invitations (owners and admins). */
function Invitations({ workspace }: { workspace: WorkspaceDto }) {
  const { t } = useTranslation('shell');
  const i = useInvitations(workspace);
  return (
    <>
      <InviteForm
        roles={rolesGivenBy(workspace.role)}
        onInvite={i.invite}
        lastMade={i.lastMade}
        seats={i.seats}
        mayUpgrade={can(workspace.role, 'own')}
      />
      {i.invitations.isPending ? (
        <LoadingState text={t('workspace.invitations.loading')} />
      ) : i.invitations.isError ? (
        <ErrorState
          message={errorMessage(i.invitations.error, t('workspace.invitations.loadFailed'))}
          onRetry={() => void i.invitations.refetch()}
        />
      ) : (
        <InvitationsTable
          invitations={i.open}
          links={i.links}
          myRole={workspace.role}
          onResend={(invitation) => void i.resend(invitation)}
          onRevoke={i.setRevoking}
        />
      )}
      <ConfirmDialog
        opened={i.revoking !== null}
        title={t('workspace.invitations.revokeTitle')}
        message={i.revoking ? t('workspace.invitations.revokeQuestion', { email: i.revoking.email }) : ''}
        confirmLabel={t('workspace.invitations.revoke')}
        danger
        busy={i.revokeBusy}
        onConfirm={() => void i.confirmRevoke()}
        onCancel={() => i.setRevoking(null)}
      />
    </>
  );
}
