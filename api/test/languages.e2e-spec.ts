import {
  API_KEY_MESSAGES,
  CODE_TYPES,
  LIST_MESSAGES,
  LIST_SORTS,
  MESSAGES,
  QR_MESSAGES,
  REDIRECT_MESSAGES,
} from '@qrpanel/contracts';
import { rootToken } from './support/admin';
import { createApiKey, developerOnPlan } from './support/api-keys';
import { createQrCode } from './support/qrcodes';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';

/** The api's answers in the language of Accept-Language: es, de, English otherwise. */
describe('languages of the answers', () => {
  let t: TestApp;
  let root: string;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    user = await registerUser(t, 'Polyglot');
  });
  afterAll(() => t.close());

  const as = (language?: string) => (language ? { 'Accept-Language': language } : {});

  it('answers a 400 with its field messages in Spanish, German, or English', async () => {
    const register = (language?: string) =>
      t
        .http()
        .post('/api/auth/register')
        .set(as(language))
        .send({ name: 'X', email: 'not-an-email', password: 'short', extra: 1 })
        .expect(400);
    const english = await register();
    expect(english.body.fields).toEqual({
      email: ['email must be a valid email address'],
      password: ['password must be between 8 and 128 characters'],
      extra: ['property extra should not exist'],
    });
    expect((await register('fr-FR')).body).toEqual(english.body);

    const spanish = await register('es');
    expect(spanish.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.arrayContaining(['email debe ser una dirección de correo electrónico válida']),
      fields: {
        email: ['email debe ser una dirección de correo electrónico válida'],
        password: ['password debe tener entre 8 y 128 caracteres'],
        extra: ['la propiedad extra no está permitida'],
      },
    });
    expect((await register('de-AT,de;q=0.9,en;q=0.5')).body.fields).toEqual({
      email: ['email muss eine gültige E-Mail-Adresse sein'],
      password: ['password muss zwischen 8 und 128 Zeichen lang sein'],
      extra: ['die Eigenschaft extra ist nicht erlaubt'],
    });
  });

  it.each([
    [undefined, MESSAGES.invalidCredentials],
    ['it', MESSAGES.invalidCredentials],
    ['es-MX', 'Correo electrónico o contraseña no válidos.'],
    ['de', 'Ungültige E-Mail-Adresse oder ungültiges Passwort.'],
  ])('answers a 401 for Accept-Language %s', async (language, message) => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set(as(language))
      .send({ email: user.user.email, password: 'wrong-password' })
      .expect(401);
    expect(res.body).toEqual({ statusCode: 401, message, error: 'Unauthorized' });
  });

  it.each([
    [undefined, MESSAGES.forbidden, QR_MESSAGES.notFound, MESSAGES.emailTaken],
    [
      'es',
      'No tienes permiso para hacer esto.',
      'Código QR no encontrado.',
      'Ya existe una cuenta con este correo electrónico.',
    ],
    [
      'fr;q=0.9, de;q=0.8',
      'Sie haben keine Berechtigung dafür.',
      'QR-Code nicht gefunden.',
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    ],
  ])('answers a 403, 404 and 409 for Accept-Language %s', async (language, forbidden, notFound, taken) => {
    const refused = await t.http().get('/api/contact').set(bearer(user.token)).set(as(language)).expect(403);
    expect(refused.body.message).toBe(forbidden);
    const missing = await t
      .http()
      .get('/api/qrcodes/999999')
      .set(bearer(user.token))
      .set(as(language))
      .expect(404);
    expect(missing.body.message).toBe(notFound);
    const twice = await t
      .http()
      .post('/api/auth/register')
      .set(as(language))
      .send({ name: 'Again', email: user.user.email, password: 'long-enough-password' })
      .expect(409);
    expect(twice.body.message).toBe(taken);
  });

  it('fills the parameters of a message into its translation', async () => {
    const fields = LIST_SORTS.codes.fields.join(', ');
    const sortBy = (language?: string) =>
      t
        .http()
        .get('/api/qrcodes/my?page=1&sort=password:asc')
        .set(bearer(user.token))
        .set(as(language))
        .expect(400);
    expect((await sortBy()).body.fields).toEqual({
      sort: [LIST_MESSAGES.sortInvalid(LIST_SORTS.codes.fields)],
    });
    expect((await sortBy('es')).body.fields).toEqual({
      sort: [`sort debe ser field:asc o field:desc, donde field es uno de: ${fields}.`],
    });
    expect((await sortBy('de')).body.fields).toEqual({
      sort: [
        `sort muss field:asc oder field:desc sein, wobei field einer der folgenden Werte ist: ${fields}.`,
      ],
    });

    const settings = await t
      .http()
      .put('/api/settings')
      .set(bearer(root))
      .set(as('de'))
      .send({ smtp_port: 70000, app_name: '' })
      .expect(400);
    expect(settings.body.fields).toEqual({
      smtp_port: ['smtp_port muss eine ganze Zahl von 1 bis 65535 sein'],
      app_name: ['app_name ist erforderlich'],
    });
  });

  it('answers the message of a success in the language asked for', async () => {
    const forgot = (language?: string) =>
      t
        .http()
        .post('/api/auth/forgot-password')
        .set(as(language))
        .send({ email: 'nobody@example.com' })
        .expect(200);
    expect((await forgot()).body).toEqual({ message: MESSAGES.forgotPasswordSent });
    expect((await forgot('es')).body).toEqual({
      message:
        'Si existe una cuenta con ese correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
    });
  });

  it('tells a visitor why a code cannot be shown in their language', async () => {
    const code = await createQrCode(t, user.token, {
      label: 'Paused',
      type: 'url',
      data: { url: 'https://example.com/menu' },
    });
    await t
      .http()
      .put(`/api/qrcodes/${code.id}/status`)
      .set(bearer(root))
      .send({ status: 'paused' })
      .expect(200);
    const page = (language?: string) =>
      t.http().get(`/api/qrcodes/redirect/${code.uuid}`).set(as(language)).expect(200);
    expect((await page()).body).toEqual({ type: 'inactive', data: { message: REDIRECT_MESSAGES.paused } });
    expect((await page('de')).body).toEqual({
      type: 'inactive',
      data: { message: 'Dieser QR-Code wurde von seinem Inhaber pausiert.' },
    });
    const unknown = await t.http().get('/api/qrcodes/redirect/no-such-code').set(as('es')).expect(404);
    expect(unknown.body).toMatchObject({
      type: 'error',
      data: { message: 'Código QR no encontrado.' },
      message: 'Código QR no encontrado.',
    });
  });

  it('answers the public API’s problems with their title, detail and errors translated', async () => {
    const anonymous = await t.http().get('/api/v1/qrcodes').set(as('de')).expect(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.body).toMatchObject({
      title: 'Nicht autorisiert',
      detail: 'Senden Sie einen API-Schlüssel als Authorization: Bearer qrp_…',
    });
    expect((await t.http().get('/api/v1/qrcodes').expect(401)).body).toMatchObject({
      title: 'Unauthorized',
      detail: API_KEY_MESSAGES.missing,
    });

    const dev = await developerOnPlan(t, root, { api_key_limit: -1, qr_code_limit: 5 });
    const key = (await createApiKey(t, dev.token)).key;
    const invalid = await t
      .http()
      .post('/api/v1/qrcodes')
      .set(bearer(key))
      .set(as('es'))
      .send({ label: 'Menu', type: 'nope', data: {} })
      .expect(400);
    expect(invalid.body).toMatchObject({
      title: 'Solicitud incorrecta',
      errors: { type: [`type debe ser uno de: ${CODE_TYPES.join(', ')}`] },
    });
  });
});
