import type { Logger as Pino } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

const NEW_MIGRATIONS = /^(\d+) migrations are new migrations must be executed\.$/;
const MIGRATION_DONE = /^Migration (\S+) has been executed successfully\.$/;

/**
 * TypeORM's messages through the api's logger: each migration as it runs, with its name
 * and how long it took; failed queries as errors; everything else at debug.
 */
export class TypeOrmPinoLogger implements TypeOrmLogger {
  private readonly logger: Pino;
  private since = 0;

  constructor(logger: Pino) {
    this.logger = logger.child({ context: 'Migrations' });
  }

  logSchemaBuild(message: string): void {
    const pending = NEW_MIGRATIONS.exec(message);
    const done = MIGRATION_DONE.exec(message);
    if (pending && Number(pending[1]) > 0) {
      this.logger.info(`Running ${pending[1]} migrations`);
    } else if (done) {
      const ms = Date.now() - this.since;
      this.logger.info({ migration: done[1], ms }, `Ran ${done[1]} in ${ms} ms`);
    } else {
      this.logger.debug(message);
    }
    // Migrations run one after the other: each starts when the previous message is logged.
    this.since = Date.now();
  }

  logMigration(message: string): void {
    this.logger.info(message);
  }

  logQuery(query: string): void {
    this.logger.trace({ query }, 'query');
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ query, err: error }, 'A query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ query, ms: time }, 'A slow query');
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    this.logger[level === 'warn' ? 'warn' : 'debug']({ typeorm: message }, 'TypeORM');
  }
}
