import { Module } from '@nestjs/common';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** What developers manage from their account: API keys and webhook endpoints (the public API itself is v1/). */
@Module({
  imports: [ApiKeysModule, WebhooksModule],
})
export class DevelopersModule {}
