import type { WorkspaceDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api, dataOf } from '../api/api-client';
import { useCurrentUser } from '../session/use-session';
import {
  activeWorkspace,
  chooseWorkspace,
  chosenWorkspaceId,
  subscribeWorkspaceChoice,
} from './active-workspace';

/** The signed-in person's workspaces (GET /api/workspaces), one entry of the shared query cache. */
export const WORKSPACES_KEY = ['workspaces'] as const;

export interface ActiveWorkspace {
  /** Every workspace the person belongs to, oldest first, each with their role in it. */
  workspaces: WorkspaceDto[];
  /** The one they work in: chosen in this browser, else their own; undefined until read. */
  active: WorkspaceDto | undefined;
  /** Works in another of their workspaces from now on. */
  choose: (id: number) => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * The person's workspaces and the one they work in, read from the shared query cache;
 * `fetch` false reads only what another screen (the shell's switcher) fetched.
 */
function useWorkspaceChoice(fetch: boolean) {
  const user = useCurrentUser();
  const userId = user?.id ?? 0;
  const list = useQuery({
    queryKey: WORKSPACES_KEY,
    queryFn: () => dataOf(api.GET('/api/workspaces')),
    enabled: fetch && user !== null,
  });
  const chosenId = useSyncExternalStore(
    subscribeWorkspaceChoice,
    () => (userId ? chosenWorkspaceId(userId) : null),
    () => null,
  );
  const workspaces = list.data ?? [];
  return {
    userId,
    list,
    workspaces,
    chosenId,
    active: activeWorkspace(workspaces, chosenId, user?.created_at ?? ''),
  };
}

/**
 * The workspace the person works in, as the shell's switcher read it, without a request of
 * its own (the remotes' screens): undefined until it is read.
 */
export function useWorkspaceInUse(): WorkspaceDto | undefined {
  return useWorkspaceChoice(false).active;
}

/**
 * Whether the person's role in the workspace they work in lets them make and change codes
 * (a viewer's does not; the api refuses it anyway): true until it is read.
 */
export function useMayEditCodes(): boolean {
  return useWorkspaceInUse()?.role !== 'viewer';
}

/**
 * Whether the person's role in the workspace they work in lets them manage it: its API
 * keys, webhooks, members and invitations (owners and admins; the api refuses others
 * anyway): true until it is read, as useMayEditCodes.
 */
export function useMayManageWorkspace(): boolean {
  const role = useWorkspaceInUse()?.role;
  return role === undefined || role === 'owner' || role === 'admin';
}

/**
 * Whether the person may pay for the workspace they work in, choosing its plan (its owners;
 * the api refuses others anyway): true until it is read, as useMayEditCodes.
 */
export function useMayPayForWorkspace(): boolean {
  const role = useWorkspaceInUse()?.role;
  return role === undefined || role === 'owner';
}

/**
 * The workspace the signed-in person works in, and theirs to switch between. A workspace
 * chosen here and since left (or never theirs) gives way to their own, and that is kept.
 */
export function useActiveWorkspace(): ActiveWorkspace {
  const { userId, list, workspaces, chosenId, active } = useWorkspaceChoice(true);
  const activeId = active?.id;
  // Kept only from a settled list: one being read again may not hold a workspace just chosen.
  const settled = list.isSuccess && !list.isFetching;
  useEffect(() => {
    if (settled && activeId !== undefined && activeId !== chosenId) chooseWorkspace(userId, activeId);
  }, [settled, userId, activeId, chosenId]);
  const choose = useCallback((id: number) => chooseWorkspace(userId, id), [userId]);
  return { workspaces, active, choose, isPending: list.isPending, error: list.error };
}
