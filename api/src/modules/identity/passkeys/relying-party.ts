import type { AppConfig } from '../../../platform/config/app-config';

/**
 * Who passkeys are made for: the host of the public URL (the relying party id, which
 * authenticators bind each credential to) and its origin, the only page allowed to answer a
 * prompt. Passkeys made under one public URL do not work under another host.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(config: Pick<AppConfig, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}
