// The billing module's face: what other modules may import (docs/decisions/module-faces.md).
export { PlansModule } from './plans/plans.module';
export { EntitlementsService, type Entitlements } from './plans/entitlements.service';
export { SubscriptionsModule } from './subscriptions/subscriptions.module';
export { SubscriptionsService } from './subscriptions/subscriptions.service';
export type { MonthRevenue } from './subscriptions/payment-ledger.repository';
