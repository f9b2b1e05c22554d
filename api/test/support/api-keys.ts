import { createQrPanelClient, type QrPanelClient } from '@qrpanel/client';
import type { ApiKeyScope, CreatedApiKeyDto } from '@qrpanel/contracts';
import { bearer, registerUser, type TestApp } from './test-app';

type ApiLimits = {
  api_key_limit: number;
  api_rate_limit?: number;
  qr_code_limit?: number;
  analytics?: boolean;
};

/** A plan made for the test, with its API limits: its id. */
export async function apiPlan(t: TestApp, rootToken: string, limits: ApiLimits): Promise<number> {
  const plan = await t
    .http()
    .post('/api/plans')
    .set(bearer(rootToken))
    .send({
      name: `API ${Math.random().toString(36).slice(2, 8)}`,
      price: 19,
      currency: 'USD',
      qr_code_limit: limits.qr_code_limit ?? 0,
      scan_limit: 0,
      trial_period_days: 0,
      features: { analytics: limits.analytics ?? true, customLogos: false },
      api_key_limit: limits.api_key_limit,
      api_rate_limit: limits.api_rate_limit ?? 1000,
    })
    .expect(201);
  return (plan.body as { id: number }).id;
}

/** Puts the user on the plan, as the super_admin does from User Management. */
export async function assignPlan(
  t: TestApp,
  rootToken: string,
  userId: number,
  planId: number,
): Promise<void> {
  await t
    .http()
    .put(`/api/auth/users/${userId}/assign-plan`)
    .set(bearer(rootToken))
    .send({ planId })
    .expect(200);
}

/** A new user on a plan made for the test, with its API limits. */
export async function developerOnPlan(
  t: TestApp,
  rootToken: string,
  limits: ApiLimits,
): Promise<{ token: string; id: number; email: string; password: string }> {
  const planId = await apiPlan(t, rootToken, limits);
  const user = await registerUser(t, 'Developer');
  await assignPlan(t, rootToken, user.user.id, planId);
  return { token: user.token, id: user.user.id, email: user.user.email, password: user.password };
}

export async function createApiKey(
  t: TestApp,
  token: string,
  scopes: ApiKeyScope[] = ['qrcodes:read', 'qrcodes:write', 'analytics:read'],
  name = 'Integration',
): Promise<CreatedApiKeyDto> {
  const res = await t.http().post('/api/api-keys').set(bearer(token)).send({ name, scopes });
  if (res.status !== 201)
    throw new Error(`POST /api/api-keys answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as CreatedApiKeyDto;
}

/** The generated client, pointed at the test app with a key. */
export const clientFor = (t: TestApp, apiKey: string): QrPanelClient =>
  createQrPanelClient({ baseUrl: t.url, apiKey });
