import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { ApiErrors } from '../common/dto/error-response.dto';

/** 200 while the database answers, 503 while it does not; the pool reconnects by itself. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiErrors(503)
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await withTimeout(this.db.query('SELECT 1'), 2000);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
