import type { WorkspaceDto } from '@qrpanel/contracts';
import { bearer, type HttpApp } from './test-app';

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
