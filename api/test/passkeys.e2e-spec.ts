import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  PASSKEY_MESSAGES as M,
  PASSKEYS_PER_USER_MAX,
  TWO_FACTOR_MESSAGES,
  type AuthResponse,
  type MfaChallenge,
  type PasskeyCreationOptionsDto,
  type PasskeyDto,
  type PasskeyRequestOptionsDto,
  type TotpSetupDto,
} from '@qrpanel/contracts';
import { adminToken, rootToken } from './support/admin';
import { SoftAuthenticator, type Tampering } from './support/soft-authenticator';
import { bearer, registerUser, SUPER_ADMIN, startTestApp, type TestApp } from './support/test-app';

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

describe('passkeys', () => {
  let t: TestApp;
  let root: string;
  let site: { origin: string; rpId: string };

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    const url = new URL(t.config.publicUrl);
    site = { origin: url.origin, rpId: url.hostname };
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, token?: string) => {
    const req = t.http().post(`/api/auth${path}`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const list = async (a: Account) =>
    (await t.http().get('/api/auth/passkeys').set(bearer(a.token)).expect(200)).body as PasskeyDto[];

  async function account(): Promise<Account> {
    const u = await registerUser(t);
    return { id: u.user.id, email: u.user.email, password: u.password, token: u.token };
  }

  const creationOptions = async (a: Account) =>
    (await post('/passkeys/registration/options', {}, a.token).expect(200)).body as PasskeyCreationOptionsDto;
  const signInOptions = async () =>
    (await post('/passkeys/authentication/options', {}).expect(200)).body as PasskeyRequestOptionsDto;

  /** Adds a passkey made by `device` (a new one by default) to the account. */
  async function addPasskey(a: Account, name = 'Laptop', device = new SoftAuthenticator(site)) {
    const response = device.register(await creationOptions(a));
    const res = await post('/passkeys', { name, response }, a.token).expect(201);
    return { device, passkey: res.body as PasskeyDto };
  }

  const signIn = async (device: SoftAuthenticator, tampering: Tampering, status: number) =>
    post('/passkeys/authentication', {
      response: device.authenticate(await signInOptions(), tampering),
    }).expect(status);

  describe('adding', () => {
    it('offers discoverable, user-verified credentials for this site and the account', async () => {
      const a = await account();
      const options = await creationOptions(a);
      expect(options.rp).toEqual({ id: site.rpId, name: 'QR Panel' });
      expect(options.user.name).toBe(a.email);
      // The user handle is opaque: neither the id nor the email.
      expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
      expect(Buffer.from(options.user.id, 'base64url').toString('latin1')).not.toContain(a.email);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'required',
      });
      expect(options.attestation).toBe('none');
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(options.excludeCredentials).toEqual([]);
    });

    it('adds several, named, listed oldest first, and tells the browser which it holds', async () => {
      const a = await account();
      const first = await addPasskey(a, '  Work laptop ');
      expect(first.passkey).toEqual({
        id: expect.any(Number),
        name: 'Work laptop',
        created_at: expect.any(String),
        last_used_at: null,
      });
      const second = await addPasskey(a, 'Phone');
      expect((await list(a)).map((p) => p.name)).toEqual(['Work laptop', 'Phone']);
      const options = await creationOptions(a);
      expect(options.excludeCredentials?.map((c) => c.id)).toEqual([
        first.device.credentials[0].id,
        second.device.credentials[0].id,
      ]);
    });

    it('keeps the public key and counter, never anything secret', async () => {
      const a = await account();
      const { device } = await addPasskey(a);
      const db = t.app.get(DataSource);
      const [row] = await db.query<Record<string, unknown>[]>(
        `SELECT credential_id, public_key, counter, transports FROM passkeys WHERE user_id = ${a.id}`,
      );
      expect(row).toEqual({
        credential_id: device.credentials[0].id,
        public_key: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        counter: expect.anything(),
        transports: 'internal',
      });
      expect(Number(row.counter)).toBe(0);
    });

    it('accepts a challenge once, for the account it was given to', async () => {
      const a = await account();
      const b = await account();
      const device = new SoftAuthenticator(site);
      const response = device.register(await creationOptions(a));
      const byOther = await post('/passkeys', { name: 'Theirs', response }, b.token).expect(400);
      expect(byOther.body.message).toBe(M.challengeInvalid);
      // Taken by that attempt: the challenge is single use whoever tried it.
      const again = await post('/passkeys', { name: 'Mine', response }, a.token).expect(400);
      expect(again.body.message).toBe(M.challengeInvalid);
      const fresh = device.register(await creationOptions(a));
      await post('/passkeys', { name: 'Mine', response: fresh }, a.token).expect(201);
      const replay = await post('/passkeys', { name: 'Twice', response: fresh }, a.token).expect(400);
      expect(replay.body.message).toBe(M.challengeInvalid);
      expect(await list(a)).toHaveLength(1);
      expect(await list(b)).toHaveLength(0);
    });

    it.each<[string, (o: PasskeyCreationOptionsDto) => Tampering]>([
      ['another origin', () => ({ origin: 'https://evil.example' })],
      ['another relying party', () => ({ rpId: 'evil.example' })],
      ['no user verification', () => ({ userVerified: false })],
      ['the type of a sign-in', () => ({ type: 'webauthn.get' })],
    ])('refuses an answer made for %s', async (_case, tampering) => {
      const a = await account();
      const options = await creationOptions(a);
      const response = new SoftAuthenticator(site).register(options, tampering(options));
      const res = await post('/passkeys', { name: 'Laptop', response }, a.token).expect(400);
      expect(res.body.message).toBe(M.registrationFailed);
      expect(await list(a)).toEqual([]);
    });

    it('refuses a challenge that was made for signing in', async () => {
      const a = await account();
      const options = { ...(await creationOptions(a)), challenge: (await signInOptions()).challenge };
      const response = new SoftAuthenticator(site).register(options);
      const res = await post('/passkeys', { name: 'Laptop', response }, a.token).expect(400);
      expect(res.body.message).toBe(M.challengeInvalid);
    });

    it(`holds at most ${PASSKEYS_PER_USER_MAX} per account`, async () => {
      const a = await account();
      const device = new SoftAuthenticator(site);
      for (let i = 0; i < PASSKEYS_PER_USER_MAX; i++) await addPasskey(a, `Key ${i}`, device);
      const res = await post('/passkeys/registration/options', {}, a.token).expect(409);
      expect(res.body.message).toBe(M.limitReached);
    });

    it('keeps at most 5 prompts of an account open at once', async () => {
      const a = await account();
      for (let i = 0; i < 5; i++) await creationOptions(a);
      const res = await post('/passkeys/registration/options', {}, a.token).expect(429);
      expect(res.body.message).toBe(M.tooManyPrompts);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('renaming and removing', () => {
    it('renames and removes the account’s own passkeys', async () => {
      const a = await account();
      const { passkey } = await addPasskey(a);
      const renamed = await t
        .http()
        .patch(`/api/auth/passkeys/${passkey.id}`)
        .set(bearer(a.token))
        .send({ name: 'Old phone' })
        .expect(200);
      expect(renamed.body).toEqual({ ...passkey, name: 'Old phone' });
      await t.http().delete(`/api/auth/passkeys/${passkey.id}`).set(bearer(a.token)).expect(204);
      expect(await list(a)).toEqual([]);
      await t.http().delete(`/api/auth/passkeys/${passkey.id}`).set(bearer(a.token)).expect(404);
    });

    it('answers 404 for another user’s passkey, to a user, an admin and the super_admin', async () => {
      const owner = await account();
      const { passkey, device } = await addPasskey(owner);
      const other = await account();
      const admin = await adminToken(t, root);
      for (const token of [other.token, admin, root]) {
        const patch = await t
          .http()
          .patch(`/api/auth/passkeys/${passkey.id}`)
          .set(bearer(token))
          .send({ name: 'Taken' })
          .expect(404);
        expect(patch.body.message).toBe(M.notFound);
        await t.http().delete(`/api/auth/passkeys/${passkey.id}`).set(bearer(token)).expect(404);
        const theirs = await t.http().get('/api/auth/passkeys').set(bearer(token)).expect(200);
        expect(theirs.body).toEqual([]);
      }
      expect(await list(owner)).toEqual([passkey]);
      await signIn(device, {}, 200);
    });

    it.each([
      ['letters', 'abc', 400],
      ['beyond the ids a row can have', '99999999999999999999', 404],
      ['zero', '0', 404],
    ])('answers an id of %s with %s', async (_case, id, status) => {
      const a = await account();
      await t.http().delete(`/api/auth/passkeys/${id}`).set(bearer(a.token)).expect(status);
      await t
        .http()
        .patch(`/api/auth/passkeys/${id}`)
        .set(bearer(a.token))
        .send({ name: 'x' })
        .expect(status);
    });

    it('goes with the account when it is deleted', async () => {
      const a = await account();
      await addPasskey(a);
      await t.http().delete(`/api/auth/users/${a.id}`).set(bearer(root)).expect(204);
      const rows = await t.app.get(DataSource).query(`SELECT id FROM passkeys WHERE user_id = ${a.id}`);
      expect(rows).toEqual([]);
    });
  });

  describe('signing in without a password', () => {
    it('names nobody in the options, and answers what login answers', async () => {
      const a = await account();
      const { device, passkey } = await addPasskey(a);
      const options = await signInOptions();
      expect(options).toMatchObject({ rpId: site.rpId, userVerification: 'required', allowCredentials: [] });
      const res = await post('/passkeys/authentication', { response: device.authenticate(options) }).expect(
        200,
      );
      const session = res.body as AuthResponse;
      expect(session).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: a.id }) });
      const me = await t.http().get('/api/auth/me').set(bearer(session.token)).expect(200);
      expect(me.body.email).toBe(a.email);
      const [used] = await list(a);
      expect(used).toEqual({ ...passkey, last_used_at: expect.any(String) });
    });

    it('refuses an answer replayed, even with a counter beyond', async () => {
      const a = await account();
      const { device } = await addPasskey(a);
      const response = device.authenticate(await signInOptions());
      await post('/passkeys/authentication', { response }).expect(200);
      const replay = await post('/passkeys/authentication', { response }).expect(401);
      expect(replay.body.message).toBe(M.challengeInvalid);
    });

    it('refuses a counter that goes back, as a cloned authenticator’s', async () => {
      const a = await account();
      const { device } = await addPasskey(a);
      await signIn(device, { counter: 5 }, 200);
      const back = await signIn(device, { counter: 3 }, 401);
      expect(back.body.message).toBe(M.signInFailed);
      const same = await signIn(device, { counter: 5 }, 401);
      expect(same.body.message).toBe(M.signInFailed);
      await signIn(device, { counter: 6 }, 200);
    });

    it.each<[string, Tampering]>([
      ['another origin', { origin: 'https://evil.example' }],
      ['another relying party', { rpId: 'evil.example' }],
      ['no user verification', { userVerified: false }],
      ['the type of a registration', { type: 'webauthn.create' }],
    ])('refuses an answer made for %s', async (_case, tampering) => {
      const a = await account();
      const { device } = await addPasskey(a);
      const res = await signIn(device, tampering, 401);
      expect(res.body.message).toBe(M.signInFailed);
    });

    it('refuses a passkey removed, and a challenge of another kind', async () => {
      const a = await account();
      const { device, passkey } = await addPasskey(a);
      const options = { ...(await signInOptions()), challenge: (await creationOptions(a)).challenge };
      const wrongKind = await post('/passkeys/authentication', { response: device.authenticate(options) });
      expect([wrongKind.status, wrongKind.body.message]).toEqual([401, M.challengeInvalid]);
      await t.http().delete(`/api/auth/passkeys/${passkey.id}`).set(bearer(a.token)).expect(204);
      const removed = await signIn(device, {}, 401);
      expect(removed.body.message).toBe(M.signInFailed);
    });

    it('refuses a signature by another key under the passkey’s id', async () => {
      const a = await account();
      const { device } = await addPasskey(a);
      const impostor = await addPasskey(await account());
      const forged = impostor.device.credentials[0];
      const response = impostor.device.authenticate(
        await signInOptions(),
        {},
        {
          ...forged,
          id: device.credentials[0].id,
        },
      );
      const res = await post('/passkeys/authentication', { response }).expect(401);
      expect(res.body.message).toBe(M.signInFailed);
    });

    it('stands for both steps of an account with two-factor sign-in on', async () => {
      const a = await withTotp(await account());
      const { device } = await addPasskey(a);
      const res = await signIn(device, {}, 200);
      expect(res.body).toEqual({ token: expect.any(String), user: expect.any(Object) });
    });

    it('leaves the password alone enough for an account with a passkey and no TOTP', async () => {
      const a = await account();
      await addPasskey(a);
      const res = await post('/login', { email: a.email, password: a.password }).expect(200);
      expect(res.body).toEqual({ token: expect.any(String), user: expect.any(Object) });
    });
  });

  const PERIOD_MS = 30_000;
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * PERIOD_MS });

  async function withTotp<A extends Account>(a: A): Promise<A & { secret: string }> {
    const { secret } = (await post('/2fa/totp/setup', {}, a.token).expect(200)).body as TotpSetupDto;
    await post('/2fa/totp/enable', { code: codeOf(secret) }, a.token).expect(200);
    return { ...a, secret };
  }

  async function mfaTokenOf(a: Account): Promise<string> {
    const body = (await post('/login', { email: a.email, password: a.password }).expect(200))
      .body as MfaChallenge;
    expect(body.mfa_required).toBe(true);
    return body.mfa_token;
  }

  const secondStepOptions = async (mfaToken: string) =>
    (await post('/2fa/passkey/options', { mfa_token: mfaToken }).expect(200))
      .body as PasskeyRequestOptionsDto;

  describe('as the second step', () => {
    it('allows the account’s own passkeys, and answers the session', async () => {
      const a = await withTotp(await account());
      const { device } = await addPasskey(a);
      const mfaToken = await mfaTokenOf(a);
      const options = await secondStepOptions(mfaToken);
      expect(options.allowCredentials?.map((c) => c.id)).toEqual([device.credentials[0].id]);
      const passkey = device.authenticate(options);
      const res = await post('/2fa/verify', { mfa_token: mfaToken, passkey }).expect(200);
      expect(res.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: a.id }) });
      const replay = await post('/2fa/verify', { mfa_token: mfaToken, passkey }).expect(401);
      expect(replay.body.message).toBe(M.challengeInvalid);
    });

    it('refuses another account’s passkey and counts it towards the lock', async () => {
      const a = await withTotp(await account());
      await addPasskey(a);
      const other = await addPasskey(await account());
      const mfaToken = await mfaTokenOf(a);
      const passkey = other.device.authenticate(await secondStepOptions(mfaToken));
      const res = await post('/2fa/verify', { mfa_token: mfaToken, passkey }).expect(401);
      expect(res.body.message).toBe(M.signInFailed);
      // A challenge of the passwordless sign-in is no challenge of the second step.
      const signInChallenge = other.device.authenticate(await signInOptions());
      const wrongKind = await post('/2fa/verify', { mfa_token: mfaToken, passkey: signInChallenge }).expect(
        401,
      );
      expect(wrongKind.body.message).toBe(M.challengeInvalid);
      for (let i = 0; i < 2; i++)
        await post('/2fa/verify', { mfa_token: mfaToken, code: codeOf(a.secret, 10) });
      const locked = await post('/2fa/verify', { mfa_token: mfaToken, code: codeOf(a.secret, 10) }).expect(
        429,
      );
      expect(locked.body.message).toBe(TWO_FACTOR_MESSAGES.locked);
    });

    it('answers 400 to an account without passkeys, and 401 to a bad mfa_token', async () => {
      const a = await withTotp(await account());
      const res = await post('/2fa/passkey/options', { mfa_token: await mfaTokenOf(a) }).expect(400);
      expect(res.body.message).toBe(M.noPasskeys);
      const forged = await post('/2fa/passkey/options', { mfa_token: 'a.b.c' }).expect(401);
      expect(forged.body.message).toBe(TWO_FACTOR_MESSAGES.mfaTokenInvalid);
    });

    it('refuses a passkey and a code together', async () => {
      const a = await withTotp(await account());
      const { device } = await addPasskey(a);
      const mfaToken = await mfaTokenOf(a);
      const passkey = device.authenticate(await secondStepOptions(mfaToken));
      const res = await post('/2fa/verify', { mfa_token: mfaToken, passkey, code: codeOf(a.secret) }).expect(
        400,
      );
      expect(res.body.fields).toEqual({ passkey: [M.oneSecondStepKind] });
    });
  });

  describe('bad requests', () => {
    it.each([
      ['GET', '/api/auth/passkeys'],
      ['POST', '/api/auth/passkeys/registration/options'],
      ['POST', '/api/auth/passkeys'],
      ['PATCH', '/api/auth/passkeys/1'],
      ['DELETE', '/api/auth/passkeys/1'],
    ])('answers 401 to %s %s without a session', async (method, path) => {
      const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
      const res = await req.send({ name: 'x' }).expect(401);
      expect(res.body.message).toBe(MESSAGES.sessionExpired);
    });

    it('does not take an mfa_token as a session', async () => {
      const a = await withTotp(await account());
      await t
        .http()
        .get('/api/auth/passkeys')
        .set(bearer(await mfaTokenOf(a)))
        .expect(401);
    });

    // Well formed, never accepted: a challenge nobody was given, at a site of its own.
    const valid = () =>
      new SoftAuthenticator({ origin: 'http://localhost', rpId: 'localhost' }).register({
        challenge: 'A'.repeat(32),
        rp: { name: 'x' },
        user: { id: 'AAAA', name: 'x', displayName: 'x' },
        pubKeyCredParams: [],
      });

    it.each<[string, () => object, Record<string, string[]>]>([
      ['nothing', () => ({}), { name: [M.nameRequired], response: [M.responseRequired] }],
      ['a blank name', () => ({ name: '  ', response: valid() }), { name: [M.nameRequired] }],
      [
        'a name of 65 characters',
        () => ({ name: 'x'.repeat(65), response: valid() }),
        { name: [M.nameTooLong] },
      ],
      [
        'a name of a megabyte',
        () => ({ name: 'x'.repeat(900_000), response: valid() }),
        { name: [M.nameTooLong] },
      ],
      ['a name that is a number', () => ({ name: 42, response: valid() }), { name: [M.nameTooLong] }],
      ['a response that is text', () => ({ name: 'Key', response: 'yes' }), { response: [M.responseFormat] }],
      [
        'a response as an array',
        () => ({ name: 'Key', response: [valid()] }),
        { response: [M.responseFormat] },
      ],
      [
        'a response of another type',
        () => ({ name: 'Key', response: { ...valid(), type: 'password' } }),
        { response: [M.responseFormat] },
      ],
      [
        'an attestation of a megabyte',
        () => {
          const response = valid();
          return {
            name: 'Key',
            response: {
              ...response,
              response: { ...response.response, attestationObject: 'A'.repeat(900_000) },
            },
          };
        },
        { response: [M.responseFormat] },
      ],
      [
        'a clientDataJSON not base64url',
        () => {
          const response = valid();
          return {
            name: 'Key',
            response: { ...response, response: { ...response.response, clientDataJSON: '{"a":1}' } },
          };
        },
        { response: [M.responseFormat] },
      ],
      [
        'an unknown field',
        () => ({ name: 'Key', response: valid(), user_id: 1 }),
        { user_id: ['property user_id should not exist'] },
      ],
    ])('refuses to add a passkey with %s: 400 at the fields', async (_case, body, fields) => {
      const a = await account();
      const res = await post('/passkeys', body(), a.token).expect(400);
      expect(res.body.fields).toEqual(fields);
      expect(await list(a)).toEqual([]);
    });

    it('reads no challenge from a clientDataJSON that is no JSON', async () => {
      const a = await account();
      const response = valid();
      response.response.clientDataJSON = Buffer.from('not json').toString('base64url');
      const res = await post('/passkeys', { name: 'Key', response }, a.token).expect(400);
      expect(res.body.message).toBe(M.challengeInvalid);
    });

    it.each<[string, object, Record<string, string[]>]>([
      ['nothing', {}, { response: [M.responseRequired] }],
      ['a registration in place of a sign-in', { response: valid() }, { response: [M.responseFormat] }],
      ['a response that is null', { response: null }, { response: [M.responseRequired] }],
    ])('refuses to sign in with %s: 400 at the fields', async (_case, body, fields) => {
      const res = await post('/passkeys/authentication', body).expect(400);
      expect(res.body.fields).toEqual(fields);
    });

    it('refuses a second step whose passkey is no answer', async () => {
      const res = await post('/2fa/verify', { mfa_token: 'a.b.c', passkey: { id: 1 } }).expect(400);
      expect(res.body.fields).toEqual({ passkey: [M.responseFormat] });
    });

    it.each(['/passkeys', '/passkeys/authentication'])(
      'refuses deeply nested JSON and a body that is no object at %s',
      async (path) => {
        const a = await account();
        const nested = '{"response":' + '['.repeat(100) + ']'.repeat(100) + '}';
        const deep = await t
          .http()
          .post(`/api/auth${path}`)
          .set(bearer(a.token))
          .set('Content-Type', 'application/json')
          .send(nested);
        expect([deep.status, deep.body.message]).toEqual([400, MESSAGES.jsonTooDeep]);
        const array = await t
          .http()
          .post(`/api/auth${path}`)
          .set(bearer(a.token))
          .send([{ name: 'x' }]);
        expect([array.status, array.body.message]).toEqual([400, MESSAGES.bodyNotObject]);
      },
    );
  });
});

describe('passkey sign-in under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it.each(['/api/auth/passkeys/authentication/options', '/api/auth/passkeys/authentication'])(
    'limits %s per client as sign-in is limited',
    async (path) => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.http().post(path).send({})));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      const limited = answers.find((r) => r.status === 429)!;
      expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
      // The super_admin's password sign-in is its own route's count: still open.
      await t.http().post('/api/auth/login').send(SUPER_ADMIN).expect(200);
    },
  );
});
