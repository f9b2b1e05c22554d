import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Or, Repository, type EntityManager } from 'typeorm';
import { Domain } from './domain.entity';

/** The domains table; nothing else reads or writes it. */
@Injectable()
export class DomainsRepository {
  constructor(@InjectRepository(Domain) private readonly domains: Repository<Domain>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.domains.manager.transaction(work);
  }

  listOf(workspaceId: number): Promise<Domain[]> {
    return this.domains.find({ where: { workspaceId }, order: { id: 'ASC' } });
  }

  countOf(manager: EntityManager, workspaceId: number): Promise<number> {
    return manager.countBy(Domain, { workspaceId });
  }

  /** One of the workspace's domains; another's is not there. */
  of(workspaceId: number, id: number): Promise<Domain | null> {
    return this.domains.findOneBy({ id, workspaceId });
  }

  byId(id: number): Promise<Domain | null> {
    return this.domains.findOneBy({ id });
  }

  byIds(ids: readonly number[]): Promise<Domain[]> {
    return ids.length ? this.domains.findBy(ids.map((id) => ({ id }))) : Promise.resolve([]);
  }

  byHostname(hostname: string): Promise<Domain | null> {
    return this.domains.findOneBy({ hostname });
  }

  insert(
    manager: EntityManager,
    domain: Pick<Domain, 'workspaceId' | 'hostname' | 'verificationToken'>,
  ): Promise<Domain> {
    return manager.save(manager.create(Domain, { ...domain, status: 'pending' }));
  }

  save(domain: Domain, manager = this.domains.manager): Promise<Domain> {
    return manager.save(domain);
  }

  async delete(id: number, manager = this.domains.manager): Promise<void> {
    await manager.delete(Domain, { id });
  }

  /** Domains last checked before `before` (or never), those checked longest ago first. */
  due(before: Date, limit: number): Promise<Domain[]> {
    return this.domains.find({
      where: { lastCheckedAt: Or(IsNull(), LessThan(before)) },
      order: { lastCheckedAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }
}
