import type { AppConfig } from './app-config';

/**
 * The host names this api answers on, besides loopback (which the URL rule always counts
 * as its own): the public address's host and the address it listens on. A destination on
 * one of them that names the redirect path would send a scanner back into another code.
 */
export function ownHosts(config: AppConfig): string[] {
  return [new URL(config.publicUrl).hostname, config.host];
}
