import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  RECOVERY_CODE_COUNT,
  SECOND_STEP_LOCK_SECONDS,
  TWO_FACTOR_MESSAGES as M,
  type AuthResponse,
  type MfaChallenge,
  type RecoveryCodesDto,
  type TotpSetupDto,
  type TwoFactorStatusDto,
} from '@qrpanel/contracts';
import { UsersService } from '../src/modules/identity';
import { MfaTokens } from '../src/modules/identity/two-factor/mfa-tokens';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { bearer, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

const PERIOD_MS = 30_000;

/** The authenticator app: a code of the secret `steps` time steps from now (the api accepts ±1). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * PERIOD_MS });

/** A code of this secret the api cannot accept: ten steps away. */
const wrongCodeOf = (secret: string) => codeOf(secret, 10);

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, token?: string) => {
    const req = t.http().post(`/api/auth${path}`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const loginAs = (a: Pick<Account, 'email' | 'password'>) =>
    post('/login', { email: a.email, password: a.password }).expect(200);
  const status = async (a: Account) =>
    (await t.http().get('/api/auth/2fa/totp').set(bearer(a.token)).expect(200)).body as TwoFactorStatusDto;

  async function account(): Promise<Account> {
    const u = await registerUser(t);
    return { id: u.user.id, email: u.user.email, password: u.password, token: u.token };
  }

  async function setUp(a: Account): Promise<TotpSetupDto> {
    return (await post('/2fa/totp/setup', {}, a.token).expect(200)).body as TotpSetupDto;
  }

  /** An account with two-factor sign-in on: the code of the current step confirmed it. */
  async function enrolled(): Promise<
    Account & { secret: string; recoveryCodes: string[]; firstCode: string }
  > {
    const a = await account();
    const { secret } = await setUp(a);
    const firstCode = codeOf(secret);
    const res = await post('/2fa/totp/enable', { code: firstCode }, a.token).expect(200);
    return { ...a, secret, firstCode, recoveryCodes: (res.body as RecoveryCodesDto).recovery_codes };
  }

  async function mfaTokenOf(a: Account): Promise<string> {
    const body = (await loginAs(a)).body as MfaChallenge;
    expect(body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    return body.mfa_token;
  }

  describe('setting up', () => {
    it('answers the secret as text and as an otpauth URL naming the app and the account', async () => {
      const a = await account();
      const setup = await setUp(a);
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(setup.otpauth_url);
      expect(url.protocol).toBe('otpauth:');
      expect(url.host).toBe('totp');
      expect(decodeURIComponent(url.pathname)).toBe(`/QR Panel:${a.email}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        issuer: 'QR Panel',
        secret: setup.secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      // Set up but not confirmed: not on yet, and sign-in still answers a session.
      expect(await status(a)).toEqual({ enabled: false, recovery_codes_left: 0 });
      expect((await loginAs(a)).body).toEqual({ token: expect.any(String), user: expect.any(Object) });
    });

    it('gives a new secret each time until one is confirmed, and only the last works', async () => {
      const a = await account();
      const first = await setUp(a);
      const second = await setUp(a);
      expect(second.secret).not.toBe(first.secret);
      const refused = await post('/2fa/totp/enable', { code: codeOf(first.secret) }, a.token).expect(400);
      expect(refused.body.message).toBe(M.codeWrong);
      await post('/2fa/totp/enable', { code: codeOf(second.secret) }, a.token).expect(200);
    });

    it('keeps the secret sealed and the recovery codes hashed, and shows neither again', async () => {
      const a = await enrolled();
      const db = t.app.get(DataSource);
      const [row] = await db.query<{ totp_secret: string }[]>(
        `SELECT totp_secret FROM user_two_factor WHERE user_id = ${a.id}`,
      );
      expect(row.totp_secret).toMatch(/^v1:/);
      expect(row.totp_secret).not.toContain(a.secret);
      const hashes = await db.query<{ code_hash: string }[]>(
        `SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${a.id}`,
      );
      expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
      for (const code of a.recoveryCodes) {
        expect(hashes.map((h) => h.code_hash)).not.toContain(code);
        expect(JSON.stringify(hashes)).not.toContain(code.replace('-', ''));
      }
      const me = await t.http().get('/api/auth/me').set(bearer(a.token)).expect(200);
      const seen = JSON.stringify([me.body, await status(a)]);
      expect(seen).not.toContain(a.secret);
      for (const code of a.recoveryCodes) expect(seen).not.toContain(code);
    });

    it('turns on with a code of the app, answering ten recovery codes once', async () => {
      const a = await enrolled();
      expect(a.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(a.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of a.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(await status(a)).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
      const again = await post('/2fa/totp/setup', {}, a.token).expect(409);
      expect(again.body.message).toBe(M.alreadyEnabled);
      const enableAgain = await post('/2fa/totp/enable', { code: codeOf(a.secret, 1) }, a.token).expect(409);
      expect(enableAgain.body.message).toBe(M.alreadyEnabled);
    });

    it('refuses to turn on without a set-up, or with a wrong code, and stores nothing', async () => {
      const a = await account();
      const none = await post('/2fa/totp/enable', { code: '123456' }, a.token).expect(400);
      expect(none.body.message).toBe(M.notSetUp);
      const { secret } = await setUp(a);
      const wrong = await post('/2fa/totp/enable', { code: wrongCodeOf(secret) }, a.token).expect(400);
      expect(wrong.body).toMatchObject({ statusCode: 400, message: M.codeWrong });
      expect(await status(a)).toEqual({ enabled: false, recovery_codes_left: 0 });
      expect((await loginAs(a)).body.token).toEqual(expect.any(String));
    });
  });

  describe('signing in', () => {
    it('answers mfa_required and no session to the password, then the session to a code', async () => {
      const a = await enrolled();
      const login = await loginAs(a);
      expect(login.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
      expect(login.body).not.toHaveProperty('token');
      const res = await post('/2fa/verify', { mfa_token: login.body.mfa_token, code: codeOf(a.secret, 1) });
      expect(res.status).toBe(200);
      const session = res.body as AuthResponse;
      expect(session).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: a.id }) });
      const me = await t.http().get('/api/auth/me').set(bearer(session.token)).expect(200);
      expect(me.body.email).toBe(a.email);
    });

    it('accepts the code as the app shows it, with a space', async () => {
      const a = await enrolled();
      const code = codeOf(a.secret, 1);
      const res = await post('/2fa/verify', {
        mfa_token: await mfaTokenOf(a),
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      });
      expect(res.status).toBe(200);
    });

    it('accepts a code once', async () => {
      const a = await enrolled();
      const code = codeOf(a.secret, 1);
      await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code }).expect(200);
      const reused = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code }).expect(401);
      expect(reused.body).toEqual({ statusCode: 401, message: M.codeReused, error: 'Unauthorized' });
      // The code that turned it on was used too.
      const first = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: codeOf(a.secret) });
      expect([first.status, first.body.message]).toEqual([401, M.codeReused]);
    });

    it('accepts each recovery code once, in any case and without its hyphen', async () => {
      const a = await enrolled();
      const [first, second] = a.recoveryCodes;
      await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), recovery_code: first }).expect(200);
      const again = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), recovery_code: first });
      expect([again.status, again.body.message]).toEqual([401, M.recoveryCodeWrong]);
      const typed = second.replace('-', '').toUpperCase();
      await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), recovery_code: typed }).expect(200);
      expect(await status(a)).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT - 2 });
      const others = await enrolled();
      const foreign = await post('/2fa/verify', {
        mfa_token: await mfaTokenOf(a),
        recovery_code: others.recoveryCodes[0],
      });
      expect([foreign.status, foreign.body.message]).toEqual([401, M.recoveryCodeWrong]);
    });

    it('refuses a wrong code with a clear message and no session', async () => {
      const a = await enrolled();
      const res = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: wrongCodeOf(a.secret) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: M.codeWrong, error: 'Unauthorized' });
    });

    it('refuses an expired mfa_token, a forged one, and one from before a password change', async () => {
      const a = await enrolled();
      const user = (await t.app.get(UsersService).findById(a.id))!;
      const old = t.app.get(MfaTokens).issue(user, new Date(Date.now() - 5 * 60_000 - 1000));
      const expired = await post('/2fa/verify', { mfa_token: old, code: codeOf(a.secret, 1) });
      expect(expired.body).toEqual({ statusCode: 401, message: M.mfaTokenExpired, error: 'Unauthorized' });
      // Signed with the session key rather than the mfa_token's own.
      const forged = await post('/2fa/verify', { mfa_token: a.token, code: codeOf(a.secret, 1) });
      expect([forged.status, forged.body.message]).toEqual([401, M.mfaTokenInvalid]);
      const token = await mfaTokenOf(a);
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer(a.token))
        .send({ currentPassword: a.password, newPassword: 'another-horse-battery' })
        .expect(200);
      const stale = await post('/2fa/verify', { mfa_token: token, code: codeOf(a.secret, 1) });
      expect([stale.status, stale.body.message]).toEqual([401, M.mfaTokenInvalid]);
      // Refused tokens use nothing up: the code still signs in.
      const fresh = await mfaTokenOf({ ...a, password: 'another-horse-battery' });
      await post('/2fa/verify', { mfa_token: fresh, code: codeOf(a.secret, 1) }).expect(200);
    });

    it('does not take an mfa_token as a session', async () => {
      const a = await enrolled();
      const token = await mfaTokenOf(a);
      await t.http().get('/api/auth/me').set(bearer(token)).expect(401);
      await t.http().get('/api/auth/2fa/totp').set(bearer(token)).expect(401);
      await post('/2fa/totp/disable', { password: a.password, code: codeOf(a.secret, 1) }, token).expect(401);
    });
  });

  describe('the lock of the second step', () => {
    it('locks the account’s second step for 15 minutes at the fifth wrong code, right codes included', async () => {
      const a = await enrolled();
      const token = await mfaTokenOf(a);
      for (let i = 0; i < 4; i += 1) {
        const res = await post('/2fa/verify', { mfa_token: token, code: wrongCodeOf(a.secret) });
        expect([res.status, res.body.message]).toEqual([401, M.codeWrong]);
      }
      const fifth = await post('/2fa/verify', { mfa_token: token, code: wrongCodeOf(a.secret) });
      expect(fifth.status).toBe(429);
      expect(fifth.body).toEqual({ statusCode: 429, message: M.locked, error: 'Too Many Requests' });
      expect(Number(fifth.headers['retry-after'])).toBe(SECOND_STEP_LOCK_SECONDS);

      const right = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: codeOf(a.secret, 1) });
      expect(right.status).toBe(429);
      const wait = Number(right.headers['retry-after']);
      expect(wait).toBeGreaterThan(SECOND_STEP_LOCK_SECONDS - 60);
      expect(wait).toBeLessThanOrEqual(SECOND_STEP_LOCK_SECONDS);
      const recovery = await post('/2fa/verify', {
        mfa_token: await mfaTokenOf(a),
        recovery_code: a.recoveryCodes[0],
      });
      expect(recovery.status).toBe(429);
      const disable = await post(
        '/2fa/totp/disable',
        { password: a.password, code: codeOf(a.secret, 1) },
        a.token,
      );
      expect([disable.status, disable.body.message]).toEqual([429, M.locked]);
      // Nothing was used up while locked.
      expect(await status(a)).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
    });

    it('counts wrong recovery codes and reused codes too, per account', async () => {
      const a = await enrolled();
      const b = await enrolled();
      for (let i = 0; i < 2; i += 1)
        await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), recovery_code: 'aaaaa-bbbbb' }).expect(
          401,
        );
      // The very code the set-up used (a code of the next step, should the clock pass into it
      // meanwhile, would be a right one).
      for (let i = 0; i < 2; i += 1)
        await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: a.firstCode }).expect(401);
      await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: a.firstCode }).expect(429);
      // Another account is not locked.
      await post('/2fa/verify', { mfa_token: await mfaTokenOf(b), code: codeOf(b.secret, 1) }).expect(200);
    });
  });

  describe('turning off', () => {
    it('needs the password and a code; then sign-in answers a session again', async () => {
      const a = await enrolled();
      const noPassword = await post('/2fa/totp/disable', { code: codeOf(a.secret, 1) }, a.token).expect(400);
      expect(noPassword.body.fields).toHaveProperty('password');
      const wrongPassword = await post(
        '/2fa/totp/disable',
        { password: 'not-the-password', code: codeOf(a.secret, 1) },
        a.token,
      ).expect(400);
      expect(wrongPassword.body.message).toBe(MESSAGES.currentPasswordWrong);
      const noCode = await post('/2fa/totp/disable', { password: a.password }, a.token).expect(400);
      expect(noCode.body.fields).toEqual({ code: [M.codeFormat] });
      const wrongCode = await post(
        '/2fa/totp/disable',
        { password: a.password, code: wrongCodeOf(a.secret) },
        a.token,
      ).expect(400);
      expect(wrongCode.body.message).toBe(M.codeWrong);
      expect((await status(a)).enabled).toBe(true);

      const off = await post(
        '/2fa/totp/disable',
        { password: a.password, code: codeOf(a.secret, 1) },
        a.token,
      );
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ enabled: false, recovery_codes_left: 0 });
      expect((await loginAs(a)).body.token).toEqual(expect.any(String));
      const again = await post('/2fa/totp/disable', { password: a.password, code: '123456' }, a.token);
      expect([again.status, again.body.message]).toEqual([400, M.notEnabled]);
      // Set up again from the start: the old recovery codes are gone.
      const { secret } = await setUp(a);
      expect(secret).not.toBe(a.secret);
    });

    it('takes a recovery code in place of the code', async () => {
      const a = await enrolled();
      await post(
        '/2fa/totp/disable',
        { password: a.password, recovery_code: a.recoveryCodes[3] },
        a.token,
      ).expect(200);
      const db = t.app.get(DataSource);
      const rows = await db.query(`SELECT id FROM two_factor_recovery_codes WHERE user_id = ${a.id}`);
      expect(rows).toEqual([]);
    });
  });

  describe('required of administrators', () => {
    afterAll(() => saveSettings(t, root, { require_2fa_admins: false }));

    it('is the super_admin’s to switch on, and asks administrators without it to set it up', async () => {
      const admin = await adminToken(t, root);
      const refused = await t
        .http()
        .put('/api/settings')
        .set(bearer(admin))
        .send({ require_2fa_admins: true })
        .expect(403);
      expect(refused.body.message).toBe(MESSAGES.onlySuperAdminsChangeSecrets);
      await saveSettings(t, root, { require_2fa_admins: true });

      const rootLogin = await loginAs(SUPER_ADMIN);
      expect(rootLogin.body).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ role: 'super_admin' }),
        mfa_enrollment_required: true,
      });
      const user = await account();
      expect((await loginAs(user)).body).not.toHaveProperty('mfa_enrollment_required');

      // An administrator who set it up answers the second step, and then no request to enrol.
      const me = (await t.http().get('/api/auth/me').set(bearer(admin)).expect(200)).body as {
        email: string;
      };
      const a = { id: 0, email: me.email, password: 'correct-horse-battery', token: admin };
      const { secret } = await setUp(a);
      await post('/2fa/totp/enable', { code: codeOf(secret) }, admin).expect(200);
      const session = await post('/2fa/verify', { mfa_token: await mfaTokenOf(a), code: codeOf(secret, 1) });
      expect(session.status).toBe(200);
      expect(session.body).not.toHaveProperty('mfa_enrollment_required');
    });
  });

  describe('bad requests', () => {
    it.each([
      ['GET', '/api/auth/2fa/totp'],
      ['POST', '/api/auth/2fa/totp/setup'],
      ['POST', '/api/auth/2fa/totp/enable'],
      ['POST', '/api/auth/2fa/totp/disable'],
    ])('answers 401 to %s %s without a session', async (method, path) => {
      const req = method === 'GET' ? t.http().get(path) : t.http().post(path).send({ code: '123456' });
      const res = await req.expect(401);
      expect(res.body.message).toBe(MESSAGES.sessionExpired);
    });

    it.each([
      ['no code', {}, { code: [M.codeFormat] }],
      ['a number', { code: 123456 }, { code: [M.codeFormat] }],
      ['five digits', { code: '12345' }, { code: [M.codeFormat] }],
      ['letters', { code: 'abcdef' }, { code: [M.codeFormat] }],
      ['other digits than ASCII', { code: '١٢٣٤٥٦' }, { code: [M.codeFormat] }],
      ['a megabyte', { code: '1'.repeat(900_000) }, { code: [M.codeFormat] }],
      ['an object', { code: { $gt: '' } }, { code: [M.codeFormat] }],
      [
        'an unknown field',
        { code: '123456', secret: 'JBSWY3DP' },
        { secret: ['property secret should not exist'] },
      ],
    ])('refuses to turn on with %s: 400 at the field', async (_case, body, fields) => {
      const a = await account();
      await setUp(a);
      const res = await post('/2fa/totp/enable', body, a.token).expect(400);
      expect(res.body.fields).toEqual(fields);
      expect(await status(a)).toEqual({ enabled: false, recovery_codes_left: 0 });
    });

    it.each([
      ['nothing', {}, { mfa_token: [M.mfaTokenFormat], code: [M.codeFormat] }],
      ['no token', { code: '123456' }, { mfa_token: [M.mfaTokenFormat] }],
      [
        'a token of a megabyte',
        { mfa_token: 'a.b.' + 'c'.repeat(900_000), code: '123456' },
        { mfa_token: [M.mfaTokenFormat] },
      ],
      [
        'a token that is no JWT',
        { mfa_token: 'ünïcode.tøken.x', code: '123456' },
        { mfa_token: [M.mfaTokenFormat] },
      ],
      [
        'a recovery code too short',
        { mfa_token: 'a.b.c', recovery_code: 'abc' },
        { recovery_code: [M.recoveryCodeFormat] },
      ],
      [
        'a recovery code not ASCII',
        { mfa_token: 'a.b.c', recovery_code: 'ábcde-fghij' },
        { recovery_code: [M.recoveryCodeFormat] },
      ],
      [
        'a recovery code as an array',
        { mfa_token: 'a.b.c', recovery_code: ['abcde-fghij'] },
        { recovery_code: [M.recoveryCodeFormat] },
      ],
    ])('refuses the second step with %s: 400 at the fields', async (_case, body, fields) => {
      const res = await post('/2fa/verify', body).expect(400);
      expect(res.body.fields).toEqual(fields);
    });

    it('refuses a code and a recovery code together', async () => {
      const a = await enrolled();
      const res = await post('/2fa/verify', {
        mfa_token: await mfaTokenOf(a),
        code: codeOf(a.secret, 1),
        recovery_code: a.recoveryCodes[0],
      }).expect(400);
      expect(res.body.fields).toEqual({ code: [M.oneCodeKind] });
      expect(await status(a)).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
    });

    it('refuses deeply nested JSON and a body that is no object', async () => {
      const nested = '{"code":' + '['.repeat(100) + ']'.repeat(100) + '}';
      const res = await t
        .http()
        .post('/api/auth/2fa/verify')
        .set('Content-Type', 'application/json')
        .send(nested);
      expect([res.status, res.body.message]).toEqual([400, MESSAGES.jsonTooDeep]);
      const array = await t
        .http()
        .post('/api/auth/2fa/verify')
        .send([{ mfa_token: 'a.b.c', code: '123456' }]);
      expect([array.status, array.body.message]).toEqual([400, MESSAGES.bodyNotObject]);
    });
  });
});
