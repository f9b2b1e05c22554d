import { Secret, TOTP } from 'otpauth';
import {
  FIELD_MESSAGES,
  type AnalyticsSummary,
  type AuthResponse,
  type TotpSetupDto,
  type WorkspaceDto,
} from '@qrpanel/contracts';
import { RedirectService } from '../src/modules/scans/redirect.service';
import { rootToken, saveSettings } from './support/admin';
import { PUBLIC_URL } from './support/qrcodes';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { answersBy, byCaller, callersOf, inWorkspace, team } from './support/workspaces';

// Thursday 15 January 2026 at noon UTC: 21:00 in Tokyo, 07:00 in New York, 13:00 in Paris.
const NOON = '2026-01-15T12:00:00Z';
const THURSDAY = 3;

/** What owners and admins set for a whole workspace: the time zone of its analytics, two-factor sign-in. */
describe('a workspace’s settings', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await rootToken(t);
    await saveSettings(t, root, { free_trial_member_limit: 0 });
  });
  afterAll(() => t.close());

  type Member = { token: string; user: { name: string; email: string } };
  const setProfileZone = (member: Member, zone: string) =>
    t
      .http()
      .put('/api/auth/profile')
      .set(bearer(member.token))
      .send({ name: member.user.name, email: member.user.email, time_zone: zone })
      .expect(200);
  const patch = (token: string, id: number, body: object) =>
    t.http().patch(`/api/workspaces/${id}`).set(bearer(token)).send(body);
  const workspace = async (token: string, id: number) =>
    (await t.http().get(`/api/workspaces/${id}`).set(bearer(token)).expect(200)).body as WorkspaceDto;

  /** A scan of the code at noon, through the scan path. */
  const scanAtNoon = async (uuid: string) => {
    const redirects = t.app.get(RedirectService);
    const at = new Date(NOON);
    await redirects.record(
      await redirects.decide({ uuid }, at),
      {
        ip: '198.51.100.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Firefox/132.0',
        method: 'GET',
      },
      undefined,
      at,
    );
  };
  /** Thursday's hours with scans in the workspace's analytics: hour → scans. */
  const thursday = async (token: string, id: number) => {
    const summary = (
      await t
        .http()
        .get('/api/qrcodes/analytics/user?from=2026-01-01&to=2026-01-31')
        .set(inWorkspace(token, id))
        .expect(200)
    ).body as AnalyticsSummary;
    return Object.fromEntries(
      summary.scansByHour.filter((h) => h.scans > 0 && h.weekday === THURSDAY).map((h) => [h.hour, h.scans]),
    );
  };

  it('follows its maker’s profile until an owner or admin gives it its own, for every member’s codes', async () => {
    const a = await team(t, 'Zones');
    await setProfileZone(a.owner, 'Asia/Tokyo');
    // The code's own maker lives elsewhere: the workspace's zone counts, not theirs.
    await setProfileZone(a.editor, 'America/Los_Angeles');
    expect(await workspace(a.viewer.token, a.id)).toMatchObject({
      time_zone: null,
      analytics_time_zone: 'Asia/Tokyo',
    });
    const code = (
      await t
        .http()
        .post('/api/qrcodes')
        .set(inWorkspace(a.editor.token, a.id))
        .send({
          label: 'Zoned',
          type: 'url',
          generation_type: 'dynamic',
          data: { url: 'https://example.com/z' },
        })
        .expect(201)
    ).body as { uuid: string };
    await scanAtNoon(code.uuid);
    expect(await thursday(a.viewer.token, a.id)).toEqual({ 21: 1 });

    // An admin sets New York: the next scan is counted there; the one before stays where it was.
    const set = await patch(a.admin.token, a.id, { time_zone: 'America/New_York' }).expect(200);
    expect(set.body).toMatchObject({
      name: 'Zones',
      time_zone: 'America/New_York',
      analytics_time_zone: 'America/New_York',
    });
    await scanAtNoon(code.uuid);
    expect(await thursday(a.viewer.token, a.id)).toEqual({ 7: 1, 21: 1 });

    // Its own zone holds whatever its maker's profile says.
    await setProfileZone(a.owner, 'Europe/Paris');
    await scanAtNoon(code.uuid);
    expect(await thursday(a.viewer.token, a.id)).toEqual({ 7: 2, 21: 1 });

    // Back to the maker's profile (null), then the maker moves: each holds from the next scan.
    const back = await patch(a.owner.token, a.id, { time_zone: null }).expect(200);
    expect(back.body).toMatchObject({ time_zone: null, analytics_time_zone: 'Europe/Paris' });
    await scanAtNoon(code.uuid);
    await setProfileZone(a.owner, 'Asia/Tokyo');
    await scanAtNoon(code.uuid);
    expect(await thursday(a.viewer.token, a.id)).toEqual({ 7: 2, 13: 1, 21: 2 });
  });

  it('changes only what a PATCH sends: a name alone keeps the zone, a zone alone keeps the name', async () => {
    const a = await team(t, 'Partly');
    await patch(a.owner.token, a.id, { time_zone: 'Europe/Berlin' }).expect(200);
    await patch(a.owner.token, a.id, { name: 'Partly renamed' }).expect(200);
    expect(await workspace(a.owner.token, a.id)).toMatchObject({
      name: 'Partly renamed',
      time_zone: 'Europe/Berlin',
    });
    await patch(a.owner.token, a.id, {}).expect(200);
    expect(await workspace(a.owner.token, a.id)).toMatchObject({
      name: 'Partly renamed',
      time_zone: 'Europe/Berlin',
    });
  });

  it.each([
    ['a zone that does not exist', { time_zone: 'Mars/Olympus_Mons' }],
    ['an empty zone', { time_zone: '' }],
    ['a number', { time_zone: 42 }],
    ['an object', { time_zone: { zone: { deeper: ['Europe/Paris'] } } }],
    ['ten kilobytes of text', { time_zone: 'Europe/'.repeat(1_500) }],
    ['non-ASCII text', { time_zone: 'Europe/Zürich' }],
    ['a good zone beside a bad name', { time_zone: 'Europe/Paris', name: '' }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const a = await team(t, `Refusing ${_case}`);
    await patch(a.owner.token, a.id, { time_zone: 'Europe/Madrid' }).expect(200);
    const res = await patch(a.owner.token, a.id, body).expect(400);
    if (!('name' in body)) expect(res.body.message).toEqual([FIELD_MESSAGES.timeZone]);
    expect(await workspace(a.owner.token, a.id)).toMatchObject({
      name: `Refusing ${_case}`,
      time_zone: 'Europe/Madrid',
    });
  });

  describe('two-factor sign-in required of members', () => {
    type Account = { token: string; user: { email: string }; password: string };
    const signIn = async (a: Account) =>
      (await t.http().post('/api/auth/login').send({ email: a.user.email, password: a.password }).expect(200))
        .body as AuthResponse & { mfa_required?: true };
    const withTotp = async (a: Account) => {
      const { secret } = (
        await t.http().post('/api/auth/2fa/totp/setup').set(bearer(a.token)).send({}).expect(200)
      ).body as TotpSetupDto;
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      await t.http().post('/api/auth/2fa/totp/enable').set(bearer(a.token)).send({ code }).expect(200);
    };

    it('asks each member without it to set it up at sign-in, while the owner requires it', async () => {
      const a = await team(t, 'Strict');
      await withTotp(a.admin);
      expect((await signIn(a.editor)).mfa_enrollment_required).toBeUndefined();

      const on = await patch(a.owner.token, a.id, { require_2fa: true }).expect(200);
      expect(on.body).toMatchObject({ require_2fa: true });
      const editor = await signIn(a.editor);
      expect(editor.token).toEqual(expect.any(String));
      expect(editor.mfa_enrollment_required).toBe(true);
      // One who has it is asked for their second step, as before.
      expect(await signIn(a.admin)).toMatchObject({ mfa_required: true });
      // Once set up, the member is no longer asked to.
      await withTotp(a.editor);
      expect((await signIn(a.editor)).mfa_enrollment_required).toBeUndefined();

      await patch(a.owner.token, a.id, { require_2fa: false }).expect(200);
      expect((await signIn(a.viewer)).mfa_enrollment_required).toBeUndefined();
    });

    it('is the owners’ to turn on or off; members read it; others do not see the workspace', async () => {
      const { a, callers } = await callersOf(t, root, 'Strict callers');
      const as = (token: string | undefined) => (token ? bearer(token) : {});
      const turned = await byCaller(
        callers,
        async (token) =>
          (await t.http().patch(`/api/workspaces/${a.id}`).set(as(token)).send({ require_2fa: true })).status,
      );
      expect(turned).toEqual(answersBy(callers, 403, 403, 403, 200));
      expect(await workspace(a.viewer.token, a.id)).toMatchObject({ require_2fa: true });
    });

    it.each([
      ['a word', 'yes'],
      ['a number', 1],
      ['null', null],
      ['an object', { on: true }],
    ])('refuses %s with 400, changing nothing', async (_case, value) => {
      const a = await team(t, `Strict ${_case}`);
      const res = await patch(a.owner.token, a.id, { require_2fa: value }).expect(400);
      expect(res.body.message).toEqual([FIELD_MESSAGES.boolean.replace('$property', 'require_2fa')]);
      expect(await workspace(a.owner.token, a.id)).toMatchObject({ require_2fa: false });
    });
  });
});
