import type { SettingsInput } from '@qrpanel/contracts';
import { bearer, login, registerUser, SUPER_ADMIN, type TestApp } from './test-app';

/** The super_admin's token. */
export const rootToken = (t: TestApp) => login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);

/** A new user promoted to admin (not super_admin), signed in again to carry the role. */
export async function adminToken(t: TestApp, root: string): Promise<string> {
  const u = await registerUser(t, 'An Admin');
  await t
    .http()
    .put(`/api/auth/users/${u.user.id}/role`)
    .set(bearer(root))
    .send({ role: 'admin' })
    .expect(200);
  return login(t, u.user.email, u.password);
}

export async function saveSettings(t: TestApp, token: string, input: SettingsInput) {
  const res = await t.http().put('/api/settings').set(bearer(token)).send(input);
  if (res.status !== 200)
    throw new Error(`PUT /api/settings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** Points the api's mail at a test SMTP server. */
export const useSmtp = (t: TestApp, token: string, port: number, auth?: { user: string; pass: string }) =>
  saveSettings(t, token, {
    smtp_host: '127.0.0.1',
    smtp_port: port,
    smtp_user: auth?.user ?? '',
    smtp_pass: auth?.pass ?? '',
    smtp_from_email: 'panel@example.com',
  });
