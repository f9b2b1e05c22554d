import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import { subscribeWorkspaceChoice } from './workspace/active-workspace';
import { WORKSPACES_KEY } from './workspace/use-workspaces';

/**
 * A query cache that follows the workspace chosen: another one chosen, everything read for
 * the previous one is dropped and what is on screen read again (the calls name the
 * workspace chosen), so no list shows one workspace's codes under another's name; the list
 * of workspaces itself stays. The first choice of a browser keeps what was read: it is the
 * one the api answered those calls in (WorkspaceDto.current). It listens while mounted in
 * a provider.
 */
class WorkspaceQueryClient extends QueryClient {
  private mounts = 0;
  private stopFollowing: (() => void) | undefined;

  override mount(): void {
    super.mount();
    if (this.mounts++ > 0) return;
    this.stopFollowing = subscribeWorkspaceChoice((previous) => {
      if (previous === null) return;
      void this.resetQueries({ predicate: (query) => query.queryKey[0] !== WORKSPACES_KEY[0] });
    });
  }

  override unmount(): void {
    super.unmount();
    if (--this.mounts > 0) return;
    this.stopFollowing?.();
    this.stopFollowing = undefined;
  }
}

/**
 * Server state for every screen. Only a lost connection is retried (once): an answer of
 * the api, even an error, is the answer.
 */
export function createQueryClient(): QueryClient {
  return new WorkspaceQueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.status === 0,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
