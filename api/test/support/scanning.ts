import type { AnalyticsSummary } from '@qrpanel/contracts';
import { adminToken, rootToken } from './admin';
import { PUBLIC_URL, userOnPlan } from './qrcodes';
import { bearer, registerUser, startTestApp, type HttpApp } from './test-app';
import { fakeWebRoot } from './web-root';

/**
 * Where scanners and a code's owner meet: the app behind a trusted proxy, serving its web
 * pages; an owner on a plan without a code limit, another user, an admin and the super_admin.
 */
export async function scanningSuite() {
  const t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot(), TRUST_PROXY: 'true' });
  const root = await rootToken(t);
  const owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
  const other = (await registerUser(t, 'Other')).token;
  const admin = await adminToken(t, root);
  return { t, root, owner, other, admin };
}

/** One code's analytics, as its owner reads them. */
export async function codeAnalytics(t: HttpApp, token: string, id: number): Promise<AnalyticsSummary> {
  const res = await t.http().get(`/api/qrcodes/analytics/user?qrId=${id}`).set(bearer(token)).expect(200);
  return res.body as AnalyticsSummary;
}
