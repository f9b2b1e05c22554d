import { existsSync, readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  SUPER_ADMIN_SETTINGS,
  type PublicSettingsDto,
  type SettingsDto,
  type UserDto,
} from '@qrpanel/contracts';
import { adminToken, rootToken, saveSettings, useSmtp } from './support/admin';
import { closedPort, startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, registerUser, startTestApp, TEST_DB, type TestApp } from './support/test-app';

const PUBLIC_FIELDS: (keyof PublicSettingsDto)[] = [
  'app_name',
  'app_logo_url',
  'contact_email',
  'social_links',
  'payment_stripe_enabled',
  'stripe_public_key',
  'payment_paypal_enabled',
  'paypal_client_id',
  'payment_razorpay_enabled',
  'razorpay_key_id',
  'payment_phonepe_enabled',
  'payment_manual_enabled',
  'payment_default_gateway',
  'allow_registration',
  'privacy_policy',
  'terms_of_service',
  'seo_meta_title',
  'seo_meta_description',
  'short_links',
  'domain_target',
];

const SECRETS = {
  stripe_secret_key: 'sk_test_51StripeSecretValueAbcd',
  stripe_webhook_secret: 'whsec_StripeWebhookSigningSecret7777',
  paypal_client_secret: 'paypal-client-secret-value-9876',
  razorpay_key_secret: 'razorpay-key-secret-value-5555',
  razorpay_webhook_secret: 'razorpay-webhook-secret-value-3333',
  phonepe_salt_key: 'phonepe-salt-key-value-4321',
  smtp_pass: 'smtp-password-in-clear-0042',
};

