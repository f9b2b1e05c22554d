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

  listOf(workspaceId: number): Promise<ApiKey[]> {
    return this.keys.find({ where: { workspaceId }, order: { id: 'DESC' } });
  }

  countOf(manager: EntityManager, workspaceId: number): Promise<number> {
    return manager.countBy(ApiKey, { workspaceId });
  }

  /** How many of the workspace's keys were made before this one. */
  olderThan(key: Pick<ApiKey, 'id' | 'workspaceId'>): Promise<number> {
    return this.keys.countBy({ workspaceId: key.workspaceId, id: LessThan(key.id) });
  }

  insert(manager: EntityManager, key: Omit<ApiKey, 'id' | 'createdAt' | 'lastUsedAt'>): Promise<ApiKey> {
    return manager.save(manager.create(ApiKey, { ...key, lastUsedAt: null }));
  }

  /** The key with its owner, by its hash (the unique index). */
  byHash(hash: string): Promise<ApiKey | null> {
    return this.keys.findOne({ where: { keyHash: hash }, relations: { user: true } });
  }

  /** Deletes the workspace's key in the caller's transaction; answers it as it was (null: none). */
  async deleteIn(manager: EntityManager, workspaceId: number, id: number): Promise<ApiKey | null> {
    const key = await manager.findOneBy(ApiKey, { id, workspaceId });
    if (key) await manager.delete(ApiKey, { id, workspaceId });
    return key;
  }

  /** A member's keys in a workspace, as they leave it. */
  async deleteOfMember(manager: EntityManager, workspaceId: number, userId: number): Promise<void> {
    await manager.delete(ApiKey, { workspaceId, userId });
  }

  /** Stamps the use unless a stamp at most `staleBefore` old is there already. */
  async touch(id: number, now: Date, staleBefore: Date): Promise<void> {
    await this.keys.update({ id, lastUsedAt: Or(IsNull(), LessThan(staleBefore)) }, { lastUsedAt: now });
  }
}
