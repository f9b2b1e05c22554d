import { Injectable } from '@nestjs/common';
import { PASSKEY_CHALLENGE_SECONDS, PASSKEY_MESSAGES as M } from '@qrpanel/contracts';
import { SharedStore } from '../../../platform/redis/shared-store';
import { SingleUseTickets } from '../../../platform/redis/single-use-tickets';

/** Whom a challenge was issued to: the account and its token version then (none at passwordless sign-in). */
export interface ChallengeHolder {
  userId: number;
  tokenVersion: number;
}

/** Prompts one account may have open at once, per purpose. */
const OPEN_PER_USER = 5;

/**
 * The WebAuthn challenges: each a single-use ticket of the shared store (any replica checks
 * it, once, within PASSKEY_CHALLENGE_SECONDS), the ticket itself being the challenge the
 * authenticator signs. A purpose each, under a prefix of its own, so a challenge of one
 * ceremony answers no other; those of an account are bound to it and its token version.
 */
@Injectable()
export class PasskeyChallenges {
  readonly registration: SingleUseTickets<ChallengeHolder>;
  readonly secondStep: SingleUseTickets<ChallengeHolder>;
  /** Passwordless sign-in names nobody: the sign-in routes' per-client limit bounds these. */
  readonly signIn: SingleUseTickets<true>;

  constructor(store: SharedStore) {
    const perUser = {
      max: OPEN_PER_USER,
      holderOf: (h: ChallengeHolder) => h.userId,
      message: M.tooManyPrompts,
    };
    const seconds = PASSKEY_CHALLENGE_SECONDS;
    this.registration = new SingleUseTickets(store, 'qrpanel:passkey-register:', seconds, perUser);
    this.secondStep = new SingleUseTickets(store, 'qrpanel:passkey-2fa:', seconds, perUser);
    this.signIn = new SingleUseTickets(store, 'qrpanel:passkey-sign-in:', seconds);
  }
}

/** Whether the holder of a challenge is this account as it stands (a password change since voids it). */
export const heldBy = (held: ChallengeHolder | null, user: { id: number; tokenVersion: number }) =>
  held !== null && held.userId === user.id && held.tokenVersion === user.tokenVersion;
