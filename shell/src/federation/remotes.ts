import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isUnavailableRemote, remoteErrorPlugin } from './remote-error-plugin';

export const REMOTE_NAMES = ['mfe-qrcodes', 'mfe-admin', 'mfe-billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation names are identifiers: mfe-qrcodes is built as mfe_qrcodes. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    readonly reason?: unknown,
  ) {
    super(`Remote module ${remote}/${expose} is unavailable.`);
    this.name = 'RemoteUnavailableError';
  }
}

let remotesConfig: Promise<Record<string, string>> | null = null;
let pluginRegistered = false;

/**
 * Where each remote's mf-manifest.json lives, read at run time from /remotes.json so a
 * remote is redeployed without rebuilding the shell. Relative URLs resolve against the page.
 */
function readRemotesConfig(): Promise<Record<string, string>> {
  remotesConfig ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      const entries = Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string');
      const known = new Set<string>(REMOTE_NAMES);
      return Object.fromEntries(
        entries
          .filter(([name]) => known.has(name))
          .map(([name, url]) => [name, new URL(url, window.location.origin).href]),
      );
    })
    .catch((error: unknown) => {
      remotesConfig = null;
      throw error;
    });
  return remotesConfig;
}

const registered = new Set<RemoteName>();

async function ensureRegistered(remote: RemoteName, force: boolean): Promise<void> {
  if (!pluginRegistered) {
    registerPlugins([remoteErrorPlugin()]);
    pluginRegistered = true;
  }
  if (registered.has(remote) && !force) return;
  const entry = (await readRemotesConfig())[remote];
  if (!entry) throw new Error(`/remotes.json names no manifest for ${remote}`);
  // force drops what the runtime cached for this remote (a failed manifest included).
  registerRemotes([{ name: federationName(remote), entry }], { force: registered.has(remote) });
  registered.add(remote);
}

/**
 * Loads one exposed screen ('./MyQrCodes') of a remote. `retry` re-reads /remotes.json and
 * re-registers the remote, so a remote that came back (or moved) loads without a page reload.
 */
export async function loadRemoteComponent(
  remote: RemoteName,
  expose: string,
  retry = false,
): Promise<ComponentType> {
  try {
    if (retry) remotesConfig = null;
    await ensureRegistered(remote, retry);
    const loaded = await loadRemote<{ default?: ComponentType }>(
      `${federationName(remote)}/${expose.replace(/^\.\//, '')}`,
    );
    if (isUnavailableRemote(loaded)) throw new RemoteUnavailableError(remote, expose, loaded.error);
    if (!loaded?.default) throw new RemoteUnavailableError(remote, expose, 'no default export');
    return loaded.default;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, expose, error);
  }
}
