import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isSqlite } from '../../../platform/database/sql';
import { User } from './user.entity';

/** A user's row as the lock behind UsersService.lockForChange, in each database's terms. */
@Injectable()
export class UserLock {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  /**
   * Locks the user's row for the rest of the transaction `manager` runs. MariaDB: a row lock
   * (SELECT … FOR UPDATE); SQLite: nothing to do, its transactions take turns (sqlite-one-writer).
   */
  async lock(manager: EntityManager, userId: number): Promise<void> {
    if (this.sqlite) return;
    await manager
      .createQueryBuilder(User, 'user')
      .setLock('pessimistic_write')
      .where('user.id = :id', { id: userId })
      .getOne();
  }
}
