import { DataSource } from 'typeorm';
import {
  MESSAGES,
  PLAN_DEFAULTS,
  PLAN_FIELD_MESSAGES as M,
  type PlanDto,
  type UserDto,
} from '@qrpanel/contracts';
import { EntitlementsService } from '../src/modules/billing/plans/entitlements.service';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { personalWorkspaceId } from './support/workspaces';

const PRO = {
  name: 'Pro',
  description: 'For growing teams',
  price: 19.99,
  currency: 'usd',
  billing_interval: 'month',
  qr_code_limit: 50,
  scan_limit: 10000,
  trial_period_days: 14,
  is_featured: true,
  features: { analytics: true, customLogos: true },
  template_limit: 10,
};

describe('plans', () => {
  let t: TestApp;
  let root: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
  });
  afterAll(() => t.close());

  const createPlan = async (body: object) =>
    (await t.http().post('/api/plans').set(bearer(root)).send(body).expect(201)).body as PlanDto;
  const assign = (userId: number, planId: unknown, token = root) =>
    t.http().put(`/api/auth/users/${userId}/assign-plan`).set(bearer(token)).send({ planId });
  const listUsers = async () =>
    (await t.http().get('/api/auth/users').set(bearer(root)).expect(200)).body as UserDto[];

  describe('management', () => {
    it('creates a plan, upper-casing the currency, and fills the defaults', async () => {
      const pro = await createPlan(PRO);
      expect(pro).toEqual({
        id: expect.any(Number),
        ...PRO,
        currency: 'USD',
        status: 'active',
        subscriber_count: 0,
        api_key_limit: PLAN_DEFAULTS.api_key_limit,
        api_rate_limit: PLAN_DEFAULTS.api_rate_limit,
        member_limit: PLAN_DEFAULTS.member_limit,
        domain_limit: PLAN_DEFAULTS.domain_limit,
        storage_limit_mb: PLAN_DEFAULTS.storage_limit_mb,
      });
      const basic = await createPlan({
        name: 'Basic',
        price: 0,
        currency: 'USD',
        qr_code_limit: 5,
        scan_limit: 0,
        trial_period_days: 0,
      });
      expect(basic).toMatchObject({
        description: '',
        billing_interval: 'month',
        status: 'active',
        is_featured: false,
        features: { analytics: false, customLogos: false },
      });
    });

    it('accepts numbers typed as text', async () => {
      const plan = await createPlan({
        ...PRO,
        name: 'Typed',
        price: '5.50',
        qr_code_limit: '10',
        scan_limit: '0',
        trial_period_days: '7',
      });
      expect(plan).toMatchObject({ price: 5.5, qr_code_limit: 10, scan_limit: 0, trial_period_days: 7 });
    });

    it('says which required field is missing', async () => {
      const res = await t
        .http()
        .post('/api/plans')
        .set(bearer(root))
        .send({ price: '', currency: ' ' })
        .expect(400);
      expect(res.body.fields).toEqual({
        name: [M.nameRequired],
        price: [M.priceRequired],
        currency: [M.currencyRequired],
        qr_code_limit: [M.qrCodeLimitRequired],
        scan_limit: [M.scanLimitRequired],
        trial_period_days: [M.trialRequired],
      });
    });

    it('refuses negative, fractional and non-numeric numbers, and unknown choices', async () => {
      const res = await t
        .http()
        .post('/api/plans')
        .set(bearer(root))
        .send({
          name: 'x'.repeat(101),
          price: -1,
          currency: 'dollars',
          billing_interval: 'week',
          qr_code_limit: -5,
          scan_limit: 2.5,
          trial_period_days: 'soon',
          status: 'deleted',
          is_featured: 'yes',
          features: { analytics: 'on', customLogos: true },
          api_key_limit: -2,
          api_rate_limit: 0,
          member_limit: -1,
          storage_limit_mb: 1.5,
        })
        .expect(400);
      expect(res.body.fields).toEqual({
        name: [M.nameTooLong],
        price: [M.priceInvalid],
        currency: [M.currencyInvalid],
        billing_interval: [M.billingIntervalInvalid],
        qr_code_limit: [M.qrCodeLimitInvalid],
        scan_limit: [M.scanLimitInvalid],
        trial_period_days: [M.trialInvalid],
        status: [M.statusInvalid],
        is_featured: [M.featuredInvalid],
        'features.analytics': [M.featureInvalid],
        api_key_limit: [M.apiKeyLimitInvalid],
        api_rate_limit: [M.apiRateLimitInvalid],
        member_limit: [M.memberLimitInvalid],
        storage_limit_mb: [M.storageLimitInvalid],
      });
      const cents = await t
        .http()
        .post('/api/plans')
        .set(bearer(root))
        .send({ ...PRO, price: 1.234 })
        .expect(400);
      expect(cents.body.fields).toEqual({ price: [M.priceInvalid] });
    });

    it('updates a plan; fields left out keep their value; an unknown plan is 404', async () => {
      const plan = await createPlan({ ...PRO, name: 'Team' });
      const res = await t
        .http()
        .put(`/api/plans/${plan.id}`)
        .set(bearer(root))
        .send({
          name: 'Team+',
          price: 49,
          currency: 'EUR',
          billing_interval: 'year',
          qr_code_limit: 0,
          scan_limit: 0,
          trial_period_days: 0,
        })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Team+',
        price: 49,
        currency: 'EUR',
        billing_interval: 'year',
        qr_code_limit: 0,
        description: 'For growing teams',
        is_featured: true,
        features: { analytics: true, customLogos: true },
      });
      const oneFeature = await t
        .http()
        .put(`/api/plans/${plan.id}`)
        .set(bearer(root))
        .send({ ...PRO, features: { analytics: false } })
        .expect(200);
      expect(oneFeature.body.features).toEqual({ analytics: false, customLogos: true });
      const missing = await t.http().put('/api/plans/999999').set(bearer(root)).send(PRO).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: MESSAGES.planNotFound, error: 'Not Found' });
      const bad = await t
        .http()
        .put(`/api/plans/${plan.id}`)
        .set(bearer(root))
        .send({ ...PRO, price: -3 })
        .expect(400);
      expect(bad.body.fields).toEqual({ price: [M.priceInvalid] });
    });

    it('lets only the super_admin create, edit and archive; admins read every plan', async () => {
      const user = await registerUser(t);
      for (const token of [admin, user.token]) {
        await t.http().post('/api/plans').set(bearer(token)).send(PRO).expect(403);
        await t.http().put('/api/plans/1').set(bearer(token)).send(PRO).expect(403);
        await t.http().patch('/api/plans/1/archive').set(bearer(token)).expect(403);
      }
      await t.http().post('/api/plans').send(PRO).expect(401);
      for (const path of ['/api/plans/all', '/api/plans/admin']) {
        await t.http().get(path).set(bearer(user.token)).expect(403);
        await t.http().get(path).expect(401);
        const res = await t.http().get(path).set(bearer(admin)).expect(200);
        expect((res.body as PlanDto[]).map((p) => p.name)).toEqual(expect.arrayContaining(['Pro', 'Basic']));
      }
    });
  });

  describe('archiving and assigning', () => {
    let pro: PlanDto;
    let legacy: PlanDto;

    beforeAll(async () => {
      pro = await createPlan({ ...PRO, name: 'Assignable' });
      legacy = await createPlan({
        ...PRO,
        name: 'Legacy',
        qr_code_limit: 7,
        features: { analytics: false, customLogos: true },
      });
    });

    it('assigns a plan: the user list and the user’s own session show it', async () => {
      const u = await registerUser(t, 'Planned User');
      const res = await assign(u.user.id, pro.id).expect(200);
      expect(res.body).toMatchObject({
        id: u.user.id,
        plan_name: 'Assignable',
        subscription_plan_id: pro.id,
      });
      expect((await listUsers()).find((x) => x.id === u.user.id)).toMatchObject({
        plan_name: 'Assignable',
        subscription_plan_id: pro.id,
      });
      const me = await t.http().get('/api/auth/me').set(bearer(u.token)).expect(200);
      expect(me.body).toMatchObject({ plan_name: 'Assignable', subscription_plan_id: pro.id });
      const all = (await t.http().get('/api/plans/all').set(bearer(admin)).expect(200)).body as PlanDto[];
      expect(all.find((p) => p.id === pro.id)?.subscriber_count).toBe(1);

      const removed = await assign(u.user.id, null).expect(200);
      expect(removed.body).toMatchObject({ plan_name: 'Free Trial', subscription_plan_id: null });
      expect((await listUsers()).find((x) => x.id === u.user.id)?.plan_name).toBe('Free Trial');
    });

    it('archives a plan: hidden from the public list, kept by its subscribers, refused to anyone new', async () => {
      const subscriber = await registerUser(t);
      await assign(subscriber.user.id, legacy.id).expect(200);

      const archived = await t.http().patch(`/api/plans/${legacy.id}/archive`).set(bearer(root)).expect(200);
      expect(archived.body).toMatchObject({ id: legacy.id, status: 'archived', subscriber_count: 1 });
      await t.http().patch('/api/plans/999999/archive').set(bearer(root)).expect(404);

      const offered = (await t.http().get('/api/plans').expect(200)).body as PlanDto[];
      expect(offered.map((p) => p.name)).toContain('Assignable');
      expect(offered.map((p) => p.id)).not.toContain(legacy.id);
      expect(offered.every((p) => p.status === 'active')).toBe(true);
      expect(offered[0]).not.toHaveProperty('subscriber_count');
      const all = (await t.http().get('/api/plans/all').set(bearer(admin)).expect(200)).body as PlanDto[];
      expect(all.find((p) => p.id === legacy.id)).toMatchObject({ status: 'archived', subscriber_count: 1 });

      expect((await listUsers()).find((x) => x.id === subscriber.user.id)?.plan_name).toBe('Legacy');
      await assign(subscriber.user.id, legacy.id).expect(200); // keeping it is not choosing it

      const newcomer = await registerUser(t);
      const refused = await assign(newcomer.user.id, legacy.id).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: MESSAGES.planArchived, error: 'Bad Request' });
      expect((await listUsers()).find((x) => x.id === newcomer.user.id)?.plan_name).toBe('Free Trial');

      // The edit form may set it active again.
      await t
        .http()
        .put(`/api/plans/${legacy.id}`)
        .set(bearer(root))
        .send({ ...PRO, name: 'Legacy', status: 'active' })
        .expect(200);
      await assign(newcomer.user.id, legacy.id).expect(200);
    });

    it('refuses an unknown plan or user and a bad planId', async () => {
      const u = await registerUser(t);
      expect((await assign(u.user.id, 999999).expect(400)).body.message).toBe(MESSAGES.planNotFound);
      expect((await assign(999999, pro.id).expect(404)).body.message).toBe(MESSAGES.userNotFound);
      for (const planId of ['abc', 0, 1.5, undefined]) {
        const res = await assign(u.user.id, planId).expect(400);
        expect(res.body.fields).toEqual({ planId: [M.planIdInvalid] });
      }
    });

    it('lets only the super_admin assign plans', async () => {
      const u = await registerUser(t);
      const res = await assign(u.user.id, pro.id, admin).expect(403);
      expect(res.body.message).toBe(MESSAGES.onlySuperAdmins);
      await assign(u.user.id, pro.id, u.token).expect(403);
    });

    it('puts users back on the Free Trial when their plan row is deleted', async () => {
      const doomed = await createPlan({ ...PRO, name: 'Doomed' });
      const u = await registerUser(t);
      await assign(u.user.id, doomed.id).expect(200);
      await t.app.get(DataSource).query('DELETE FROM plans WHERE id = ?', [doomed.id]);
      expect((await listUsers()).find((x) => x.id === u.user.id)).toMatchObject({
        plan_name: 'Free Trial',
        subscription_plan_id: null,
      });
    });
  });

  describe('entitlements', () => {
    it('answers the Free Trial values from settings for a workspace without a plan', async () => {
      const u = await registerUser(t);
      const entitlements = t.app.get(EntitlementsService);
      const workspace = await personalWorkspaceId(t, u.token);
      expect(await entitlements.forWorkspace(workspace)).toEqual({
        planId: null,
        planName: 'Free Trial',
        qrCodeLimit: 3,
        scanLimit: 500,
        features: { analytics: true, customLogos: false },
        templateLimit: 1,
        apiKeyLimit: 0,
        apiRateLimit: 120,
        memberLimit: 1,
        domainLimit: 0,
        storageLimitMb: 25,
      });
      await saveSettings(t, admin, {
        free_trial_qr_code_limit: 1,
        free_trial_scan_limit: 0,
        free_trial_analytics: false,
        free_trial_custom_logos: true,
        free_trial_template_limit: 0,
        free_trial_member_limit: 5,
      });
      expect(await entitlements.forWorkspace(workspace)).toEqual({
        planId: null,
        planName: 'Free Trial',
        qrCodeLimit: 1,
        scanLimit: 0,
        features: { analytics: false, customLogos: true },
        templateLimit: 0,
        apiKeyLimit: 0,
        apiRateLimit: 120,
        memberLimit: 5,
        domainLimit: 0,
        storageLimitMb: 25,
      });
    });

    it('answers the plan’s values for a workspace on a plan, archived or not', async () => {
      const plan = await createPlan({
        ...PRO,
        name: 'Entitled',
        qr_code_limit: 0,
        scan_limit: 2000,
        features: { analytics: true, customLogos: false },
        api_key_limit: -1,
        api_rate_limit: 600,
        member_limit: 12,
        domain_limit: 4,
        storage_limit_mb: 2048,
      });
      const u = await registerUser(t);
      await assign(u.user.id, plan.id).expect(200);
      const expected = {
        planId: plan.id,
        planName: 'Entitled',
        qrCodeLimit: 0,
        scanLimit: 2000,
        features: { analytics: true, customLogos: false },
        templateLimit: 10,
        apiKeyLimit: -1,
        apiRateLimit: 600,
        memberLimit: 12,
        domainLimit: 4,
        storageLimitMb: 2048,
      };
      const entitlements = t.app.get(EntitlementsService);
      const workspace = await personalWorkspaceId(t, u.token);
      expect(await entitlements.forWorkspace(workspace)).toEqual(expected);
      await t.http().patch(`/api/plans/${plan.id}/archive`).set(bearer(root)).expect(200);
      expect(await entitlements.forWorkspace(workspace)).toEqual(expected);
    });
  });

  it('documents every route with its error answers', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const expected: [string, string, string[]][] = [
      ['/api/plans', 'get', ['200']],
      ['/api/plans', 'post', ['201', '400', '401', '403']],
      ['/api/plans/all', 'get', ['200', '401', '403']],
      ['/api/plans/admin', 'get', ['200', '401', '403']],
      ['/api/plans/{id}', 'put', ['200', '400', '401', '403', '404']],
      ['/api/plans/{id}/archive', 'patch', ['200', '401', '403', '404']],
      ['/api/auth/users/{id}/assign-plan', 'put', ['200', '400', '401', '403', '404']],
      ['/api/settings', 'get', ['200']],
      ['/api/settings', 'put', ['200', '400', '401', '403']],
      ['/api/settings/test-email', 'post', ['200', '400', '401', '403', '502']],
      ['/api/auth/forgot-password', 'post', ['200', '400', '429']],
      ['/api/auth/reset-password', 'post', ['200', '400', '429']],
      ['/api/contact', 'post', ['201', '400', '401']],
      ['/api/contact', 'get', ['200', '401', '403']],
      ['/api/contact/unread-count', 'get', ['200', '401', '403']],
      ['/api/contact/{id}/read', 'patch', ['200', '401', '403', '404']],
    ];
    for (const [path, method, statuses] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
    const schemas = doc.body.components.schemas as Record<string, unknown>;
    for (const name of [
      'CreatePlanDto',
      'PlanResponseDto',
      'AssignPlanDto',
      'UpdateSettingsDto',
      'SettingsResponseDto',
      'PublicSettingsResponseDto',
      'ResetPasswordDto',
      'CreateContactMessageDto',
      'ContactMessageResponseDto',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
  });
});
