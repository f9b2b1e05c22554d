import type { MySubscriptionDto, PaymentDto, PlanDto, UserDto } from '@qrpanel/contracts';
import { EntitlementsService } from '../../src/modules/billing/plans/entitlements.service';
import { WorkspacesService } from '../../src/modules/workspaces/workspaces.service';
import { bearer, type TestApp } from './test-app';

export const PLAN_BASE = {
  description: '',
  currency: 'USD',
  billing_interval: 'month',
  qr_code_limit: 50,
  scan_limit: 10000,
  trial_period_days: 0,
  features: { analytics: true, customLogos: true },
};

export async function createPlan(t: TestApp, root: string, plan: Record<string, unknown>): Promise<PlanDto> {
  const res = await t
    .http()
    .post('/api/plans')
    .set(bearer(root))
    .send({ ...PLAN_BASE, ...plan });
  if (res.status !== 201)
    throw new Error(`POST /api/plans answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as PlanDto;
}

export const checkout = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.http().post('/api/subscriptions/create-checkout-session').set(bearer(token)).send(body);

export async function mySubscription(t: TestApp, token: string): Promise<MySubscriptionDto> {
  return (await t.http().get('/api/subscriptions/me').set(bearer(token)).expect(200))
    .body as MySubscriptionDto;
}

/** The user as User management lists them (plan_name, subscription_plan_id). */
export async function listedUser(t: TestApp, root: string, userId: number): Promise<UserDto> {
  const users = (await t.http().get('/api/auth/users').set(bearer(root)).expect(200)).body as UserDto[];
  const user = users.find((u) => u.id === userId);
  if (!user) throw new Error(`user ${userId} is not listed`);
  return user;
}

export async function subscriberCount(t: TestApp, token: string, planId: number): Promise<number> {
  const plans = (await t.http().get('/api/plans/all').set(bearer(token)).expect(200)).body as PlanDto[];
  return plans.find((p) => p.id === planId)?.subscriber_count ?? -1;
}

export async function payments(t: TestApp, token: string, query = ''): Promise<PaymentDto[]> {
  return (await t.http().get(`/api/subscriptions/payments${query}`).set(bearer(token)).expect(200))
    .body as PaymentDto[];
}

/** The limits in force in the user's personal workspace (what QR creation and scans will check there). */
export async function limitsOf(t: TestApp, userId: number) {
  const workspaceId = await t.app.get(WorkspacesService).personalOf(userId);
  const limits = await t.app.get(EntitlementsService).forWorkspace(workspaceId as number);
  if (!limits) throw new Error(`user ${userId}'s workspace has no limits (a platform administrator's)`);
  return limits;
}
