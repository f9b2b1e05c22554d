import type { PaymentDto, RefusedPaymentEventDto, SubscriptionDto } from '@qrpanel/contracts';
import type { PaymentEvent } from './payment-event.entity';
import type { Subscription } from './subscription.entity';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A subscription as its owner sees it: no gateway ids. */
export function toSubscriptionDto(s: Subscription): SubscriptionDto {
  return {
    id: s.id,
    workspace_id: s.workspaceId,
    plan_id: s.planId,
    plan_name: s.planName,
    gateway: s.gateway,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    billing_interval: s.billingInterval,
    current_period_end: iso(s.currentPeriodEnd),
    created_at: new Date(s.createdAt).toISOString(),
    updated_at: new Date(s.updatedAt).toISOString(),
  };
}

/** A subscription as administrators see it (the user relation loaded), with its refused events. */
export function toPaymentDto(s: Subscription, refused: PaymentEvent[] = []): PaymentDto {
  return {
    ...toSubscriptionDto(s),
    user: s.user ? { id: s.user.id, name: s.user.name, email: s.user.email } : null,
    workspace: s.workspace ? { id: s.workspace.id, name: s.workspace.name } : null,
    decision: s.decision,
    decided_by: s.decider ? { id: s.decider.id, name: s.decider.name } : null,
    decided_at: iso(s.decidedAt),
    gateway_session_id: s.gatewaySessionId,
    gateway_order_id: s.gatewayOrderId,
    gateway_subscription_id: s.gatewaySubscriptionId,
    gateway_payment_id: s.gatewayPaymentId,
    refused_events: refused.map(toRefusedEventDto),
  };
}

function toRefusedEventDto(e: PaymentEvent): RefusedPaymentEventDto {
  return {
    event_id: e.eventId,
    type: e.type,
    reason: e.reason ?? '',
    received_at: new Date(e.createdAt).toISOString(),
  };
}
