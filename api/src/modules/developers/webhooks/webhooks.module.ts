import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventOutbox } from '../../../platform/events/event-outbox';
import { UsersModule } from '../../identity';
import { MailModule } from '../../mail';
import { WorkspacesModule } from '../../workspaces';
import { RedeliveryLimit } from './redelivery-limit';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookSender } from './webhook-sender';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';
import { AuditModule } from '../../audit';

/**
 * Webhooks: workspaces' endpoints, the outbox their events are written to (with the change they
 * tell of), and delivery as durable jobs. Global as the app's EventOutbox: the codes and the
 * scan batches on lower floors write their events through it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookAttempt]),
    MailModule,
    UsersModule,
    WorkspacesModule,
    AuditModule,
  ],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhookSender,
    WebhookOutbox,
    WebhookDeliveries,
    WebhooksService,
    RedeliveryLimit,
    { provide: EventOutbox, useExisting: WebhookOutbox },
  ],
  exports: [WebhooksService, EventOutbox],
})
export class WebhooksModule {}
