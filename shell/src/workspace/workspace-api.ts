import { api, dataOf, type InviteDto, type SaveWorkspaceDto, type UpdateWorkspaceDto } from '@qrpanel/web';
import type { InvitationRegisterInput, WorkspaceRole } from '@qrpanel/contracts';

/** The invitation calls the invitation page makes, typed by the api's document. */
export const invitationApi = {
  preview: (token: string) => dataOf(api.GET('/api/invitations/{token}', { params: { path: { token } } })),
  accept: (token: string) =>
    dataOf(api.POST('/api/invitations/{token}/accept', { params: { path: { token } } })),
  /** An account with the invitation's address, joined to its workspace and signed in. */
  register: (token: string, body: InvitationRegisterInput) =>
    dataOf(api.POST('/api/invitations/{token}/register', { params: { path: { token } }, body })),
};

const inWorkspace = (id: number) => ({ params: { path: { id } } });
const ofMember = (id: number, userId: number) => ({ params: { path: { id, userId } } });
const ofInvitation = (id: number, invitationId: number) => ({ params: { path: { id, invitationId } } });

/** What the workspace screens ask of a workspace, its members and its invitations. */
export const workspaceApi = {
  create: (body: SaveWorkspaceDto) => dataOf(api.POST('/api/workspaces', { body })),
  /** Its name, its analytics' time zone, or both. */
  update: (id: number, body: UpdateWorkspaceDto) =>
    dataOf(api.PATCH('/api/workspaces/{id}', { ...inWorkspace(id), body })),
  remove: (id: number) => dataOf(api.DELETE('/api/workspaces/{id}', inWorkspace(id))),
  members: (id: number) => dataOf(api.GET('/api/workspaces/{id}/members', inWorkspace(id))),
  changeRole: (id: number, userId: number, role: WorkspaceRole) =>
    dataOf(api.PATCH('/api/workspaces/{id}/members/{userId}', { ...ofMember(id, userId), body: { role } })),
  removeMember: (id: number, userId: number) =>
    dataOf(api.DELETE('/api/workspaces/{id}/members/{userId}', ofMember(id, userId))),
  leave: (id: number) => dataOf(api.POST('/api/workspaces/{id}/leave', inWorkspace(id))),
  transfer: (id: number, userId: number) =>
    dataOf(api.POST('/api/workspaces/{id}/transfer', { ...inWorkspace(id), body: { userId } })),
  invitations: (id: number) => dataOf(api.GET('/api/workspaces/{id}/invitations', inWorkspace(id))),
  seats: (id: number) => dataOf(api.GET('/api/workspaces/{id}/seats', inWorkspace(id))),
  invite: (id: number, body: InviteDto) =>
    dataOf(api.POST('/api/workspaces/{id}/invitations', { ...inWorkspace(id), body })),
  revoke: (id: number, invitationId: number) =>
    dataOf(api.DELETE('/api/workspaces/{id}/invitations/{invitationId}', ofInvitation(id, invitationId))),
  resend: (id: number, invitationId: number) =>
    dataOf(
      api.POST('/api/workspaces/{id}/invitations/{invitationId}/resend', ofInvitation(id, invitationId)),
    ),
};

/** Each workspace's entries in the shared query cache. */
export const WORKSPACE_KEYS = {
  members: (id: number) => ['workspaces', id, 'members'] as const,
  invitations: (id: number) => ['workspaces', id, 'invitations'] as const,
  seats: (id: number) => ['workspaces', id, 'seats'] as const,
};
