import type { QrCodeDto, QrCodePayload } from '@qrpanel/contracts';
import { bearer, registerUser, type HttpApp, type TestApp } from './test-app';

/** The public address the QR suites run with: dynamic codes point at it. */
export const PUBLIC_URL = 'https://qr.example.test';

export async function createQrCode(
  t: HttpApp,
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

/** A new user on a plan made for the test (POST /plans, then assign-plan), answered with their token. */
export async function userOnPlan(
  t: HttpApp,
  rootToken: string,
  plan: { qr_code_limit: number; customLogos: boolean; template_limit?: number },
): Promise<{ token: string; id: number }> {
  const created = await t
    .http()
    .post('/api/plans')
    .set(bearer(rootToken))
    .send({
      name: `Plan ${Math.random().toString(36).slice(2, 8)}`,
      price: 9.99,
      currency: 'USD',
      qr_code_limit: plan.qr_code_limit,
      scan_limit: 0,
      trial_period_days: 0,
      features: { analytics: true, customLogos: plan.customLogos },
      ...(plan.template_limit === undefined ? {} : { template_limit: plan.template_limit }),
    })
    .expect(201);
  const user = await registerUser(t, 'Plan User');
  await t
    .http()
    .put(`/api/auth/users/${user.user.id}/assign-plan`)
    .set(bearer(rootToken))
    .send({ planId: (created.body as { id: number }).id })
    .expect(200);
  return { token: user.token, id: user.user.id };
}

/** A supertest parser that keeps a binary body (an image, a file) as one Buffer. */
export const binary = (
  res: { on: (event: string, cb: (chunk?: Buffer) => void) => void },
  done: (err: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk as Buffer));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
