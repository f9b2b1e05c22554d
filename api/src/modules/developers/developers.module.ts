import { Module } from '@nestjs/common';
import { PlansModule } from '../billing';
import { ApiKeysModule } from '../identity';
import { ApiKeysController } from './api-keys.controller';
import { WebhooksModule } from './webhooks/webhooks.module';

/** What developers manage from their account: API keys and webhook endpoints (the public API itself is v1/). */
@Module({
  imports: [ApiKeysModule, PlansModule, WebhooksModule],
  controllers: [ApiKeysController],
})
export class DevelopersModule {}
