import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Or, Repository, type EntityManager } from 'typeorm';
import { ApiKey } from './api-key.entity';

/** The api_keys table; nothing else reads or writes it. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.keys.manager.transaction(work);
  }

  listOf(userId: number): Promise<ApiKey[]> {
    return this.keys.find({ where: { userId }, order: { id: 'DESC' } });
  }

  countOf(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(ApiKey, { userId });
  }

  /** How many of the owner's keys were made before this one. */
  olderThan(key: Pick<ApiKey, 'id' | 'userId'>): Promise<number> {
    return this.keys.countBy({ userId: key.userId, id: LessThan(key.id) });
  }

  insert(manager: EntityManager, key: Omit<ApiKey, 'id' | 'createdAt' | 'lastUsedAt'>): Promise<ApiKey> {
    return manager.save(manager.create(ApiKey, { ...key, lastUsedAt: null }));
  }

  /** The key with its owner, by its hash (the unique index). */
  byHash(hash: string): Promise<ApiKey | null> {
    return this.keys.findOne({ where: { keyHash: hash }, relations: { user: true } });
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.keys.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Stamps the use unless a stamp at most `staleBefore` old is there already. */
  async touch(id: number, now: Date, staleBefore: Date): Promise<void> {
    await this.keys.update({ id, lastUsedAt: Or(IsNull(), LessThan(staleBefore)) }, { lastUsedAt: now });
  }
}
