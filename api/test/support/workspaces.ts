import type { CreatedInvitationDto, WorkspaceDto, WorkspaceRole } from '@qrpanel/contracts';
import { adminToken } from './admin';
import { bearer, registerUser, type HttpApp, type TestApp } from './test-app';

/**
 * The id of the caller's personal workspace: the oldest they own (made with their account,
 * before any they made since; one they joined may be older).
 */
export async function personalWorkspaceId(t: HttpApp, token: string): Promise<number> {
  const res = await t.http().get('/api/workspaces').set(bearer(token)).expect(200);
  return (res.body as WorkspaceDto[]).filter((w) => w.role === 'owner')[0].id;
}

/** Headers that sign in and act in one workspace. */
export const inWorkspace = (token: string, workspaceId: number) => ({
  ...bearer(token),
  'X-Workspace-Id': String(workspaceId),
});

export const invite = (t: HttpApp, token: string, id: number, email: string, role: WorkspaceRole) =>
  t.http().post(`/api/workspaces/${id}/invitations`).set(bearer(token)).send({ email, role });

/** The token an invitation's link carries. */
export const tokenOf = (invitation: CreatedInvitationDto) => invitation.link.split('/invite/')[1];

/** A new account joined to the workspace with a role, through an invitation. */
export async function joined(
  t: HttpApp,
  ownerToken: string,
  id: number,
  role: WorkspaceRole,
  name = `A ${role}`,
) {
  const user = await registerUser(t, name);
  const res = await invite(t, ownerToken, id, user.user.email, role).expect(201);
  await t
    .http()
    .post(`/api/invitations/${tokenOf(res.body as CreatedInvitationDto)}/accept`)
    .set(bearer(user.token))
    .expect(200);
  return user;
}

/** A workspace with an owner and a member of each other role. */
export async function team(t: HttpApp, name: string) {
  const owner = await registerUser(t, `${name} owner`);
  const workspace = (
    await t.http().post('/api/workspaces').set(bearer(owner.token)).send({ name }).expect(201)
  ).body as WorkspaceDto;
  const [admin, editor, viewer] = [
    await joined(t, owner.token, workspace.id, 'admin'),
    await joined(t, owner.token, workspace.id, 'editor'),
    await joined(t, owner.token, workspace.id, 'viewer'),
  ];
  return { id: workspace.id, owner, admin, editor, viewer };
}

/**
 * The eight callers of the authorization checks, each with their token: anonymous, each
 * role of team A, the owner of another workspace, a platform admin and the super_admin.
 */
export async function callersOf(t: TestApp, root: string, name: string) {
  const a = await team(t, name);
  const b = await registerUser(t, `Owner of B for ${name}`);
  const callers: [string, string | undefined][] = [
    ['anonymous', undefined],
    ['viewer', a.viewer.token],
    ['editor', a.editor.token],
    ['admin', a.admin.token],
    ['owner', a.owner.token],
    ['owner of B', b.token],
    ['platform admin', await adminToken(t, root)],
    ['super_admin', root],
  ];
  return { a, b, callers };
}

/**
 * What each caller of callersOf is answered: 401 anonymous; `read` a viewer, `edit` an
 * editor, `manage` an admin, `own` the owner; 404 for the three who are not members.
 */
export function answersBy(
  callers: [string, unknown][],
  read: number,
  edit: number,
  manage: number,
  own = manage,
): Record<string, number> {
  return Object.fromEntries(
    callers.map(([who], i) => [who, [401, read, edit, manage, own, 404, 404, 404][i]]),
  );
}

/** Runs `work` for each caller in turn: their name and what it answered. */
export async function byCaller<R>(
  callers: [string, string | undefined][],
  work: (token: string | undefined) => Promise<R>,
): Promise<Record<string, R>> {
  const out: Record<string, R> = {};
  for (const [who, token] of callers) out[who] = await work(token);
  return out;
}
