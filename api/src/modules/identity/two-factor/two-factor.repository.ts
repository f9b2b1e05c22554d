import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, Or, Repository, type EntityManager } from 'typeorm';
import { RecoveryCode, UserTwoFactor } from './two-factor.entities';

/** The two-factor tables; nothing else reads or writes them. */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(UserTwoFactor) private readonly factors: Repository<UserTwoFactor>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
  ) {}

  of(userId: number): Promise<UserTwoFactor | null> {
    return this.factors.findOneBy({ userId });
  }

  async isEnabled(userId: number): Promise<boolean> {
    return this.factors.existsBy({ userId, enabledAt: Not(IsNull()) });
  }

  /** A new secret waiting for its first code, in place of one that waited (never of one enabled). */
  async saveSetup(userId: number, sealedSecret: string): Promise<boolean> {
    return this.factors.manager.transaction(async (manager) => {
      const existing = await manager.findOneBy(UserTwoFactor, { userId });
      if (existing?.enabledAt) return false;
      await manager.save(
        manager.create(UserTwoFactor, {
          userId,
          totpSecret: sealedSecret,
          enabledAt: null,
          lastUsedStep: null,
        }),
      );
      return true;
    });
  }

  /**
   * Turns on the secret that waited, as confirmed by the code of `step`, with fresh recovery
   * codes; false when another request turned it on or set up another secret meanwhile.
   */
  /** `within` runs in the transaction that turns it on (the audit log's entry). */
  async enable(
    userId: number,
    sealedSecret: string,
    step: number,
    codeHashes: string[],
    within?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.factors.manager.transaction(async (manager) => {
      const claimed = await manager.update(
        UserTwoFactor,
        { userId, totpSecret: sealedSecret, enabledAt: IsNull() },
        { enabledAt: new Date(), lastUsedStep: step },
      );
      if (claimed.affected !== 1) return false;
      await manager.delete(RecoveryCode, { userId });
      await manager.insert(
        RecoveryCode,
        codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })),
      );
      await within?.(manager);
      return true;
    });
  }

  /** Takes the time step for an accepted code: false when a code of it or a later one was taken already. */
  async takeStep(userId: number, step: number): Promise<boolean> {
    const taken = await this.factors.update(
      { userId, enabledAt: Not(IsNull()), lastUsedStep: Or(IsNull(), LessThan(step)) },
      { lastUsedStep: step },
    );
    return taken.affected === 1;
  }

  /** Uses up a recovery code: false when it is none of the user's or was used (by this request's twin too). */
  /** Uses up the code; `within` runs in the same transaction when it was there to use. */
  async useRecoveryCode(
    userId: number,
    codeHash: string,
    within?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.codes.manager.transaction(async (manager) => {
      const used = await manager.update(
        RecoveryCode,
        { userId, codeHash, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      if (used.affected === 1) await within?.(manager);
      return used.affected === 1;
    });
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }

  async remove(userId: number, within?: (manager: EntityManager) => Promise<void>): Promise<void> {
    await this.factors.manager.transaction(async (manager) => {
      await manager.delete(RecoveryCode, { userId });
      await manager.delete(UserTwoFactor, { userId });
      await within?.(manager);
    });
  }
}
