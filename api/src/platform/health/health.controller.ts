import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { RETRY_AFTER_SECONDS } from '../common/filters/all-exceptions.filter';
import { REDIS_CLIENT } from '../redis/redis.module';
import { beforeDeadline } from '../common/deadline';

type State = 'up' | 'down';

/** Each dependency by name; `redis` only where REDIS_URL is set. */
interface Dependencies {
  database: State;
  redis?: State;
}

/** 200: status ok or degraded. 503: the one error body, with the same dependencies. */
export type HealthReport =
  | ({ status: 'ok' | 'degraded' } & Dependencies)
  | ({ statusCode: 503; message: string; error: string; status: 'down' } & Dependencies);

const CHECK_TIMEOUT_MS = 2000;

/**
 * 503 while the database does not answer: this replica cannot serve. A Redis outage is
 * reported ('degraded') but answers 200: the replica still serves, only what it shares with
 * the others (rate limits, cache invalidation) waits for Redis. Both connections reconnect
 * by themselves.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'State of the api and of each dependency' })
  @ApiOkResponse({
    description: 'The database answers (Redis may be down: status degraded)',
    schema: { example: { status: 'ok', database: 'up', redis: 'up' } },
  })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer',
    schema: {
      example: {
        statusCode: 503,
        message: 'The database is not reachable.',
        error: 'Service Unavailable',
        status: 'down',
        database: 'down',
        redis: 'up',
      },
    },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [database, redis] = await Promise.all([this.databaseState(), this.redisState()]);
    const dependencies: Dependencies = { database, ...(redis ? { redis } : {}) };
    if (database === 'down') {
      // As every other 503 of the api: a probe or a client knows when to ask again.
      void reply.status(503).header('Retry-After', RETRY_AFTER_SECONDS);
      return {
        statusCode: 503,
        message: 'The database is not reachable.',
        error: 'Service Unavailable',
        status: 'down',
        ...dependencies,
      };
    }
    return { status: redis === 'down' ? 'degraded' : 'ok', ...dependencies };
  }

  private async databaseState(): Promise<State> {
    return probe(() => this.db.query('SELECT 1'));
  }

  private async redisState(): Promise<State | undefined> {
    if (!this.redis) return undefined;
    // While reconnecting, a command would wait in the offline queue: no need to ask.
    if (this.redis.status !== 'ready') return 'down';
    return probe(() => this.redis!.ping());
  }
}

async function probe(call: () => Promise<unknown>): Promise<State> {
  try {
    await beforeDeadline(call(), CHECK_TIMEOUT_MS);
    return 'up';
  } catch {
    return 'down';
  }
}
