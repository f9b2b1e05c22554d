import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlansModule } from '../plans/plans.module';
import { SettingsModule } from '../../settings';
import { UsersModule } from '../../identity';
import { WorkspacesModule } from '../../workspaces';
import { AssignPlanController } from './assign-plan.controller';
import { CheckoutService } from './checkout.service';
import { PaypalGateway } from './gateways/paypal.gateway';
import { RazorpayGateway } from './gateways/razorpay.gateway';
import { StripeGateway } from './gateways/stripe.gateway';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { PaymentEvent } from './payment-event.entity';
import { PaymentEventsService } from './payment-events.service';
import { PaymentLedgerRepository } from './payment-ledger.repository';
import { RazorpayWebhookService } from './razorpay-webhook.service';
import { StripeWebhookService } from './stripe-webhook.service';
import { Subscription } from './subscription.entity';
import { SubscriptionExpiryJob } from './subscription-expiry.job';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { WebhooksController } from './webhooks.controller';
import { WorkspacePlanController } from './workspace-plan.controller';
import { AuditModule } from '../../audit';

/** Subscriptions, checkout through the gateways, their webhooks, and expiry. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Subscription, PaymentEvent]),
    PlansModule,
    SettingsModule,
    UsersModule,
    WorkspacesModule,
    AuditModule,
  ],
  controllers: [SubscriptionsController, WebhooksController, AssignPlanController, WorkspacePlanController],
  providers: [
    SubscriptionsService,
    CheckoutService,
    PaymentConfirmationService,
    PaymentEventsService,
    PaymentLedgerRepository,
    StripeWebhookService,
    RazorpayWebhookService,
    SubscriptionExpiryJob,
    StripeGateway,
    PaypalGateway,
    RazorpayGateway,
  ],
  exports: [SubscriptionsService, SubscriptionExpiryJob],
})
export class SubscriptionsModule {}
