import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote answers instead of a module when a remote could not be loaded. */
export interface UnavailableRemote {
  remoteUnavailable: true;
  id: string;
  error: unknown;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && 'remoteUnavailable' in value;
}

/**
 * A remote that cannot be reached (manifest or remoteEntry.js missing, a chunk failing,
 * a server down) makes loadRemote throw before React ever sees it. This plugin turns the
 * final failure into a value the screen renders as "temporarily unavailable"; earlier
 * stages are left to fail so the runtime does not carry on with a half-loaded remote.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qrpanel-remote-unavailable',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${id} could not be loaded.`, error);
      const unavailable: UnavailableRemote = { remoteUnavailable: true, id, error };
      return unavailable;
    },
  };
}
