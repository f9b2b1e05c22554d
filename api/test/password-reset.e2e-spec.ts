import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { PasswordResetToken } from '../src/modules/identity/auth/password-reset-token.entity';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { UsersService } from '../src/modules/identity/users/users.service';
import { rootToken, useSmtp } from './support/admin';
import { WAIT_MS } from './support/pace';
import { startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, login, registerUser, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://qr.example.test';
const SENT = { message: MESSAGES.forgotPasswordSent };

describe('forgot and reset password', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 'smtp-password-123' });
    t = await startTestApp({ PUBLIC_URL });
    await useSmtp(t, await rootToken(t), smtp.port, { user: 'mailer', pass: 'smtp-password-123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => t.http().post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, password: string) =>
    t.http().post('/api/auth/reset-password').send({ token, password });

  /** Asks for a link and answers the token from the mail the SMTP server received. */
  async function requestLink(email: string): Promise<string> {
    const before = smtp.mails.length;
    await forgot(email).expect(200);
    const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email));
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No link in: ${mail.text}`);
    return new URL(link).searchParams.get('token') ?? '';
  }

  it('answers the same for a known and an unknown email, and mails a link only to the account', async () => {
    const u = await registerUser(t, 'Known Person');
    const before = smtp.mails.length;
    const known = await forgot(u.user.email).set('Host', 'evil.example').expect(200);
    const unknown = await forgot('nobody-here@example.com').expect(200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(known.body);

    const mail = await smtp.waitFor((m) => m.to.includes(u.user.email));
    await t.app.get(Jobs).drain();
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[u.user.email]]);
    expect(mail.headers.from).toContain('panel@example.com');
    expect(mail.subject).toBe('QR Panel: reset your password');
    expect(mail.text).toContain('Hello Known Person');
    // Built from PUBLIC_URL, not from the Host the request claimed.
    expect(mail.text).toMatch(/https:\/\/qr\.example\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).not.toContain('evil.example');
  });

  it('answers a known and an unknown email before looking either up, so in the same time', async () => {
    const u = await registerUser(t);
    // Every account lookup waits until the answers have come: answered meanwhile, neither can
    // depend on whether the account exists, in what it says or in how long it took, however
    // fast or busy the machine. Looked up before answering, a known email took longer.
    const users = t.app.get(UsersService);
    const lookUp = users.findByEmail.bind(users);
    const looked: string[] = [];
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const lookups = jest.spyOn(users, 'findByEmail').mockImplementation(async (email) => {
      looked.push(email);
      await held;
      return lookUp(email);
    });
    try {
      for (const email of [u.user.email, 'nobody-at-all@example.com']) {
        const answer = await beforeLetGo(forgot(email));
        expect([answer.status, answer.body]).toEqual([200, SENT]);
      }
    } finally {
      letGo();
    }
    // Looked up after answering, by the job that mails the link.
    await t.app.get(Jobs).drain();
    lookups.mockRestore();
    expect(looked).toEqual(expect.arrayContaining([u.user.email, 'nobody-at-all@example.com']));
  });

  it('stores only a hash of the token', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    const rows: { token_hash: string }[] = await t.app
      .get(DataSource)
      .query('SELECT token_hash FROM password_reset_tokens WHERE user_id = ?', [u.user.id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('sets the password once: older sessions end, the old password stops, and the link then answers 400', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);

    const done = await reset(token, 'a-brand-new-password').expect(200);
    expect(done.body).toEqual({ message: MESSAGES.passwordResetDone });
    await t.http().get('/api/auth/me').set(bearer(u.token)).expect(401);
    await t.http().post('/api/auth/login').send({ email: u.user.email, password: u.password }).expect(401);
    await login(t, u.user.email, 'a-brand-new-password');

    const again = await reset(token, 'yet-another-password').expect(400);
    expect(again.body).toEqual({ statusCode: 400, message: MESSAGES.resetTokenUsed, error: 'Bad Request' });
    await login(t, u.user.email, 'a-brand-new-password');
  });

  it('lets only one of two links work: using one ends the other', async () => {
    const u = await registerUser(t);
    const first = await requestLink(u.user.email);
    const second = await requestLink(u.user.email);
    expect(first).not.toBe(second);
    await reset(second, 'second-link-password').expect(200);
    expect((await reset(first, 'first-link-password').expect(400)).body.message).toBe(
      MESSAGES.resetTokenUsed,
    );
  });

  it('ends an outstanding link when the password is changed from the account', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    await t
      .http()
      .put('/api/auth/password')
      .set(bearer(u.token))
      .send({ currentPassword: u.password, newPassword: 'changed-by-the-owner' })
      .expect(200);

    const res = await reset(token, 'set-through-old-link').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MESSAGES.resetTokenInvalid, error: 'Bad Request' });
    await login(t, u.user.email, 'changed-by-the-owner');
    // A link asked for after the change works.
    await reset(await requestLink(u.user.email), 'set-through-new-link').expect(200);
  });

  it('ends an outstanding link when the email is changed, whichever address it went to', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    const newEmail = `moved-${u.user.id}@example.com`;
    await t
      .http()
      .put('/api/auth/profile')
      .set(bearer(u.token))
      .send({ name: u.user.name, email: newEmail })
      .expect(200);

    const res = await reset(token, 'set-through-old-link').expect(400);
    expect(res.body.message).toBe(MESSAGES.resetTokenInvalid);
    await login(t, newEmail, u.password);
  });

  it('does not revive a link when the email changes back', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    const profile = (email: string) =>
      t.http().put('/api/auth/profile').set(bearer(u.token)).send({ name: u.user.name, email }).expect(200);
    await profile(`away-${u.user.id}@example.com`);
    await profile(u.user.email);

    expect((await reset(token, 'set-through-old-link').expect(400)).body.message).toBe(
      MESSAGES.resetTokenInvalid,
    );
    await login(t, u.user.email, u.password);
  });

  it('keeps an outstanding link when only the name changes', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    await t
      .http()
      .put('/api/auth/profile')
      .set(bearer(u.token))
      .send({ name: 'Renamed Person', email: u.user.email })
      .expect(200);
    await reset(token, 'set-after-a-rename').expect(200);
  });

  it('ends a link made for the account as it was before a change that raced with it', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    // As if the link had been written just after the change ran: it names the old account.
    await t.app
      .get(DataSource)
      .getRepository(PasswordResetToken)
      .update({ userId: u.user.id }, { email: 'before-the-change@example.com' });
    expect((await reset(token, 'set-through-stale-link').expect(400)).body.message).toBe(
      MESSAGES.resetTokenInvalid,
    );
    await login(t, u.user.email, u.password);
  });

  it('refuses an expired link', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    await t.app
      .get(DataSource)
      .getRepository(PasswordResetToken)
      .update({ userId: u.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'too-late-password').expect(400);
    expect(res.body.message).toBe(MESSAGES.resetTokenExpired);
    await login(t, u.user.email, u.password);
  });

  it('refuses a forged token', async () => {
    const res = await reset('A'.repeat(43), 'whatever-password').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MESSAGES.resetTokenInvalid, error: 'Bad Request' });
    const empty = await reset('', 'whatever-password').expect(400);
    expect(empty.body.fields).toEqual({ token: ['token is required'] });
  });

  it('refuses a password under 8 characters and keeps the link usable', async () => {
    const u = await registerUser(t);
    const token = await requestLink(u.user.email);
    const res = await reset(token, 'short').expect(400);
    expect(res.body.fields).toEqual({ password: ['password must be between 8 and 128 characters'] });
    await reset(token, 'long-enough-password').expect(200);
  });

  it('answers 400 for an address that is not an email', async () => {
    const res = await forgot('not-an-email').expect(400);
    expect(res.body.fields).toEqual({ email: ['email must be a valid email address'] });
  });

  describe('the mail speaks', () => {
    /** The reset mail `email` receives after a forgot-password request in `language`. */
    async function resetMail(email: string, language?: string) {
      const before = smtp.mails.length;
      const request = t.http().post('/api/auth/forgot-password');
      await (language ? request.set('Accept-Language', language) : request).send({ email }).expect(200);
      return smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email));
    }
    async function chooseLanguage(u: Awaited<ReturnType<typeof registerUser>>, language: string) {
      await t
        .http()
        .put('/api/auth/profile')
        .set(bearer(u.token))
        .send({ name: u.user.name, email: u.user.email, language })
        .expect(200);
    }

    it("the account's language, whatever the request's", async () => {
      const u = await registerUser(t, 'Deutsche Person');
      await chooseLanguage(u, 'de');
      for (const language of [undefined, 'es']) {
        const mail = await resetMail(u.user.email, language);
        expect(mail.subject).toBe('QR Panel: Passwort zurücksetzen');
        expect(mail.text).toContain('Hallo Deutsche Person,');
        expect(mail.text).toContain('innerhalb von 30 Minuten');
        expect(mail.text).toMatch(/https:\/\/qr\.example\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
      }
    });

    it("the request's language when the account has none, else English", async () => {
      const u = await registerUser(t, 'Persona');
      const spanish = await resetMail(u.user.email, 'es-ES,es;q=0.9');
      expect(spanish.subject).toBe('QR Panel: restablece tu contraseña');
      expect(spanish.text).toContain('Hola, Persona:');
      expect(spanish.text).toContain('en los próximos 30 minutos');
      const english = await resetMail(u.user.email, 'fr');
      expect(english.subject).toBe('QR Panel: reset your password');
      expect(english.text).toContain('Hello Persona,');
    });
  });
});

describe('forgot password without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('still answers the same and makes the link (the mail goes to the log)', async () => {
    const u = await registerUser(t);
    const res = await t.http().post('/api/auth/forgot-password').send({ email: u.user.email }).expect(200);
    expect(res.body).toEqual(SENT);
    await t.app.get(Jobs).drain();
    const rows: unknown[] = await t.app
      .get(DataSource)
      .query('SELECT id FROM password_reset_tokens WHERE user_id = ?', [u.user.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('forgot and reset password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it.each([
    ['forgot-password', { email: 'who@example.com' }],
    ['reset-password', { token: 'x'.repeat(43), password: 'some-password' }],
  ])('answers the 4th %s call in a minute from one IP with 429', async (path, body) => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.http().post(`/api/auth/${path}`).send(body)).status).not.toBe(429);
    }
    const res = await t.http().post(`/api/auth/${path}`).send(body).expect(429);
    expect(res.body.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** The answer, or a failure once it has waited a long while for what is held meanwhile. */
function beforeLetGo<T>(answer: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the answer waited for the account lookup')), WAIT_MS);
  });
  return Promise.race([answer, stuck]).finally(() => clearTimeout(timer));
}
