import type { DataSourceOptions, Logger, MixedList, EntitySchema } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { mariadbMigrations } from './migrations/mariadb';
import { sqliteMigrations } from './migrations/sqlite';
import { sqliteDriver } from './sqlite-driver';

/**
 * One set of entities, one migrations folder per dialect (their SQL differs), run at start.
 * The schema is never synchronised from the entities. The api passes its own logger; the
 * migration command-line tools log failed queries to the console.
 */
export function dataSourceOptions(
  database: AppConfig['database'],
  entities: MixedList<string | (new () => unknown) | EntitySchema>,
  logger?: Logger,
): DataSourceOptions {
  const common = {
    entities,
    migrationsRun: true,
    synchronize: false,
    ...(logger ? { logger } : { logging: ['error' as const] }),
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
