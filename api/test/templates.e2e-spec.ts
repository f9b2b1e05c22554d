import {
  DESIGN_MESSAGES,
  TEMPLATE_MESSAGES as M,
  type QrCodeDto,
  type QrDesign,
  type QrTemplateDto,
} from '@qrpanel/contracts';
import { adminToken, saveSettings } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

const BLUE: QrDesign = {
  dots: { shape: 'rounded', color: '#1A237E' },
  eyes: { outer: { shape: 'circle', color: '#B71C1C' }, inner: { shape: 'rounded' } },
  background: { color: '#FFFFFF' },
  errorCorrection: 'H',
  quietZone: 4,
  frame: { id: 'banner', text: 'Scan me', color: '#1A237E', textColor: '#FFFFFF' },
};
const DOTS: QrDesign = {
  dots: { shape: 'classy', color: '#004D40' },
  eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
  background: { color: '#FFFFFF' },
  errorCorrection: 'H',
  quietZone: 4,
};

/** Saved designs: CRUD, the checks a code's design meets, applying one, plan limits and publishing. */
describe('Design templates', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const http = () => t.http();
  const save = (token: string, body: Record<string, unknown>) =>
    http().post('/api/qr-templates').set(bearer(token)).send(body);
  const template = async (token: string, name: string, design: QrDesign = BLUE, shared?: boolean) =>
    (await save(token, { name, design, shared }).expect(201)).body as QrTemplateDto;
  const list = async (token: string) =>
    (await http().get('/api/qr-templates').set(bearer(token)).expect(200)).body as QrTemplateDto[];
  const code = (token: string, label: string, extra: Record<string, unknown> = {}) =>
    createQrCode(t, token, { label, type: 'url', data: { url: `https://example.com/${label}` }, ...extra });
  const readCode = async (token: string, id: number) =>
    (await http().get(`/api/qrcodes/${id}`).set(bearer(token)).expect(200)).body as QrCodeDto;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false, template_limit: -1 });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false, template_limit: -1 });
  });
  afterAll(() => t.close());

  it('saves, lists, reads, renames, redesigns and deletes a template', async () => {
    const saved = await template(alice.token, '  Brand blue ');
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Brand blue',
      design: BLUE,
      shared: false,
      user_id: alice.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await template(alice.token, 'Événement 🎉', DOTS);
    expect((await list(alice.token)).map((x) => x.name)).toEqual(['Brand blue', 'Événement 🎉']);
    const read = await http().get(`/api/qr-templates/${saved.id}`).set(bearer(alice.token)).expect(200);
    expect(read.body).toEqual(saved);
    const renamed = await http()
      .put(`/api/qr-templates/${second.id}`)
      .set(bearer(alice.token))
      .send({ name: 'Green dots', design: { ...DOTS, quietZone: 6 } })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Green dots', design: { ...DOTS, quietZone: 6 } });
    await http().delete(`/api/qr-templates/${second.id}`).set(bearer(alice.token)).expect(204);
    expect((await list(alice.token)).map((x) => x.name)).toEqual(['Brand blue']);
    await http().get(`/api/qr-templates/${second.id}`).set(bearer(alice.token)).expect(404);
  });

  it('keeps names unique per user whatever the case, and lets two users share a name', async () => {
    await template(alice.token, 'Posters');
    for (const name of ['Posters', 'POSTERS', ' posters ']) {
      const res = await save(alice.token, { name, design: BLUE }).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: M.nameTaken });
    }
    await template(bob.token, 'Posters');
  });

  it('checks a design as a code is checked: field messages for a malformed one, 422 for one that would not scan', async () => {
    const before = (await list(alice.token)).length;
    const malformed = await save(alice.token, {
      name: 'Broken',
      design: { ...BLUE, dots: { shape: 'hexagons' }, quietZone: 99 },
    }).expect(400);
    expect(Object.keys((malformed.body as { fields: Record<string, string[]> }).fields).sort()).toEqual([
      'design.dots.shape',
      'design.quietZone',
    ]);
    const faint = await save(alice.token, {
      name: 'Faint',
      design: { ...BLUE, dots: { shape: 'square', color: '#EEEEEE' } },
    }).expect(422);
    expect(faint.body).toMatchObject({ statusCode: 422, message: DESIGN_MESSAGES.lowContrast });
    const missing = await save(alice.token, { name: 'No design' }).expect(400);
    expect((missing.body as { fields: Record<string, string[]> }).fields).toEqual({
      design: [M.designRequired],
    });
    const long = await save(alice.token, { name: 'x'.repeat(61), design: BLUE }).expect(400);
    expect((long.body as { fields: Record<string, string[]> }).fields).toEqual({ name: [M.nameTooLong] });
    const blank = await save(alice.token, { name: '   ', design: BLUE }).expect(400);
    expect((blank.body as { fields: Record<string, string[]> }).fields).toEqual({ name: [M.nameRequired] });
    let nested: unknown = BLUE;
    for (let i = 0; i < 200; i += 1) nested = { dots: nested };
    await save(alice.token, { name: 'Nested', design: nested }).expect(400);
    await save(alice.token, { name: 'Text', design: 'rounded' }).expect(400);
    await save(alice.token, { name: 'Shared?', design: BLUE, shared: 'yes' }).expect(400);
    // A formula-looking name is only text.
    const formula = await template(alice.token, '=HYPERLINK("http://evil")');
    expect(formula.name).toBe('=HYPERLINK("http://evil")');
    await http().delete(`/api/qr-templates/${formula.id}`).set(bearer(alice.token)).expect(204);
    expect((await list(alice.token)).length).toBe(before);
  });

  it("copies a template's design into a new or edited code, which keeps it when the template changes", async () => {
    const brand = await template(alice.token, 'Menu style');
    const made = await code(alice.token, 'from-template', { templateId: brand.id });
    expect(made.design).toEqual(BLUE);
    expect(made.foreground_color).toBe('#1A237E');
    await http()
      .put(`/api/qr-templates/${brand.id}`)
      .set(bearer(alice.token))
      .send({ design: DOTS })
      .expect(200);
    expect((await readCode(alice.token, made.id)).design).toEqual(BLUE);

    const plain = await code(alice.token, 'plain-then-templated');
    const edited = await http()
      .put(`/api/qrcodes/${plain.id}`)
      .set(bearer(alice.token))
      .send({
        label: 'plain-then-templated',
        type: 'url',
        data: { url: 'https://example.com/p' },
        templateId: brand.id,
      })
      .expect(200);
    expect((edited.body as QrCodeDto).design).toEqual(DOTS);

    const both = await http()
      .post('/api/qrcodes')
      .set(bearer(alice.token))
      .send({
        label: 'both',
        type: 'url',
        data: { url: 'https://example.com/b' },
        design: BLUE,
        templateId: brand.id,
      })
      .expect(400);
    expect((both.body as { fields: Record<string, string[]> }).fields).toEqual({
      templateId: [M.designAndTemplate],
    });
    const bad = await http()
      .post('/api/qrcodes')
      .set(bearer(alice.token))
      .send({ label: 'bad', type: 'url', data: { url: 'https://example.com/b' }, templateId: 'one' })
      .expect(400);
    expect((bad.body as { fields: Record<string, string[]> }).fields).toEqual({
      templateId: [M.templateIdInvalid],
    });
  });

  it("treats another user's private template as not there, for reading, changing and applying", async () => {
    const mine = await template(alice.token, 'Private');
    for (const req of [
      http().get(`/api/qr-templates/${mine.id}`),
      http().put(`/api/qr-templates/${mine.id}`).send({ name: 'Taken over' }),
      http().delete(`/api/qr-templates/${mine.id}`),
    ]) {
      const res = await req.set(bearer(bob.token)).expect(404);
      expect(res.body).toMatchObject({ message: M.notFound });
    }
    expect((await list(bob.token)).map((x) => x.id)).not.toContain(mine.id);
    const applied = await http()
      .post('/api/qrcodes')
      .set(bearer(bob.token))
      .send({ label: 'stolen', type: 'url', data: { url: 'https://example.com/s' }, templateId: mine.id })
      .expect(400);
    expect((applied.body as { fields: Record<string, string[]> }).fields).toEqual({
      templateId: [M.notFound],
    });
    await http().get('/api/qr-templates/abc').set(bearer(alice.token)).expect(400);
    expect((await list(alice.token)).find((x) => x.id === mine.id)?.name).toBe('Private');
  });

  it('lets only a super_admin publish; everyone lists and applies a published template, only a super_admin changes it', async () => {
    for (const token of [alice.token, admin]) {
      const res = await save(token, { name: 'For all', design: BLUE, shared: true }).expect(403);
      expect(res.body).toMatchObject({ message: M.publishForbidden });
    }
    const own = await template(alice.token, 'Mine to publish');
    await http()
      .put(`/api/qr-templates/${own.id}`)
      .set(bearer(alice.token))
      .send({ shared: true })
      .expect(403);

    const house = await template(root, 'House style', DOTS, true);
    expect(house.shared).toBe(true);
    for (const token of [alice.token, bob.token, admin]) {
      expect((await list(token)).find((x) => x.id === house.id)).toEqual(house);
    }
    const made = await code(bob.token, 'house-styled', { templateId: house.id });
    expect(made.design).toEqual(DOTS);
    for (const req of [
      http().put(`/api/qr-templates/${house.id}`).send({ name: 'Mine now' }),
      http().delete(`/api/qr-templates/${house.id}`),
    ]) {
      const res = await req.set(bearer(bob.token)).expect(403);
      expect(res.body).toMatchObject({ message: M.sharedReadOnly });
    }
    await http().put(`/api/qr-templates/${house.id}`).set(bearer(root)).send({ shared: false }).expect(200);
    expect((await list(bob.token)).map((x) => x.id)).not.toContain(house.id);
  });

  it("holds users to their plan's template_limit (Free Trial from settings; 0 none, -1 unlimited; admins none)", async () => {
    const trial = (await registerUser(t, 'Trial')).token;
    await template(trial, 'The one');
    const over = await save(trial, { name: 'Second', design: BLUE }).expect(403);
    expect(over.body).toMatchObject({ statusCode: 403, message: M.limitReached(1) });
    await saveSettings(t, root, { free_trial_template_limit: 2 });
    await template(trial, 'Second');
    await saveSettings(t, root, { free_trial_template_limit: 1 });

    const none = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false, template_limit: 0 });
    const refused = await save(none.token, { name: 'Nope', design: BLUE }).expect(403);
    expect(refused.body).toMatchObject({ message: M.notIncluded });
    expect(await list(none.token)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ user_id: none.id })]),
    );

    const three = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false, template_limit: 3 });
    for (const name of ['a', 'b', 'c']) await template(three.token, name);
    const fourth = await save(three.token, { name: 'd', design: BLUE }).expect(403);
    expect(fourth.body).toMatchObject({ message: M.limitReached(3) });

    for (let i = 0; i < 3; i += 1) await template(admin, `Admin ${i}`);
  });

  it('reads template_limit on plans, -1 by default, and refuses values below -1', async () => {
    const base = {
      name: 'Templates plan',
      price: 5,
      currency: 'USD',
      qr_code_limit: 0,
      scan_limit: 0,
      trial_period_days: 0,
    };
    const made = await http().post('/api/plans').set(bearer(root)).send(base).expect(201);
    expect(made.body).toMatchObject({ template_limit: -1 });
    const set = await http()
      .put(`/api/plans/${(made.body as { id: number }).id}`)
      .set(bearer(root))
      .send({ ...base, template_limit: 5 })
      .expect(200);
    expect(set.body).toMatchObject({ template_limit: 5 });
    for (const template_limit of [-2, 1.5, 'many']) {
      const res = await http()
        .post('/api/plans')
        .set(bearer(root))
        .send({ ...base, template_limit })
        .expect(400);
      expect((res.body as { fields: Record<string, string[]> }).fields).toEqual({
        template_limit: [M.templateLimitInvalid],
      });
    }
  });

  it('answers 401 to anyone not signed in', async () => {
    for (const req of [
      http().get('/api/qr-templates'),
      http().get('/api/qr-templates/1'),
      http().post('/api/qr-templates').send({ name: 'x', design: BLUE }),
      http().put('/api/qr-templates/1').send({ name: 'x' }),
      http().delete('/api/qr-templates/1'),
    ]) {
      await req.expect(401);
    }
  });
});
