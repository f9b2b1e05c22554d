import { Secret, TOTP } from 'otpauth';
import type {
  AuthResponse,
  MfaChallenge,
  SsoIdentityDto,
  SsoProviderDto,
  SsoProviderInput,
  TotpSetupDto,
  UserDto,
  WorkspaceDto,
  WorkspaceMemberDto,
} from '@qrpanel/contracts';
import { rootToken, saveSettings } from './support/admin';
import { pathOf, signInAtProvider, startOidcProvider, type TestOidcProvider } from './support/sso';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { byCaller, callersOf, team } from './support/workspaces';

/** The panel's public address: what the provider sends browsers back to (the test calls the app itself). */
const PUBLIC_URL = 'http://qr.example.test';
const SECRET = 'sso-client-secret-that-never-comes-back';
const SLUGS = ['corp', 'staff', 'full', 'crud', 'renamed', 'off'];
const client = {
  client_id: 'qr-panel',
  client_secret: SECRET,
  redirect_uris: SLUGS.map((slug) => `${PUBLIC_URL}/api/auth/sso/${slug}/callback`),
};

describe('single sign-on (OpenID Connect)', () => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let root: string;
  let corp: SsoProviderDto;

  const providerInput = (over: Partial<SsoProviderInput> = {}): SsoProviderInput => ({
    slug: 'corp',
    name: 'Corp SSO',
    issuer: idp.issuer,
    client_id: client.client_id,
    client_secret: SECRET,
    ...over,
  });
  const addProvider = (body: unknown, token = root) =>
    t
      .http()
      .post('/api/auth/sso/providers')
      .set(bearer(token))
      .send(body as object);
  const listProviders = async () =>
    (await t.http().get('/api/auth/sso/providers').set(bearer(root)).expect(200)).body as SsoProviderDto[];

  /** A sign-in from the login screen's button to the callback: where the api sends the browser last. */
  async function callback(slug: string, login: string): Promise<string> {
    const start = await t.http().get(`/api/auth/sso/${slug}/start`).expect(302);
    const back = await signInAtProvider(start.headers.location, login);
    return (await t.http().get(pathOf(back)).expect(302)).headers.location;
  }
  const codeIn = (location: string) => new URL(location, PUBLIC_URL).searchParams.get('code') ?? '';
  const exchange = (location: string) =>
    t
      .http()
      .post('/api/auth/sso/exchange')
      .send({ code: codeIn(location) });

  beforeAll(async () => {
    idp = await startOidcProvider([client], { 'pat@corp.test': { name: 'Pat Corp' } });
    t = await startTestApp({ PUBLIC_URL, ALLOW_HTTP_SSO: 'true' });
    root = await rootToken(t);
    // Teams of any size on the Free Trial; one test sets a limit of its own.
    await saveSettings(t, root, { free_trial_member_limit: 0 });
    corp = (await addProvider(providerInput({ allowed_domains: ['corp.test', 'example.com'] })).expect(201))
      .body as SsoProviderDto;
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  describe('providers', () => {
    it('are managed by the super_admin only, of the eight callers', async () => {
      const { callers } = await callersOf(t, root, 'SSO team');
      const as = (token?: string) => (token ? bearer(token) : {});
      const only = (ok: number) =>
        Object.fromEntries(
          callers.map(([who]) => [who, who === 'anonymous' ? 401 : who === 'super_admin' ? ok : 403]),
        );
      const list = await byCaller(
        callers,
        async (token) => (await t.http().get('/api/auth/sso/providers').set(as(token))).status,
      );
      expect(list).toEqual(only(200));
      const create = await byCaller(callers, async (token) => {
        const slug = `crud`;
        const res = await t
          .http()
          .post('/api/auth/sso/providers')
          .set(as(token))
          .send(providerInput({ slug }));
        if (res.status === 201)
          await t
            .http()
            .delete(`/api/auth/sso/providers/${(res.body as SsoProviderDto).id}`)
            .set(bearer(root))
            .expect(204);
        return res.status;
      });
      expect(create).toEqual(only(201));
      const added = (await addProvider(providerInput({ slug: 'crud', name: 'Crud' })).expect(201))
        .body as SsoProviderDto;
      const patch = await byCaller(
        callers,
        async (token) =>
          (
            await t
              .http()
              .patch(`/api/auth/sso/providers/${added.id}`)
              .set(as(token))
              .send({ name: 'Crud 2' })
          ).status,
      );
      expect(patch).toEqual(only(200));
      const others = callers.filter(([who]) => who !== 'super_admin');
      const remove = await byCaller(
        others,
        async (token) => (await t.http().delete(`/api/auth/sso/providers/${added.id}`).set(as(token))).status,
      );
      expect(remove).toEqual(
        Object.fromEntries(others.map(([who]) => [who, who === 'anonymous' ? 401 : 403])),
      );
      await t.http().delete(`/api/auth/sso/providers/${added.id}`).set(bearer(root)).expect(204);
      await t.http().delete(`/api/auth/sso/providers/${added.id}`).set(bearer(root)).expect(404);
    });

    it('never answer the client secret, only whether one is set', async () => {
      expect(corp).toMatchObject({
        slug: 'corp',
        client_secret_set: true,
        allowed_domains: ['corp.test', 'example.com'],
        redirect_uri: `${PUBLIC_URL}/api/auth/sso/corp/callback`,
      });
      const answers = [
        JSON.stringify(corp),
        JSON.stringify(await listProviders()),
        (
          await t
            .http()
            .patch(`/api/auth/sso/providers/${corp.id}`)
            .set(bearer(root))
            .send({ name: 'Corp SSO' })
            .expect(200)
        ).text,
        (await t.http().get('/api/auth/sso/enabled').expect(200)).text,
      ];
      for (const text of answers) expect(text).not.toContain(SECRET);
      expect((await t.http().get('/api/auth/sso/enabled').expect(200)).body).toEqual([
        { slug: 'corp', name: 'Corp SSO' },
      ]);
    });

    it('are refused with a reason, and nothing stored, when discovery fails', async () => {
      const before = await listProviders();
      const res = await addProvider(
        providerInput({ slug: 'renamed', issuer: 'http://127.0.0.1:9/nowhere' }),
      ).expect(400);
      expect(res.body.message).toMatch(/^The provider's discovery failed: .+/);
      const wrongIssuer = await addProvider(
        providerInput({ slug: 'renamed', issuer: `${idp.issuer}/other` }),
      ).expect(400);
      expect(wrongIssuer.body.message).toMatch(/^The provider's discovery failed/);
      const patched = await t
        .http()
        .patch(`/api/auth/sso/providers/${corp.id}`)
        .set(bearer(root))
        .send({ issuer: 'http://127.0.0.1:9' })
        .expect(400);
      expect(patched.body.message).toMatch(/discovery failed/);
      expect(await listProviders()).toEqual(before);
      // In Spanish too.
      const es = await addProvider(providerInput({ slug: 'renamed', issuer: 'http://127.0.0.1:9' }))
        .set('Accept-Language', 'es')
        .expect(400);
      expect(es.body.message).toMatch(/^Falló el descubrimiento del proveedor: /);
    });

    it('refuse bad input with a clear message, and store nothing', async () => {
      const before = await listProviders();
      const bad: [unknown, RegExp][] = [
        [[providerInput()], /JSON object/i],
        [providerInput({ slug: 'Bad Slug!' }), /slug may hold only/],
        [providerInput({ slug: 'café' }), /slug may hold only/],
        [providerInput({ slug: 'providers' }), /word of the sign-in routes/],
        [providerInput({ slug: 'a'.repeat(41) }), /slug may hold only/],
        [providerInput({ slug: 'corp' }), /Another provider has this slug/],
        [providerInput({ slug: 'renamed', name: 'n'.repeat(81) }), /at most 80/],
        [providerInput({ slug: 'renamed', client_secret: 's'.repeat(1001) }), /client_secret is text/],
        [providerInput({ slug: 'renamed', issuer: 'ftp://example.com' }), /issuer must be/],
        [providerInput({ slug: 'renamed', issuer: `${idp.issuer}?x=1` }), /issuer must be/],
        [
          providerInput({ slug: 'renamed', allowed_domains: [[['deep']]] as never }),
          /allowed_domains must be/,
        ],
        [providerInput({ slug: 'renamed', allowed_domains: ['*.example.com'] }), /allowed_domains must be/],
        [providerInput({ slug: 'renamed', auto_create: true }), /name at least one domain/],
        [
          providerInput({ slug: 'renamed', workspace_id: 999999, role: 'viewer' }),
          /No workspace has this id/,
        ],
        [providerInput({ slug: 'renamed', role: 'viewer' }), /set workspace_id too/],
        [providerInput({ slug: 'renamed', workspace_id: 1, role: 'owner' as never }), /role must be/],
        [{ ...providerInput({ slug: 'renamed' }), extra: 1 }, /should not exist/],
        [{ ...providerInput({ slug: 'renamed' }), client_secret: undefined }, /client_secret is required/],
      ];
      for (const [body, message] of bad) {
        const res = await addProvider(body);
        expect([JSON.stringify(body).slice(0, 60), res.status]).toEqual([
          JSON.stringify(body).slice(0, 60),
          res.status === 409 ? 409 : 400,
        ]);
        expect(JSON.stringify(res.body.message)).toMatch(message);
      }
      expect(await listProviders()).toEqual(before);
      await t.http().patch('/api/auth/sso/providers/abc').set(bearer(root)).send({}).expect(400);
      await t.http().patch('/api/auth/sso/providers/99999999999').set(bearer(root)).send({}).expect(404);
      await t.http().patch('/api/auth/sso/providers/999999').set(bearer(root)).send({}).expect(404);
    });
  });

  describe('sign-in', () => {
    it('signs in the existing account of a verified email, as a password sign-in does', async () => {
      const user = await registerUser(t, 'Existing Person');
      const location = await callback('corp', user.user.email);
      expect(location).toMatch(/^\/login\/sso\?code=[\w-]{32}$/);
      const signedIn = (await exchange(location).expect(200)).body as AuthResponse;
      expect(signedIn.user).toMatchObject({ id: user.user.id, email: user.user.email });
      const me = await t.http().get('/api/auth/me').set(bearer(signedIn.token)).expect(200);
      expect(me.body.id).toBe(user.user.id);
      // A session row like any sign-in's.
      const sessions = await t.http().get('/api/auth/sessions').set(bearer(signedIn.token)).expect(200);
      expect((sessions.body as unknown[]).length).toBe(2);
      // The code is single use, and no token is in any address.
      expect(location).not.toContain(signedIn.token);
      const again = await exchange(location).expect(400);
      expect(again.body.message).toBe('This sign-in expired or was already used. Start again.');
      // The identity is linked now: it shows in the account's settings.
      const ids = (await t.http().get('/api/auth/sso/identities').set(bearer(signedIn.token)).expect(200))
        .body as SsoIdentityDto[];
      expect(ids).toEqual([expect.objectContaining({ provider_slug: 'corp', email: user.user.email })]);
      // The audit log names how they signed in.
      const audit = await t
        .http()
        .get(`/api/audit?action=auth.signed_in&actor=${user.user.id}`)
        .set(bearer(root))
        .expect(200);
      expect((audit.body as { items: { details: unknown }[] }).items[0].details).toEqual({ method: 'sso' });
    });

    it('still asks for the second step when two-factor sign-in is on', async () => {
      const user = await registerUser(t, 'Two Steps');
      const setup = (
        await t.http().post('/api/auth/2fa/totp/setup').set(bearer(user.token)).send({}).expect(200)
      ).body as TotpSetupDto;
      const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
      await t.http().post('/api/auth/2fa/totp/enable').set(bearer(user.token)).send({ code }).expect(200);
      const answer = (await exchange(await callback('corp', user.user.email)).expect(200))
        .body as MfaChallenge;
      expect(answer).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
      expect(answer).not.toHaveProperty('token');
    });

    it('makes an account within allowed_domains, in the provider’s workspace with its role', async () => {
      const owner = await team(t, 'SSO joiners');
      const staff = (
        await addProvider(
          providerInput({
            slug: 'staff',
            name: 'Staff',
            allowed_domains: ['corp.test'],
            auto_create: true,
            workspace_id: owner.id,
            role: 'editor',
          }),
        ).expect(201)
      ).body as SsoProviderDto;
      expect(staff).toMatchObject({ auto_create: true, workspace_id: owner.id, role: 'editor' });
      const made = (await exchange(await callback('staff', 'pat@corp.test')).expect(200))
        .body as AuthResponse;
      expect(made.user).toMatchObject({ email: 'pat@corp.test', name: 'Pat Corp', role: 'user' });
      const workspaces = (await t.http().get('/api/workspaces').set(bearer(made.token)).expect(200))
        .body as WorkspaceDto[];
      expect(workspaces.find((w) => w.id === owner.id)?.role).toBe('editor');
      // The account has no password: the identity is its only way in, so it stays linked.
      const [identity] = (await t.http().get('/api/auth/sso/identities').set(bearer(made.token)).expect(200))
        .body as SsoIdentityDto[];
      const refused = await t
        .http()
        .delete(`/api/auth/sso/identities/${identity.id}`)
        .set(bearer(made.token))
        .expect(409);
      expect(refused.body.message).toMatch(/last way to sign in/);
      await t.http().post('/api/auth/login').send({ email: 'pat@corp.test', password: '' }).expect(400);
      // Signing in again finds the same account by its identity.
      const again = (await exchange(await callback('staff', 'pat@corp.test')).expect(200))
        .body as AuthResponse;
      expect(again.user.id).toBe(made.user.id);
    });

    it('refuses a new person when the provider’s workspace has no seat left, and saves nothing', async () => {
      const full = await team(t, 'SSO full house');
      const members = async () =>
        (
          (await t.http().get(`/api/workspaces/${full.id}/members`).set(bearer(full.owner.token)).expect(200))
            .body as WorkspaceMemberDto[]
        )
          .map((m) => `${m.email} ${m.role}`)
          .sort();
      const usersNamed = async (q: string) =>
        (await t.http().get('/api/auth/users').query({ q }).set(bearer(root)).expect(200)).body as UserDto[];
      await addProvider(
        providerInput({
          slug: 'full',
          name: 'Full house',
          allowed_domains: ['corp.test'],
          auto_create: true,
          workspace_id: full.id,
          role: 'viewer',
        }),
      ).expect(201);
      const before = await members();
      expect(before).toHaveLength(4);
      // The team's four members fill the Free Trial's seats.
      await saveSettings(t, root, { free_trial_member_limit: 4 });
      try {
        const res = await exchange(await callback('full', 'seatless@corp.test')).expect(403);
        expect(res.body.message).toBe('The workspace this sign-in joins has no seat left. Ask its owner.');
        expect(await usersNamed('seatless@corp.test')).toEqual([]);
        expect(await members()).toEqual(before);
      } finally {
        await saveSettings(t, root, { free_trial_member_limit: 0 });
      }
      // With a seat free, the same sign-in makes the account and joins it.
      const made = (await exchange(await callback('full', 'seatless@corp.test')).expect(200))
        .body as AuthResponse;
      expect(made.user.email).toBe('seatless@corp.test');
      expect(await members()).toEqual([...before, 'seatless@corp.test viewer'].sort());
    });

    it('refuses an email outside allowed_domains, and makes no account', async () => {
      const res = await exchange(await callback('staff', 'someone@elsewhere.test')).expect(403);
      expect(res.body.message).toBe('Your email address is not of a domain this sign-in provider accepts.');
      const users = await t
        .http()
        .get('/api/auth/users')
        .query({ q: 'elsewhere.test' })
        .set(bearer(root))
        .expect(200);
      expect(users.body).toEqual([]);
    });

    it('refuses an unverified email, and an email no account has without auto_create', async () => {
      const unverified = await exchange(await callback('staff', 'unverified.joe@corp.test')).expect(401);
      expect(unverified.body.message).toMatch(/has not verified your email address/);
      const de = await exchange(await callback('staff', 'unverified.jo@corp.test'))
        .set('Accept-Language', 'de')
        .expect(401);
      expect(de.body.message).toMatch(/nicht bestätigt/);
      const none = await exchange(await callback('corp', 'nobody@corp.test')).expect(401);
      expect(none.body.message).toMatch(/No account has this email address/);
      const users = await t
        .http()
        .get('/api/auth/users')
        .query({ q: 'joe@corp.test' })
        .set(bearer(root))
        .expect(200);
      expect(users.body).toEqual([]);
    });

    it('refuses a wrong or reused state, and a wrong nonce', async () => {
      const forged = await t
        .http()
        .get(`/api/auth/sso/corp/callback?code=abc&state=${'x'.repeat(32)}`)
        .expect(302);
      expect((await exchange(forged.headers.location).expect(400)).body.message).toBe(
        'This sign-in expired or was already used. Start again.',
      );
      const user = await registerUser(t, 'Replayed');
      const start = await t.http().get('/api/auth/sso/corp/start').expect(302);
      const back = await signInAtProvider(start.headers.location, user.user.email);
      await exchange((await t.http().get(pathOf(back)).expect(302)).headers.location).expect(200);
      const replay = await t.http().get(pathOf(back)).expect(302);
      expect((await exchange(replay.headers.location).expect(400)).body.message).toMatch(/already used/);
      // The provider's answer for one attempt's state, with another attempt's nonce in its ID token.
      const one = new URL((await t.http().get('/api/auth/sso/corp/start').expect(302)).headers.location);
      const other = new URL((await t.http().get('/api/auth/sso/corp/start').expect(302)).headers.location);
      one.searchParams.set('nonce', other.searchParams.get('nonce')!);
      const swapped = await signInAtProvider(one.href, user.user.email);
      const wrongNonce = await t.http().get(pathOf(swapped)).expect(302);
      expect((await exchange(wrongNonce.headers.location).expect(401)).body.message).toMatch(
        /could not be verified/,
      );
      // A malformed code.
      const malformed = await t
        .http()
        .post('/api/auth/sso/exchange')
        .send({ code: { $gt: '' } })
        .expect(400);
      expect(malformed.body.message).toEqual(['code must be the code the sign-in handed back.']);
    });

    it('sends an unknown or disabled provider back to the login screen with why', async () => {
      for (const slug of ['nope', 'ÄÖ', 'off']) {
        const res = await t
          .http()
          .get(`/api/auth/sso/${encodeURIComponent(slug)}/start`)
          .expect(302);
        expect(res.headers.location).toMatch(/^\/login\/sso\?code=/);
        expect((await exchange(res.headers.location).expect(403)).body.message).toBe(
          'This sign-in provider is not available. Sign in another way.',
        );
      }
      const off = (await addProvider(providerInput({ slug: 'off', name: 'Off', enabled: false })).expect(201))
        .body as SsoProviderDto;
      expect((await t.http().get('/api/auth/sso/enabled').expect(200)).body).not.toContainEqual({
        slug: 'off',
        name: 'Off',
      });
      await t.http().delete(`/api/auth/sso/providers/${off.id}`).set(bearer(root)).expect(204);
    });
  });

  describe('linked identities', () => {
    it('are linked while signed in, sign in, and unlink while a password remains', async () => {
      const user = await registerUser(t, 'Linker');
      await t.http().post('/api/auth/sso/corp/link').expect(401);
      const started = await t.http().post('/api/auth/sso/corp/link').set(bearer(user.token)).expect(200);
      const back = await signInAtProvider(started.body.url, 'linker-at-idp@corp.test');
      const location = (await t.http().get(pathOf(back)).expect(302)).headers.location;
      expect(location).toMatch(/^\/settings\?sso=[\w-]{32}$/);
      const code = new URL(location, PUBLIC_URL).searchParams.get('sso');
      // Only the account that started it may finish it.
      const stranger = await registerUser(t, 'Stranger');
      await t.http().post('/api/auth/sso/link/finish').set(bearer(stranger.token)).send({ code }).expect(403);
      const again = await t.http().post('/api/auth/sso/corp/link').set(bearer(user.token)).expect(200);
      const back2 = await signInAtProvider(again.body.url, 'linker-at-idp@corp.test');
      const code2 = new URL(
        (await t.http().get(pathOf(back2)).expect(302)).headers.location,
        PUBLIC_URL,
      ).searchParams.get('sso');
      const linked = (
        await t
          .http()
          .post('/api/auth/sso/link/finish')
          .set(bearer(user.token))
          .send({ code: code2 })
          .expect(200)
      ).body as SsoIdentityDto;
      expect(linked).toMatchObject({
        provider_slug: 'corp',
        provider_name: 'Corp SSO',
        email: 'linker-at-idp@corp.test',
      });
      // The identity signs in to this account, whatever its email.
      const signedIn = (await exchange(await callback('corp', 'linker-at-idp@corp.test')).expect(200))
        .body as AuthResponse;
      expect(signedIn.user.id).toBe(user.user.id);
      // Another account cannot link the same identity.
      const other = await t.http().post('/api/auth/sso/corp/link').set(bearer(stranger.token)).expect(200);
      const back3 = await signInAtProvider(other.body.url, 'linker-at-idp@corp.test');
      const code3 = new URL(
        (await t.http().get(pathOf(back3)).expect(302)).headers.location,
        PUBLIC_URL,
      ).searchParams.get('sso');
      const taken = await t
        .http()
        .post('/api/auth/sso/link/finish')
        .set(bearer(stranger.token))
        .send({ code: code3 })
        .expect(409);
      expect(taken.body.message).toBe('This identity is already linked to another account.');
      // Unlinking: not another's, then theirs (the password remains).
      await t.http().delete(`/api/auth/sso/identities/${linked.id}`).set(bearer(stranger.token)).expect(404);
      await t.http().delete(`/api/auth/sso/identities/${linked.id}`).set(bearer(user.token)).expect(204);
      expect(
        (await t.http().get('/api/auth/sso/identities').set(bearer(user.token)).expect(200)).body,
      ).toEqual([]);
      await t.http().delete('/api/auth/sso/identities/abc').set(bearer(user.token)).expect(400);
    });
  });

  describe('issuers without ALLOW_HTTP_SSO', () => {
    it('are refused unless they are https, and nothing is stored', async () => {
      const strict = await startTestApp({ PUBLIC_URL });
      try {
        const strictRoot = await rootToken(strict);
        const res = await strict
          .http()
          .post('/api/auth/sso/providers')
          .set(bearer(strictRoot))
          .send(providerInput({ slug: 'plain' }))
          .expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(/issuer must be an https:\/\/ URL/);
        const list = await strict.http().get('/api/auth/sso/providers').set(bearer(strictRoot)).expect(200);
        expect(list.body).toEqual([]);
        expect((await strict.http().get('/api/auth/sso/enabled').expect(200)).body).toEqual([]);
      } finally {
        await strict.close();
      }
    });
  });
});
