import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { isSqlite } from '../../../platform/database/sql';

/** How long a change waits for another one on the super_admin set before giving up. */
const WAIT_SECONDS = 10;

/**
 * Runs the changes that could leave no super_admin (a demotion, a deletion) one at a time,
 * each in its own transaction, so the "not the last one" check and the change see the same
 * set (docs/product.md, Accounts and sign-in). Without it two super_admins demoting each other at once both
 * count two and both succeed.
 *
 * MariaDB: a named lock (GET_LOCK, per database), which every replica shares and which locks
 * no table. It is taken before the transaction starts, so the transaction's reads see what the
 * previous holder committed. SQLite: its transactions take turns already (sqlite-one-writer).
 */
@Injectable()
export class SuperAdminLock {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (isSqlite(this.db)) return this.db.transaction(work);
    return this.underNamedLock(work);
  }

  private async underNamedLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await acquire(runner);
      try {
        await runner.startTransaction();
        try {
          const result = await work(runner.manager);
          await runner.commitTransaction();
          return result;
        } catch (error) {
          await runner.rollbackTransaction();
          throw error;
        }
      } finally {
        await runner.query(`SELECT RELEASE_LOCK(CONCAT(DATABASE(), '.super_admins'))`);
      }
    } finally {
      await runner.release();
    }
  }
}

async function acquire(runner: QueryRunner): Promise<void> {
  const [row] = (await runner.query(`SELECT GET_LOCK(CONCAT(DATABASE(), '.super_admins'), ?) AS taken`, [
    WAIT_SECONDS,
  ])) as { taken: number | string | null }[];
  // 0: another change held it all along; null: the server could not take it.
  if (Number(row?.taken) !== 1) throw new ServiceUnavailableException(MESSAGES.serviceUnavailable);
}
