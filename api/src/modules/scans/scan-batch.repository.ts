import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createPool, type Pool } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { Statement } from '../../platform/database/sql';

/** Runs a batch's statements as one transaction. */
interface TransactionRunner {
  /** Batches written at once: MariaDB's inserts do not wait for each other; SQLite has one writer. */
  readonly concurrency: number;
  run(statements: Statement[]): Promise<void>;
  close(): Promise<void>;
}

/** How the scan writer's batches reach each database: the scans' hot path. */
@Injectable()
export class ScanBatchRepository implements TransactionRunner {
  private readonly runner: TransactionRunner;

  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.runner =
      config.database.kind === 'mariadb'
        ? new MultiStatementRunner(config.database.url)
        : new TypeOrmRunner(db);
  }

  get concurrency(): number {
    return this.runner.concurrency;
  }

  run(statements: Statement[]): Promise<void> {
    return this.runner.run(statements);
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}

/** SQLite: the embedded database answers at once, so statements go one by one. */
class TypeOrmRunner implements TransactionRunner {
  readonly concurrency = 1;

  constructor(private readonly db: DataSource) {}

  async run(statements: Statement[]): Promise<void> {
    await this.db.transaction(async (manager) => {
      for (const { sql, params } of statements) await manager.query(sql, params);
    });
  }

  async close(): Promise<void> {}
}

/**
 * MariaDB/MySQL: a batch's transaction goes in one round trip, a multi-statement query on
 * connections of its own; waiting for each statement's answer in turn would hold every
 * scanner in the batch that much longer. The server stops at the first statement that
 * fails, so COMMIT runs only if all did. Kept off the app's pool so that no other query
 * can ever carry several statements.
 */
class MultiStatementRunner implements TransactionRunner {
  readonly concurrency = 2;
  private readonly pool: Pool;

  constructor(url: string) {
    this.pool = createPool({
      uri: url,
      multipleStatements: true,
      connectionLimit: this.concurrency,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      enableKeepAlive: true,
    });
  }

  async run(statements: Statement[]): Promise<void> {
    const connection = await this.pool.getConnection();
    let reusable = true;
    try {
      const sql = ['START TRANSACTION', ...statements.map((s) => s.sql), 'COMMIT'].join(';\n');
      await connection.query(
        sql,
        statements.flatMap((s) => s.params),
      );
    } catch (e) {
      // A failed statement leaves its transaction open.
      await connection.query('ROLLBACK').catch(() => {
        reusable = false;
        connection.destroy();
      });
      throw e;
    } finally {
      if (reusable) connection.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
