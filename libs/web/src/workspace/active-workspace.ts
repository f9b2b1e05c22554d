import type { WorkspaceDto } from '@qrpanel/contracts';

/**
 * The workspace a person works in, chosen in this browser: kept in local storage per user
 * (two people sharing a browser keep their own), read once per page and then held here, so
 * a switch in another tab does not change under this one what its calls name.
 */
export const WORKSPACE_KEY_PREFIX = 'qrpanel.workspace.';

/** Told of a choice, with the one chosen before (null: none yet in this browser). */
type Listener = (previous: number | null) => void;

const listeners = new Set<Listener>();
let held: { userId: number; id: number | null } | undefined;

function readStored(userId: number): number | null {
  try {
    const id = Number(localStorage.getItem(`${WORKSPACE_KEY_PREFIX}${userId}`));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // storage refused (private mode): the personal workspace it is
  }
}

/** The workspace `userId` chose in this browser, or null when none was (or none is kept). */
export function chosenWorkspaceId(userId: number): number | null {
  if (held?.userId !== userId) held = { userId, id: readStored(userId) };
  return held.id;
}

/** Works in workspace `id` from now on, in this page and the next ones of this browser. */
export function chooseWorkspace(userId: number, id: number): void {
  if (held?.userId === userId && held.id === id) return;
  const previous = held?.userId === userId ? held.id : null;
  held = { userId, id };
  try {
    localStorage.setItem(`${WORKSPACE_KEY_PREFIX}${userId}`, String(id));
  } catch {
    // not kept for the next page, but this one works in it
  }
  for (const listener of listeners) listener(previous);
}

/** Forgets the choice held in this page, so the next read comes from storage (tests). */
export function reloadWorkspaceChoice(): void {
  const previous = held?.id ?? null;
  held = undefined;
  for (const listener of listeners) listener(previous);
}

export function subscribeWorkspaceChoice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clock differences between the account's row and its workspace's, within one transaction. */
const SAME_TRANSACTION_MS = 1000;

/**
 * A person's own workspace among theirs (oldest first): made with the account in the same
 * transaction, or by the migration for older accounts, it is the first made since the
 * account was; a workspace made before the account was can only be one joined later.
 */
export function personalWorkspace(
  workspaces: readonly WorkspaceDto[],
  accountCreatedAt: string,
): WorkspaceDto | undefined {
  const since = Date.parse(accountCreatedAt) - SAME_TRANSACTION_MS;
  if (Number.isNaN(since)) return workspaces[0];
  return workspaces.find((w) => Date.parse(w.created_at) >= since) ?? workspaces[0];
}

/**
 * The workspace chosen in this browser, while the person is still a member; else the one
 * the api acts in for them when a call names none (the last they named anywhere), so that
 * what was read before the list came matches; else their own.
 */
export function activeWorkspace(
  workspaces: readonly WorkspaceDto[],
  chosenId: number | null,
  accountCreatedAt: string,
): WorkspaceDto | undefined {
  return (
    workspaces.find((w) => w.id === chosenId) ??
    workspaces.find((w) => w.current) ??
    personalWorkspace(workspaces, accountCreatedAt)
  );
}
