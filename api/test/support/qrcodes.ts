import { DataSource } from 'typeorm';
import { Plan } from '../../src/plans/plan.entity';
import type { QrCodeDto, QrCodePayload } from '@qrpanel/contracts';
import { bearer, registerUser, type TestApp } from './test-app';

/** The public address the QR suites run with: dynamic codes point at it. */
export const PUBLIC_URL = 'https://qr.example.test';

export async function createQrCode(
  t: TestApp,
  token: string,
  body: Partial<QrCodePayload>,
): Promise<QrCodeDto> {
  const res = await t.http().post('/api/qrcodes').set(bearer(token)).send(body);
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as QrCodeDto;
}

export async function myCodes(t: TestApp, token: string): Promise<QrCodeDto[]> {
  const res = await t.http().get('/api/qrcodes/my').set(bearer(token)).expect(200);
  return res.body as QrCodeDto[];
}

/** TEMPORARY until the plans API is merged. */
export async function userOnPlan(
  t: TestApp,
  _rootToken: string,
  plan: { qr_code_limit: number; customLogos: boolean },
): Promise<{ token: string; id: number }> {
  const db = t.app.get(DataSource);
  const saved = await db
    .getRepository(Plan)
    .save({
      name: 'P',
      price: 1,
      qrCodeLimit: plan.qr_code_limit,
      featureCustomLogos: plan.customLogos,
      featureAnalytics: true,
    });
  const user = await registerUser(t, 'Plan User');
  await db.query('UPDATE users SET subscription_plan_id = ? WHERE id = ?', [saved.id, user.user.id]);
  return { token: user.token, id: user.user.id };
}
