import { createQueryClient } from './query-client';
import { chooseWorkspace, reloadWorkspaceChoice } from './workspace/active-workspace';
import { WORKSPACES_KEY } from './workspace/use-workspaces';

describe('the query cache', () => {
  afterEach(() => {
    localStorage.clear();
    reloadWorkspaceChoice();
  });

  it('forgets what was read for one workspace when another is chosen, and keeps the list of workspaces', async () => {
    const client = createQueryClient();
    client.mount();
    // The first choice in this browser is the workspace the api answered in: kept.
    client.setQueryData(['qrcodes', 'my'], ['Menu of workspace 1']);
    chooseWorkspace(7, 1);
    await Promise.resolve();
    expect(client.getQueryData(['qrcodes', 'my'])).toEqual(['Menu of workspace 1']);
    client.setQueryData(WORKSPACES_KEY, ['workspace 1', 'workspace 2']);
    chooseWorkspace(7, 2);
    await Promise.resolve();
    expect(client.getQueryData(['qrcodes', 'my'])).toBeUndefined();
    expect(client.getQueryData(WORKSPACES_KEY)).toEqual(['workspace 1', 'workspace 2']);
    // Choosing the workspace one is in already changes nothing.
    client.setQueryData(['qrcodes', 'my'], ['Menu of workspace 2']);
    chooseWorkspace(7, 2);
    await Promise.resolve();
    expect(client.getQueryData(['qrcodes', 'my'])).toEqual(['Menu of workspace 2']);
    // Unmounted, it follows no more.
    client.unmount();
    chooseWorkspace(7, 3);
    await Promise.resolve();
    expect(client.getQueryData(['qrcodes', 'my'])).toEqual(['Menu of workspace 2']);
  });
});
