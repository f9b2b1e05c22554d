import { Injectable } from '@nestjs/common';
import { SSO_CODE_SECONDS, SSO_STATE_SECONDS } from '@qrpanel/contracts';
import { SharedStore } from '../../../platform/redis/shared-store';
import { SingleUseTickets } from '../../../platform/redis/single-use-tickets';
import type { OidcChecks, VerifiedClaims } from './oidc-protocol';

/** The signed-in account that started a link, and its token version then (a password change since voids it). */
export interface LinkHolder {
  userId: number;
  tokenVersion: number;
}

/** One sign-in between its start and the provider's callback: the ticket itself is the `state`. */
export interface SsoAttempt extends OidcChecks {
  providerId: number;
  slug: string;
  link?: LinkHolder;
}

/** What the callback found: verified claims, or why it failed (a message and its status). */
export type SsoOutcome =
  | { error: string; status: number; link?: LinkHolder }
  | { providerId: number; claims: VerifiedClaims; link?: LinkHolder };

/**
 * Single-use tickets of the shared store the passkey challenges use (any replica redeems
 * one, once): the state of a sign-in (with its nonce and PKCE verifier, kept server-side),
 * and the one-time code the callback hands to the web app, which exchanges it by POST: the
 * session token never appears in an address.
 */
@Injectable()
export class SsoTickets {
  readonly attempts: SingleUseTickets<SsoAttempt>;
  readonly outcomes: SingleUseTickets<SsoOutcome>;

  constructor(store: SharedStore) {
    this.attempts = new SingleUseTickets(store, 'qrpanel:sso-state:', SSO_STATE_SECONDS);
    this.outcomes = new SingleUseTickets(store, 'qrpanel:sso-outcome:', SSO_CODE_SECONDS);
  }
}
