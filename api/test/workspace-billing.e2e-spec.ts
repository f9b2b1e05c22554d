import {
  QR_MESSAGES,
  WORKSPACE_MESSAGES as M,
  type MySubscriptionDto,
  type PlanDto,
  type UserDto,
  type WorkspaceDto,
} from '@qrpanel/contracts';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { createPlan, payments } from './support/billing';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { answersBy, byCaller, callersOf, inWorkspace, personalWorkspaceId, team } from './support/workspaces';

/**
 * Plans are bought for a workspace: its owners pay, its members read its subscription,
 * and its limits are its own plan's whoever pays for another workspace, on the real app.
 */
describe("a workspace's subscription", () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let pro: PlanDto;
  let starter: PlanDto;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
    await saveSettings(t, root, {
      payment_manual_enabled: true,
      payment_manual_instructions: 'Wire it.',
      free_trial_member_limit: 0,
    });
    pro = await createPlan(t, root, { name: `Team Pro ${Math.random()}`, price: 30, qr_code_limit: 5 });
    starter = await createPlan(t, root, {
      name: `Team Starter ${Math.random()}`,
      price: 0,
      qr_code_limit: 4,
    });
  });
  afterAll(() => t.close());

  const checkout = (token: string | undefined, workspaceId: number, planId: number) => {
    const req = t.http().post('/api/subscriptions/create-checkout-session');
    return (token ? req.set(inWorkspace(token, workspaceId)) : req).send({ planId, gateway: 'manual' });
  };
  const subscriptionOf = async (token: string, workspaceId: number) =>
    (await t.http().get('/api/subscriptions/me').set(inWorkspace(token, workspaceId)).expect(200))
      .body as MySubscriptionDto;
  const planIn = async (token: string, workspaceId: number) =>
    ((await t.http().get('/api/workspaces').set(bearer(token)).expect(200)).body as WorkspaceDto[]).find(
      (w) => w.id === workspaceId,
    )?.plan_id;
  const me = async (token: string) =>
    (await t.http().get('/api/auth/me').set(bearer(token)).expect(200)).body as UserDto;
  const makeCode = (token: string, workspaceId: number, label: string) =>
    t
      .http()
      .post('/api/qrcodes')
      .set(inWorkspace(token, workspaceId))
      .send({ label, type: 'text', generation_type: 'static', data: { text: label } });

  it('is bought by an owner; every member reads it, no one else', async () => {
    const { a, callers } = await callersOf(t, root, 'Billed team');
    const started = await byCaller(callers, async (token) => (await checkout(token, a.id, pro.id)).status);
    expect(started).toEqual(answersBy(callers, 403, 403, 403, 201));
    const refused = await checkout(a.admin.token, a.id, pro.id).expect(403);
    expect(refused.body.message).toBe(M.ownersOnly);

    const read = await byCaller(callers, async (token) => {
      const req = t.http().get('/api/subscriptions/me');
      return (await (token ? req.set(inWorkspace(token, a.id)) : req)).status;
    });
    expect(read).toEqual(answersBy(callers, 200, 200, 200, 200));
    const seen = await subscriptionOf(a.viewer.token, a.id);
    expect(seen).toMatchObject({ current: null, pending: { workspace_id: a.id, plan_id: pro.id } });
    // The owner's personal workspace has no part in it.
    const personal = await personalWorkspaceId(t, a.owner.token);
    expect(await subscriptionOf(a.owner.token, personal)).toEqual({ current: null, pending: null });
  });

  it("gives the workspace its plan and limits once paid, and leaves the payer's own on the Free Trial", async () => {
    const { id, owner, editor } = await team(t, 'Paying team');
    const { body } = await checkout(owner.token, id, pro.id).expect(201);
    expect(await planIn(editor.token, id)).toBeNull();

    const listed = (await payments(t, admin, '?status=pending&gateway=manual')).find(
      (p) => p.id === body.subscriptionId,
    );
    expect(listed).toMatchObject({
      workspace_id: id,
      workspace: { id, name: 'Paying team' },
      user: { id: owner.user.id },
    });
    await t.http().patch(`/api/subscriptions/${body.subscriptionId}/approve`).set(bearer(admin)).expect(200);

    expect(await planIn(editor.token, id)).toBe(pro.id);
    expect((await subscriptionOf(editor.token, id)).current).toMatchObject({
      plan_id: pro.id,
      status: 'active',
    });
    for (const n of [1, 2, 3, 4, 5]) await makeCode(editor.token, id, `Code ${n}`).expect(201);
    expect((await makeCode(editor.token, id, 'Sixth').expect(403)).body.message).toBe(
      QR_MESSAGES.limitReached,
    );

    // The payer's personal workspace and account stay on the Free Trial.
    const personal = await personalWorkspaceId(t, owner.token);
    expect(await planIn(owner.token, personal)).toBeNull();
    expect((await me(owner.token)).subscription_plan_id).toBeNull();
    const usage = await t
      .http()
      .get('/api/qrcodes/stats/usage')
      .set(inWorkspace(owner.token, personal))
      .expect(200);
    expect(usage.body.plan_name).toBe('Free Trial');
  });

  it("shows a personal workspace's plan on its person's account", async () => {
    const user = await registerUser(t, 'Solo payer');
    const personal = await personalWorkspaceId(t, user.token);
    await checkout(user.token, personal, starter.id).expect(201);
    expect(await planIn(user.token, personal)).toBe(starter.id);
    expect((await me(user.token)).subscription_plan_id).toBe(starter.id);
    // A workspace they make later starts on the Free Trial.
    const other = (
      await t
        .http()
        .post('/api/workspaces')
        .set(bearer(user.token))
        .send({ name: 'Side project' })
        .expect(201)
    ).body as WorkspaceDto;
    expect(await planIn(user.token, other.id)).toBeNull();
  });

  it('ends with its workspace: deleting the workspace cancels it and keeps the record', async () => {
    const owner = await registerUser(t, 'Closing owner');
    const doomed = (
      await t
        .http()
        .post('/api/workspaces')
        .set(bearer(owner.token))
        .send({ name: 'Closing shop' })
        .expect(201)
    ).body as WorkspaceDto;
    const { body } = await checkout(owner.token, doomed.id, starter.id).expect(201);
    await t.http().delete(`/api/workspaces/${doomed.id}`).set(bearer(owner.token)).expect(204);
    const record = (await payments(t, admin)).find((p) => p.id === body.subscriptionId);
    expect(record).toMatchObject({ status: 'cancelled', workspace_id: null, workspace: null });
  });

  it("ends when its payer's account is deleted, and not while a refused deletion leaves them", async () => {
    const { id, owner, admin: second } = await team(t, 'Two owners');
    await t
      .http()
      .patch(`/api/workspaces/${id}/members/${second.user.id}`)
      .set(bearer(owner.token))
      .send({ role: 'owner' })
      .expect(204);
    await checkout(second.token, id, starter.id).expect(201);
    // The first owner is not the only owner: a refused deletion needs a team they alone own.
    const { id: sole, owner: soleOwner } = await team(t, 'Sole-owned team');
    await checkout(soleOwner.token, sole, starter.id).expect(201);
    await t.http().delete(`/api/auth/users/${soleOwner.user.id}`).set(bearer(root)).expect(409);
    expect(await planIn(soleOwner.token, sole)).toBe(starter.id);

    await t.http().delete(`/api/auth/users/${second.user.id}`).set(bearer(root)).expect(204);
    expect(await planIn(owner.token, id)).toBeNull();
    expect(await subscriptionOf(owner.token, id)).toEqual({ current: null, pending: null });
  });

  it("is given by a platform administrator to a user's personal workspace or to any workspace", async () => {
    const { id, owner } = await team(t, 'Given team');
    const personal = await personalWorkspaceId(t, owner.token);
    const assigned = await t
      .http()
      .put(`/api/auth/users/${owner.user.id}/assign-plan`)
      .set(bearer(root))
      .send({ planId: pro.id })
      .expect(200);
    expect(assigned.body.subscription_plan_id).toBe(pro.id);
    expect(await planIn(owner.token, personal)).toBe(pro.id);
    expect(await planIn(owner.token, id)).toBeNull();

    await t
      .http()
      .put(`/api/workspaces/${id}/plan`)
      .set(bearer(root))
      .send({ planId: starter.id })
      .expect(204);
    expect(await subscriptionOf(owner.token, id)).toMatchObject({
      current: { gateway: 'admin', plan_id: starter.id, workspace_id: id },
    });
    expect(await planIn(owner.token, personal)).toBe(pro.id);
  });

  it("refuses Assign Plan for a user who owns no workspace, changing nobody's", async () => {
    const { id, owner, viewer } = await team(t, 'Borrowed team');
    const own = await personalWorkspaceId(t, viewer.token);
    await t.http().delete(`/api/workspaces/${own}`).set(bearer(viewer.token)).expect(204);
    const res = await t
      .http()
      .put(`/api/auth/users/${viewer.user.id}/assign-plan`)
      .set(bearer(root))
      .send({ planId: pro.id })
      .expect(409);
    expect(res.body.message).toBe(M.ownsNone);
    expect(await planIn(owner.token, id)).toBeNull();
  });
});
