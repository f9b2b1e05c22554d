import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Passkey } from './passkey.entity';

/** What a verified registration gives to keep. */
export interface NewPasskey {
  userId: number;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  userHandle: string;
}

export const credentialHashOf = (credentialId: string) =>
  createHash('sha256').update(credentialId).digest('hex');

/** The passkeys table; nothing else reads or writes it. */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>) {}

  listOf(userId: number): Promise<Passkey[]> {
    return this.passkeys.find({ where: { userId }, order: { id: 'ASC' } });
  }

  countOf(userId: number): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  /** The user's passkey of this id; null for another user's as for none. */
  ownedBy(userId: number, id: number): Promise<Passkey | null> {
    return this.passkeys.findOneBy({ userId, id });
  }

  byCredentialId(credentialId: string): Promise<Passkey | null> {
    return this.passkeys.findOneBy({ credentialHash: credentialHashOf(credentialId) });
  }

  /** Inserts it; the unique index on the credential refuses one added already (by anyone). */
  async add(passkey: NewPasskey): Promise<Passkey> {
    const row = this.passkeys.create({
      ...passkey,
      credentialHash: credentialHashOf(passkey.credentialId),
      lastUsedAt: null,
    });
    return this.passkeys.save(row);
  }

  async rename(passkey: Passkey, name: string): Promise<Passkey> {
    await this.passkeys.update({ id: passkey.id, userId: passkey.userId }, { name });
    return { ...passkey, name };
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const removed = await this.passkeys.delete({ userId, id });
    return removed.affected === 1;
  }

  /**
   * Records a use whose counter the authenticator reported: only over the counter read
   * before it, so of two answers racing with the same counter one is accepted.
   */
  async recordUse(passkey: Passkey, counter: number, now: Date): Promise<boolean> {
    const used = await this.passkeys.update(
      { id: passkey.id, counter: passkey.counter },
      { counter, lastUsedAt: now },
    );
    return used.affected === 1;
  }
}