describe('application settings', () => {
  let t: TestApp;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
  });
  afterAll(() => t.close());

  it('starts with the defaults, the Free Trial limits included', async () => {
    const res = await t.http().get('/api/settings').set(bearer(admin)).expect(200);
    expect(res.body).toMatchObject({
      app_name: 'QR Panel',
      social_links: [],
      payment_default_gateway: 'stripe',
      smtp_port: 587,
      smtp_pass: '',
      allow_registration: true,
      free_trial_qr_code_limit: 3,
      free_trial_scan_limit: 500,
      free_trial_analytics: true,
      free_trial_custom_logos: false,
      free_trial_template_limit: 1,
      free_trial_member_limit: 1,
    });
  });

  it('saves every field, and answers and reads them back with the secrets masked', async () => {
    const input = {
      app_name: '  Acme QR  ',
      app_logo_url: 'https://cdn.example.com/logo.png',
      contact_email: 'help@example.com',
      social_links: [
        { platform: 'Facebook', url: 'https://facebook.com/acme' },
        { platform: 'X', url: 'https://x.com/acme' },
      ],
      payment_stripe_enabled: true,
      stripe_public_key: 'pk_test_123',
      payment_paypal_enabled: true,
      paypal_client_id: 'paypal-client-id',
      payment_razorpay_enabled: false,
      razorpay_key_id: 'rzp_test_key',
      payment_phonepe_enabled: false,
      phonepe_merchant_id: 'MERCHANT1',
      payment_manual_enabled: true,
      payment_manual_instructions: 'Wire the amount to IBAN XX00 0000.',
      payment_default_gateway: 'paypal',
      smtp_host: 'smtp.example.com',
      smtp_port: 2525,
      smtp_user: 'mailer@example.com',
      smtp_from_email: 'no-reply@example.com',
      allow_registration: true,
      privacy_policy: 'We keep little.',
      terms_of_service: 'Be nice.',
      seo_meta_title: 'Acme QR codes',
      seo_meta_description: 'Dynamic QR codes with analytics.',
      free_trial_qr_code_limit: 5,
      free_trial_scan_limit: 1000,
      free_trial_analytics: false,
      free_trial_custom_logos: true,
      free_trial_template_limit: -1,
      free_trial_member_limit: 10,
      free_trial_workspace_limit: 5,
      scan_retention_days: 90,
      audit_retention_days: 730,
      short_links: true,
      domain_target: 'edge.qr.example.com',
      require_2fa_admins: true,
      ...SECRETS,
    };
    const saved = await t.http().put('/api/settings').set(bearer(root)).send(input).expect(200);
    const expected = {
      ...input,
      app_name: 'Acme QR',
      stripe_secret_key: '********Abcd',
      stripe_webhook_secret: '********7777',
      paypal_client_secret: '********9876',
      razorpay_key_secret: '********5555',
      razorpay_webhook_secret: '********3333',
      phonepe_salt_key: '********4321',
      smtp_pass: '********0042',
    };
    expect(saved.body).toEqual(expected);
    const read = await t.http().get('/api/settings').set(bearer(root)).expect(200);
    expect(read.body).toEqual(expected);
  });

  it('never stores a secret in clear', async () => {
    const db = t.app.get(DataSource);
    if (TEST_DB === 'sqlite') {
      // Checkpoint so the rows are in the main file too; read the file and its journal, byte for byte.
      await db.query('PRAGMA wal_checkpoint(FULL)');
      const file = t.config.database.kind === 'sqlite' ? t.config.database.file : '';
      const bytes = Buffer.concat(
        [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
      ).toString('latin1');
      expect(bytes).toContain('smtp.example.com'); // the settings are in there…
      for (const secret of Object.values(SECRETS)) expect(bytes).not.toContain(secret); // …but no secret
    } else {
      const rows: Record<string, unknown>[] = await db.query('SELECT * FROM settings');
      const dump = JSON.stringify(rows);
      expect(dump).toContain('smtp.example.com');
      for (const secret of Object.values(SECRETS)) expect(dump).not.toContain(secret);
    }
    const stored = new Map(
      (await db.query<{ key: string; value: string }[]>('SELECT * FROM settings')).map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(stored.get('smtp_pass')).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(stored.get('stripe_secret_key')).toMatch(/^v1:/);
  });

  it('keeps a stored secret when its mask comes back, replaces it with a new value, and clears it with ""', async () => {
    const current = (await t.http().get('/api/settings').set(bearer(admin)).expect(200)).body as SettingsDto;
    const back = await saveSettings(t, admin, { ...current, app_name: 'Acme QR 2' });
    expect(back).toMatchObject({
      app_name: 'Acme QR 2',
      stripe_secret_key: '********Abcd',
      smtp_pass: '********0042',
    });

    const changed = await saveSettings(t, root, { stripe_secret_key: 'sk_test_replaced_value_zzzz' });
    expect(changed).toMatchObject({ stripe_secret_key: '********zzzz', smtp_pass: '********0042' });

    const cleared = await saveSettings(t, root, { paypal_client_secret: '' });
    expect(cleared).toMatchObject({ paypal_client_secret: '', razorpay_key_secret: '********5555' });
  });

  it('keeps payment and mail secrets, and where the mail password goes, to the super_admin', async () => {
    const before = (await t.http().get('/api/settings').set(bearer(root)).expect(200)).body as SettingsDto;
    const changes: Partial<SettingsDto>[] = [
      ...SUPER_ADMIN_SETTINGS.filter((f) => f !== 'smtp_port' && f !== 'require_2fa_admins').map((f) => ({
        [f]: `changed-by-admin-${f.replace(/_/g, '-')}`,
      })),
      { smtp_pass: '' },
      { stripe_webhook_secret: '' },
      { smtp_host: 'smtp.attacker.example' },
      { smtp_port: 2526 },
      { require_2fa_admins: !before.require_2fa_admins },
    ];
    for (const change of changes) {
      const res = await t
        .http()
        .put('/api/settings')
        .set(bearer(admin))
        .send({ ...before, app_name: 'Not saved either', ...change })
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: MESSAGES.onlySuperAdminsChangeSecrets,
        error: 'Forbidden',
      });
    }
    // Nothing of those bodies was kept; the admin still reads the masked values.
    const asAdmin = await t.http().get('/api/settings').set(bearer(admin)).expect(200);
    expect(asAdmin.body).toEqual(before);
    expect(asAdmin.body).toMatchObject({ stripe_secret_key: '********zzzz', smtp_pass: '********0042' });

    // The whole form sent back as read, secrets masked, saves the rest.
    const saved = await saveSettings(t, admin, { ...before, seo_meta_title: 'Saved by an admin' });
    expect(saved).toEqual({ ...before, seo_meta_title: 'Saved by an admin' });
    // Public keys and client ids are no secrets: an administrator may change them.
    expect(await saveSettings(t, admin, { stripe_public_key: 'pk_test_456' })).toMatchObject({
      stripe_public_key: 'pk_test_456',
    });

    const byRoot = await saveSettings(t, root, {
      smtp_host: 'smtp2.example.com',
      smtp_pass: 'new-smtp-pass-9999',
    });
    expect(byRoot).toMatchObject({ smtp_host: 'smtp2.example.com', smtp_pass: '********9999' });
    await saveSettings(t, root, {
      smtp_host: before.smtp_host,
      smtp_pass: SECRETS.smtp_pass,
      stripe_public_key: before.stripe_public_key,
    });
  });

  it('shows anonymous callers and non-admins only the public part', async () => {
    const user = await registerUser(t);
    const anonymous = await t.http().get('/api/settings').expect(200);
    const asUser = await t.http().get('/api/settings').set(bearer(user.token)).expect(200);
    const withBadToken = await t.http().get('/api/settings').set(bearer('not.a.token')).expect(200);
    for (const res of [anonymous, asUser, withBadToken]) {
      expect(Object.keys(res.body).sort()).toEqual([...PUBLIC_FIELDS].sort());
      expect(JSON.stringify(res.body)).not.toMatch(/\*{8}|smtp|sk_test|IBAN/);
    }
    expect(anonymous.body).toMatchObject({
      app_name: 'Acme QR 2',
      app_logo_url: 'https://cdn.example.com/logo.png',
      stripe_public_key: 'pk_test_123',
      paypal_client_id: 'paypal-client-id',
      // Razorpay is disabled: its key is not given out.
      payment_razorpay_enabled: false,
      razorpay_key_id: '',
      payment_default_gateway: 'paypal',
    });
    expect(asUser.body).toEqual(anonymous.body);
  });

  it('lets only administrators save', async () => {
    const user = await registerUser(t);
    await t.http().put('/api/settings').send({ app_name: 'Hijacked' }).expect(401);
    const res = await t
      .http()
      .put('/api/settings')
      .set(bearer(user.token))
      .send({ app_name: 'Hijacked' })
      .expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await t.http().get('/api/settings').expect(200)).body.app_name).toBe('Acme QR 2');
  });

  it('validates every field and names each failure, saving nothing', async () => {
    const res = await t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send({
        app_name: ' ',
        app_logo_url: 'javascript:alert(1)',
        contact_email: 'not-an-email',
        social_links: [
          { platform: 'Facebook', url: '' },
          { platform: '', url: 'ftp://example.com' },
        ],
        payment_stripe_enabled: 'yes',
        payment_default_gateway: 'bitcoin',
        smtp_host: 'bad host!',
        smtp_port: 70000,
        smtp_from_email: 'nope',
        allow_registration: null,
        seo_meta_title: 'x'.repeat(201),
        free_trial_qr_code_limit: -1,
        free_trial_scan_limit: 1.5,
      })
      .expect(400);
    expect(res.body.fields).toEqual({
      app_name: ['app_name is required'],
      app_logo_url: ['app_logo_url must be a full http(s) URL, such as https://example.com'],
      contact_email: ['contact_email must be a valid email address'],
      'social_links.0.url': ['url must be a full http(s) URL, such as https://example.com'],
      'social_links.1.platform': ['platform is required'],
      'social_links.1.url': ['url must be a full http(s) URL, such as https://example.com'],
      payment_stripe_enabled: ['payment_stripe_enabled must be true or false'],
      payment_default_gateway: [
        'payment_default_gateway must be one of: stripe, paypal, razorpay, phonepe, manual',
      ],
      smtp_host: ['smtp_host must be a host name or an IP address'],
      smtp_port: ['smtp_port must be a whole number from 1 to 65535'],
      smtp_from_email: ['smtp_from_email must be a valid email address'],
      allow_registration: ['allow_registration must be true or false'],
      seo_meta_title: ['seo_meta_title must be at most 200 characters'],
      free_trial_qr_code_limit: ['free_trial_qr_code_limit must be a whole number from 0 to 1000000000'],
      free_trial_scan_limit: ['free_trial_scan_limit must be a whole number from 0 to 1000000000'],
    });
    for (const port of [0, 'abc']) {
      const bad = await t
        .http()
        .put('/api/settings')
        .set(bearer(admin))
        .send({ smtp_port: port })
        .expect(400);
      expect(bad.body.fields).toEqual({ smtp_port: ['smtp_port must be a whole number from 1 to 65535'] });
    }
    const unknown = await t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send({ is_admin: true })
      .expect(400);
    expect(unknown.body.message).toEqual(['property is_admin should not exist']);
    const read = (await t.http().get('/api/settings').set(bearer(admin)).expect(200)).body as SettingsDto;
    expect(read).toMatchObject({ app_name: 'Acme QR 2', smtp_port: 2525, contact_email: 'help@example.com' });
  });

  it('accepts "" for optional URLs, emails and the SMTP host', async () => {
    const saved = await saveSettings(t, root, {
      app_logo_url: '',
      contact_email: '',
      smtp_host: '',
      social_links: [],
    });
    expect(saved).toMatchObject({ app_logo_url: '', contact_email: '', smtp_host: '', social_links: [] });
  });

  it('closes and reopens registration', async () => {
    await saveSettings(t, admin, { allow_registration: false });
    expect((await t.http().get('/api/settings').expect(200)).body.allow_registration).toBe(false);
    const closed = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Late', email: 'late@example.com', password: 'late-password' })
      .expect(403);
    expect(closed.body).toEqual({
      statusCode: 403,
      message: MESSAGES.registrationDisabled,
      error: 'Forbidden',
    });
    // The super_admin still creates accounts.
    await t
      .http()
      .post('/api/auth/users')
      .set(bearer(root))
      .send({ name: 'Made', email: 'made@example.com', password: 'made-password' })
      .expect(201);
    await saveSettings(t, admin, { allow_registration: true });
    await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'Late', email: 'late@example.com', password: 'late-password' })
      .expect(201);
  });
});

