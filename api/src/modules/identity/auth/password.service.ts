import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { Slots } from '../../../platform/load/slots';

/**
 * argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
 * which file reads, dns.lookup and async crypto share. Hashing is split into two shares so
 * that neither can take it all: people's accounts (sign-ins, registrations, password changes
 * and resets, a code's password being set) get ACCOUNT_SLOTS; anonymous checks of protected
 * codes' passwords get CODE_SLOTS and a short wait of CODE_WAITING, and past that are turned
 * away (SlotsFull). One thread is always left to the pool's other users.
 */
export const ACCOUNT_SLOTS = 2;
export const CODE_SLOTS = 1;
export const CODE_WAITING = 8;

/** argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane). */
@Injectable()
export class PasswordService {
  private readonly options: argon2.HashOptions = {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  };
  // Sign-ins queue here rather than in the thread pool: they are limited per address, not in number.
  private readonly accounts = new Slots(ACCOUNT_SLOTS);
  private readonly codes = new Slots(CODE_SLOTS, CODE_WAITING);
  // Verified against when the email is unknown, so a miss takes as long as a wrong password.
  private readonly decoy = this.accounts.run(() => argon2.hash('decoy-password-never-matches', this.options));

  hash(password: string): Promise<string> {
    return this.accounts.run(() => argon2.hash(password, this.options));
  }

  /** An account's password (sign-in, password change); an unknown account's takes as long. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    // A decoy that could not be made matches nothing (an unparsable hash), as a wrong password.
    const against = hash ?? (await this.decoy.catch(() => ''));
    return (await this.accounts.run(() => matches(against, password))) && hash !== undefined;
  }

  /** A protected code's password, sent by anyone: throws SlotsFull while too many are checked. */
  verifyCodePassword(hash: string, password: string): Promise<boolean> {
    return this.codes.run(() => matches(hash, password));
  }
}

async function matches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
