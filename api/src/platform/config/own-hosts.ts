import type { AppConfig } from './app-config';

/**
 * The addresses this api answers on, besides loopback (which the URL rule always counts as
 * its own): the public address's host (and port, when it has one) and the address it
 * listens on. A destination on one of them that names the redirect path, on any port, would
 * send a scanner back into another code; so would a short address (/{key}) at that port.
 */
export function ownHosts(config: AppConfig): string[] {
  return [new URL(config.publicUrl).host, `${config.host}:${config.port}`];
}
