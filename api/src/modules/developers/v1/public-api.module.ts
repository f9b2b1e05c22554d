import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { PlansModule } from '../../billing';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { QrCodesModule } from '../../qrcodes';
import { AnalyticsModule } from '../../scans';
import { DEVELOPER_JOBS } from '../developer-jobs';
import { ApiKeyGuard } from './api-key.guard';
import { ApiRateLimit } from './api-rate-limit';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequest } from './idempotent-request.entity';
import { IdempotentRequestsRepository } from './idempotent-requests.repository';
import { QrCodesV1Controller } from './qrcodes-v1.controller';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { DomainsV1Controller } from './domains-v1.controller';
import { MembersV1Controller } from './members-v1.controller';
import { DomainsModule } from '../../domains';
import { WebhooksV1Controller } from './webhooks-v1.controller';
import { WorkspacesModule } from '../../workspaces';

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The public REST API, version 1 (/api/v1): API keys instead of sessions, problem details,
 * Idempotency-Key, a rate limit per key, and its own OpenAPI document. Each resource is a
 * controller here, guarded by ApiKeyGuard.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([IdempotentRequest]),
    ApiKeysModule,
    PlansModule,
    WorkspacesModule,
    QrCodesModule,
    AnalyticsModule,
    WebhooksModule,
    DomainsModule,
  ],
  controllers: [QrCodesV1Controller, WebhooksV1Controller, DomainsV1Controller, MembersV1Controller],
  providers: [ApiKeyGuard, ApiRateLimit, IdempotencyInterceptor, IdempotentRequestsRepository],
})
export class PublicApiModule implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly requests: IdempotentRequestsRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.every(DEVELOPER_JOBS.idempotencyPurge, PURGE_EVERY_MS, () => this.requests.purge());
  }
}