describe('test email', () => {
  const AUTH = { user: 'mailer', pass: 'smtp-secret-password-77' };
  let t: TestApp;
  let smtp: TestSmtp;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer(AUTH);
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const sendTest = (to = 'ops@example.com') =>
    t.http().post('/api/settings/test-email').set(bearer(admin)).send({ to });

  it('answers 400 while SMTP is not set', async () => {
    const res = await sendTest().expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: MESSAGES.smtpNotConfigured, error: 'Bad Request' });
  });

  it('sends with the saved SMTP settings and answers what the server said', async () => {
    await useSmtp(t, root, smtp.port, AUTH);
    const res = await sendTest().expect(200);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(/^250 /) });
    const mail = await smtp.waitFor((m) => m.to.includes('ops@example.com'));
    expect(mail.subject).toBe('Test email');
    expect(mail.headers.from).toBe('QR Panel <panel@example.com>');
  });

  it("writes in the sending administrator's language, else in the request's", async () => {
    const me = (await t.http().get('/api/auth/me').set(bearer(admin)).expect(200)).body as UserDto;
    const chooseLanguage = (language: string | null) =>
      t
        .http()
        .put('/api/auth/profile')
        .set(bearer(admin))
        .send({ name: me.name, email: me.email, language })
        .expect(200);
    const received = async (to: string, language?: string) => {
      const request = t.http().post('/api/settings/test-email').set(bearer(admin));
      await (language ? request.set('Accept-Language', language) : request).send({ to }).expect(200);
      return smtp.waitFor((m) => m.to.includes(to));
    };

    const german = await received('de-request@example.com', 'de-CH');
    expect(german.subject).toBe('Test-E-Mail');
    expect(german.text.trim()).toBe('Dies ist eine Test-E-Mail. Ihre SMTP-Einstellungen funktionieren.');
    await chooseLanguage('es');
    const spanish = await received('es-profile@example.com', 'de');
    expect(spanish.subject).toBe('Correo de prueba');
    expect(spanish.text).toContain('Tus ajustes de SMTP funcionan.');
    await chooseLanguage(null);
    expect((await received('en-default@example.com')).subject).toBe('Test email');
  });

  it('still logs in to SMTP after the masked password is sent back with the other settings', async () => {
    const current = (await t.http().get('/api/settings').set(bearer(admin)).expect(200)).body as SettingsDto;
    expect(current.smtp_pass).toBe('********d-77');
    await saveSettings(t, admin, { ...current, app_name: 'Renamed' });
    await sendTest('masked@example.com').expect(200);
    const mail = await smtp.waitFor((m) => m.to.includes('masked@example.com'));
    expect(mail.headers.from).toBe('Renamed <panel@example.com>');
  });

  it('answers 502 with the server’s refusal', async () => {
    await saveSettings(t, root, { smtp_pass: 'wrong-password' });
    const res = await sendTest().expect(502);
    expect(res.body.message).toMatch(
      /^The SMTP server could not send the email: .*Invalid username or password/,
    );
    await saveSettings(t, root, { smtp_pass: AUTH.pass });
  });

  it('answers 502 when the server cannot be reached', async () => {
    await saveSettings(t, root, { smtp_port: await closedPort() });
    const res = await sendTest().expect(502);
    expect(res.body.message).toMatch(/^The SMTP server could not send the email: .*ECONNREFUSED/);
  });

  it('is for administrators only, and checks the address', async () => {
    const user = await registerUser(t);
    await t
      .http()
      .post('/api/settings/test-email')
      .set(bearer(user.token))
      .send({ to: 'a@example.com' })
      .expect(403);
    const bad = await sendTest('nope').expect(400);
    expect(bad.body.fields).toEqual({ to: ['email must be a valid email address'] });
  });
});
