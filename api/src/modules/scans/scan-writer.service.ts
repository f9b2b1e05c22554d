import { Inject, Injectable, Logger, BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createPool, type Pool } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { GroupCommit } from './group-commit';
import { ScanRollups } from './scan-rollups.service';
import { storeScans, type RecordedScan, type Statement } from './scan-statements';

/** Runs a batch's statements as one transaction. */
interface TransactionRunner {
  /** Batches written at once: MariaDB's inserts do not wait for each other; SQLite has one writer. */
  readonly concurrency: number;
  run(statements: Statement[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stores scans in batches (group commit): add() resolves once the scan is committed,
 * with its roll-ups queued; ScanRollups adds them moments later, off the scanners' path.
 */
@Injectable()
export class ScanWriter implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Scans');
  private readonly runner: TransactionRunner;
  private readonly batches: GroupCommit<RecordedScan>;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly rollups: ScanRollups,
  ) {
    this.runner =
      config.database.kind === 'mariadb'
        ? new MultiStatementRunner(config.database.url)
        : new TypeOrmRunner(db);
    this.batches = new GroupCommit((scans) => this.write(scans), 1000, this.runner.concurrency);
  }

  add(scan: RecordedScan): Promise<void> {
    return this.batches.add(scan);
  }

  /**
   * SIGTERM: the scans already taken are stored, and counted, before the database closes
   * (every before-shutdown hook runs before TypeORM's shutdown hook closes it).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.batches.drain();
    await this.rollups.settle();
    await this.runner.close();
  }

  private async write(scans: RecordedScan[]): Promise<void> {
    try {
      // Only inserts: no lock to wait for, so no deadlock to retry.
      await this.runner.run(storeScans(scans));
    } catch (e) {
      this.logger.error(`Could not store ${scans.length} scans: ${(e as Error).message}`);
      throw e;
    }
    this.rollups.stored();
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
