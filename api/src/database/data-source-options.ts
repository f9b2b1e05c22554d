import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { entities } from './entities';
import { mariadbMigrations } from './migrations/mariadb';
import { sqliteMigrations } from './migrations/sqlite';
import { sqliteDriver } from './sqlite-driver';

/**
 * One set of entities, one migrations folder per dialect (their SQL differs), run at start.
 * The schema is never synchronised from the entities.
 */
export function dataSourceOptions(database: AppConfig['database'], logErrors = true): DataSourceOptions {
  const common = {
    entities,
    migrationsRun: true,
    synchronize: false,
    logging: logErrors ? ['error' as const] : false,
  };
  if (database.kind === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: database.file,
      migrations: sqliteMigrations,
      // WAL lets readers go on while the scan writer commits.
      enableWAL: true,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('synchronous = NORMAL');
      },
    };
  }
  return {
    ...common,
    type: 'mariadb',
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    migrations: mariadbMigrations,
    extra: { connectionLimit: 20, enableKeepAlive: true },
  };
}
