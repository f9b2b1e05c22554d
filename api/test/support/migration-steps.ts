import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { mariadbMigrations } from '../../src/platform/database/migrations/mariadb';
import { sqliteMigrations } from '../../src/platform/database/migrations/sqlite';
import { sqliteDriver } from '../../src/platform/database/sqlite-driver';
import { freshDatabase, TEST_DB } from './test-app';

/**
 * A database of the suite's dialect taken through the real migrations one step at a time,
 * so a migration's test can write rows as the schema before it had them, then run it.
 */
export class MigrationSteps {
  readonly all = TEST_DB === 'sqlite' ? sqliteMigrations : mariadbMigrations;
  private dir = '';
  private database!: Awaited<ReturnType<typeof freshDatabase>>;

  async create(): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'qrpanel-migration-test-'));
    this.database = await freshDatabase();
  }

  async drop(): Promise<void> {
    await this.database.drop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The index of the migration whose class name starts with this. */
  indexOf(name: string): number {
    return this.all.findIndex((m) => m.name.startsWith(name));
  }

  /** Opens the database with the first `upTo` migrations run. */
  async open(upTo: number): Promise<DataSource> {
    const migrations = this.all.slice(0, upTo);
    const options: DataSourceOptions =
      TEST_DB === 'sqlite'
        ? {
            type: 'better-sqlite3',
            driver: sqliteDriver(),
            database: join(this.dir, 'db.sqlite'),
            migrations,
          }
        : { type: 'mariadb', url: this.database.url, timezone: 'Z', migrations };
    const ds = await new DataSource(options).initialize();
    await ds.runMigrations();
    return ds;
  }
}
