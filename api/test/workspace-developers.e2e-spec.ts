import {
  API_KEY_MESSAGES,
  TEMPLATE_MESSAGES,
  WORKSPACE_MESSAGES as M,
  type ApiKeyDto,
  type CreatedWebhookEndpointDto,
  type QrCodeDto,
  type QrDesign,
  type QrTemplateDto,
  type WebhookEndpointDto,
  type WebhookPayload,
  type WorkspaceMemberDto,
} from '@qrpanel/contracts';
import { rootToken, saveSettings } from './support/admin';
import { clientFor } from './support/api-keys';
import { createPlan } from './support/billing';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import {
  answersBy,
  byCaller,
  callersOf,
  inWorkspace,
  joined,
  personalWorkspaceId,
  team,
} from './support/workspaces';

const DESIGN: QrDesign = {
  dots: { shape: 'rounded', color: '#1A237E' },
  eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
  background: { color: '#FFFFFF' },
  errorCorrection: 'H',
  quietZone: 4,
};

const codeBody = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  type: 'url' as const,
  generation_type: 'dynamic' as const,
  data: { url: `https://example.com/${encodeURIComponent(label)}` },
  ...extra,
});

/**
 * API keys, webhook endpoints and design templates belong to the workspace they are made
 * in: its owners and admins hold its keys and endpoints, its editors its templates, and a
 * key acts there with its maker's role, on the real app (private http receivers allowed).
 */
describe("a workspace's API keys, webhooks and templates", () => {
  let t: TestApp;
  let root: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({
      ALLOW_HTTP_WEBHOOKS: 'true',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,50,50,50',
    });
    root = await rootToken(t);
    await saveSettings(t, root, { free_trial_member_limit: 0, free_trial_qr_code_limit: 0 });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** Gives the workspace a plan with keys, templates and codes without number. */
  async function unlimited(workspaceId: number): Promise<void> {
    const plan = await createPlan(t, root, {
      name: `Team ${Math.random().toString(36).slice(2, 8)}`,
      price: 30,
      qr_code_limit: 0,
      scan_limit: 0,
      api_key_limit: -1,
      template_limit: -1,
    });
    await t
      .http()
      .put(`/api/workspaces/${workspaceId}/plan`)
      .set(bearer(root))
      .send({ planId: plan.id })
      .expect(204);
  }

  /** A request acting in workspace `id` (the header) for each caller; anonymous without one. */
  function callIn(id: number) {
    return async (
      method: 'get' | 'post' | 'put' | 'patch' | 'delete',
      path: string,
      token?: string,
      body?: object,
    ) => {
      const req = t.http()[method](path);
      if (token) req.set(inWorkspace(token, id));
      return (await (body ? req.send(body) : req)).status;
    };
  }

  it('answers each caller of the keys, endpoints and templates routes as their role allows', async () => {
    const { a, callers } = await callersOf(t, root, 'Developers A');
    await unlimited(a.id);
    const call = callIn(a.id);
    const asOwner = inWorkspace(a.owner.token, a.id);
    const hook = (
      await t
        .http()
        .post('/api/webhooks')
        .set(asOwner)
        .send({ url: receiver.url, events: ['qrcode.created'] })
        .expect(201)
    ).body as CreatedWebhookEndpointDto;
    const template = (
      await t
        .http()
        .post('/api/qr-templates')
        .set(asOwner)
        .send({ name: 'House style', design: DESIGN })
        .expect(201)
    ).body as QrTemplateDto;
    const fresh = async () =>
      (
        (
          await t
            .http()
            .post('/api/qr-templates')
            .set(asOwner)
            .send({ name: `Spare ${Math.random()}`, design: DESIGN })
            .expect(201)
        ).body as QrTemplateDto
      ).id;
    const routes: [string, (token?: string) => Promise<number>][] = [
      ['GET api-keys', (tk) => call('get', '/api/api-keys', tk)],
      ['POST api-key', (tk) => call('post', '/api/api-keys', tk, { name: 'Sync', scopes: ['qrcodes:read'] })],
      ['DELETE unknown api-key', (tk) => call('delete', '/api/api-keys/999999', tk)],
      ['GET webhooks', (tk) => call('get', '/api/webhooks', tk)],
      [
        'POST webhook',
        (tk) => call('post', '/api/webhooks', tk, { url: receiver.url, events: ['qrcode.deleted'] }),
      ],
      ['GET webhook', (tk) => call('get', `/api/webhooks/${hook.id}`, tk)],
      ['PATCH webhook', (tk) => call('patch', `/api/webhooks/${hook.id}`, tk, { description: 'CRM' })],
      ['POST rotate-secret', (tk) => call('post', `/api/webhooks/${hook.id}/rotate-secret`, tk)],
      ['GET deliveries', (tk) => call('get', `/api/webhooks/${hook.id}/deliveries`, tk)],
      [
        'POST redeliver unknown',
        (tk) => call('post', `/api/webhooks/${hook.id}/deliveries/msg_unknown/redeliver`, tk),
      ],
      ['DELETE unknown webhook', (tk) => call('delete', '/api/webhooks/999999', tk)],
      ['GET templates', (tk) => call('get', '/api/qr-templates', tk)],
      ['GET template', (tk) => call('get', `/api/qr-templates/${template.id}`, tk)],
      [
        'POST template',
        (tk) => call('post', '/api/qr-templates', tk, { name: `Mine ${Math.random()}`, design: DESIGN }),
      ],
      ['PUT template', (tk) => call('put', `/api/qr-templates/${template.id}`, tk, { name: 'House style' })],
      ['DELETE template', async (tk) => call('delete', `/api/qr-templates/${await fresh()}`, tk)],
    ];
    const seen: Record<string, Record<string, number>> = {};
    for (const [route, run] of routes) seen[route] = await byCaller(callers, run);
    // Anonymous, viewer, editor, admin, owner; then the owner of B, a platform admin and the
    // super_admin, none of them a member: A is not there for them.
    expect(seen).toEqual({
      'GET api-keys': answersBy(callers, 403, 403, 200),
      'POST api-key': answersBy(callers, 403, 403, 201),
      'DELETE unknown api-key': answersBy(callers, 403, 403, 404),
      'GET webhooks': answersBy(callers, 403, 403, 200),
      'POST webhook': answersBy(callers, 403, 403, 201),
      'GET webhook': answersBy(callers, 403, 403, 200),
      'PATCH webhook': answersBy(callers, 403, 403, 200),
      'POST rotate-secret': answersBy(callers, 403, 403, 200),
      'GET deliveries': answersBy(callers, 403, 403, 200),
      'POST redeliver unknown': answersBy(callers, 403, 403, 404),
      'DELETE unknown webhook': answersBy(callers, 403, 403, 404),
      'GET templates': answersBy(callers, 200, 200, 200),
      'GET template': answersBy(callers, 200, 200, 200),
      'POST template': answersBy(callers, 403, 201, 201),
      'PUT template': answersBy(callers, 403, 200, 200),
      'DELETE template': answersBy(callers, 403, 204, 204),
    });
    const refused = await t.http().get('/api/api-keys').set(inWorkspace(a.editor.token, a.id));
    expect(refused.body.message).toBe(M.forbidden);
    // The keys the admin and the owner made are the workspace's, each with its maker.
    const keys = (await t.http().get('/api/api-keys').set(asOwner).expect(200)).body as ApiKeyDto[];
    expect(keys.map((k) => [k.workspace_id, k.created_by]).sort()).toEqual(
      [
        [a.id, a.admin.user.id],
        [a.id, a.owner.user.id],
      ].sort(),
    );
  });

  it("acts with a key in the workspace it was made in, with its maker's role, until they leave", async () => {
    const a = await team(t, 'Key team');
    await unlimited(a.id);
    await t
      .http()
      .post('/api/qrcodes')
      .set(inWorkspace(a.owner.token, a.id))
      .send(codeBody('Team menu'))
      .expect(201);
    await t.http().post('/api/qrcodes').set(bearer(a.admin.token)).send(codeBody('Admin own')).expect(201);
    const made = await t
      .http()
      .post('/api/api-keys')
      .set(inWorkspace(a.admin.token, a.id))
      .send({ name: 'Team sync', scopes: ['qrcodes:read', 'qrcodes:write', 'webhooks:write'] })
      .expect(201);
    const key = made.body as ApiKeyDto & { key: string };
    expect([key.workspace_id, key.created_by]).toEqual([a.id, a.admin.user.id]);
    const api = clientFor(t, key.key);
    const labels = async () => ((await api.GET('/api/v1/qrcodes')).data?.items ?? []).map((c) => c.label);

    // The team's codes, whatever the admin last opened in a browser.
    await t
      .http()
      .get('/api/qrcodes/my')
      .set(inWorkspace(a.admin.token, await personalWorkspaceId(t, a.admin.token)));
    expect(await labels()).toEqual(['Team menu']);
    const viaKey = await api.POST('/api/v1/qrcodes', { body: codeBody('Made by key') });
    expect(viaKey.response.status).toBe(201);
    const teamCodes = (
      await t.http().get('/api/qrcodes/my').set(inWorkspace(a.viewer.token, a.id)).expect(200)
    ).body as QrCodeDto[];
    expect(teamCodes.find((c) => c.label === 'Made by key')).toMatchObject({
      workspace_id: a.id,
      created_by: { id: a.admin.user.id, name: 'A admin' },
    });
    // Another workspace named by the header is not there for the key.
    const elsewhere = await api.GET('/api/v1/qrcodes', {
      headers: { 'X-Workspace-Id': String(await personalWorkspaceId(t, a.admin.token)) },
    });
    expect(elsewhere.response.status).toBe(404);
    // Nor are the admin's keys elsewhere the team's, and the reverse.
    expect((await t.http().get('/api/api-keys').set(bearer(a.admin.token)).expect(200)).body).toEqual([]);

    // Demoted to viewer: the key reads, and changes nothing.
    await t
      .http()
      .patch(`/api/workspaces/${a.id}/members/${a.admin.user.id}`)
      .set(bearer(a.owner.token))
      .send({ role: 'viewer' })
      .expect(204);
    expect(await labels()).toContain('Made by key');
    const write = await api.POST('/api/v1/qrcodes', { body: codeBody('Refused') });
    expect([write.response.status, write.error?.detail]).toEqual([403, M.forbidden]);
    expect((await api.GET('/api/v1/webhooks')).response.status).toBe(403);

    // Removed: their keys there go with them.
    await t
      .http()
      .delete(`/api/workspaces/${a.id}/members/${a.admin.user.id}`)
      .set(bearer(a.owner.token))
      .expect(204);
    const gone = await api.GET('/api/v1/qrcodes');
    expect([gone.response.status, gone.error?.detail]).toEqual([401, API_KEY_MESSAGES.invalid]);
    expect(
      (await t.http().get('/api/api-keys').set(inWorkspace(a.owner.token, a.id)).expect(200)).body,
    ).toEqual([]);
  });

  it("reads the members of the key's workspace, with their roles, and of no other", async () => {
    const a = await team(t, 'Member readers');
    await unlimited(a.id);
    const made = await t
      .http()
      .post('/api/api-keys')
      .set(inWorkspace(a.owner.token, a.id))
      .send({ name: 'Directory', scopes: ['qrcodes:read'] })
      .expect(201);
    const key = (made.body as { key: string }).key;
    const members = await t.http().get('/api/v1/members').set(bearer(key)).expect(200);
    expect((members.body as WorkspaceMemberDto[]).map((m) => [m.name, m.role])).toEqual([
      ['Member readers owner', 'owner'],
      ['A admin', 'admin'],
      ['A editor', 'editor'],
      ['A viewer', 'viewer'],
    ]);
    // The same answer as a member's on /workspace/members.
    expect(members.body).toEqual(
      (await t.http().get(`/api/workspaces/${a.id}/members`).set(bearer(a.viewer.token)).expect(200)).body,
    );
    const other = await personalWorkspaceId(t, a.owner.token);
    await t
      .http()
      .get('/api/v1/members')
      .set({ ...bearer(key), 'X-Workspace-Id': String(other) })
      .expect(404);
    await t.http().get('/api/v1/members').expect(401);
  });

  it("tells a workspace's endpoints of what any member does there, and of nothing elsewhere", async () => {
    const a = await team(t, 'Hook team');
    await unlimited(a.id);
    const hooks = await startWebhookReceiver();
    try {
      const endpoint = (
        await t
          .http()
          .post('/api/webhooks')
          .set(inWorkspace(a.admin.token, a.id))
          .send({ url: hooks.url, events: ['qrcode.created', 'scan.created'] })
          .expect(201)
      ).body as WebhookEndpointDto;
      expect([endpoint.workspace_id, endpoint.created_by]).toEqual([a.id, a.admin.user.id]);
      // The editor's own code first: were it heard, it would arrive first.
      await t
        .http()
        .post('/api/qrcodes')
        .set(inWorkspace(a.editor.token, await personalWorkspaceId(t, a.editor.token)))
        .send(codeBody('Editor own'))
        .expect(201);
      const code = (
        await t
          .http()
          .post('/api/qrcodes')
          .set(inWorkspace(a.editor.token, a.id))
          .send(codeBody('Team poster'))
          .expect(201)
      ).body as QrCodeDto;
      await t.http().get(`/qr-redirect/${code.uuid}`).expect(302);
      const events = (await hooks.waitForIds(2)).map((hook) => JSON.parse(hook.body) as WebhookPayload);
      expect(
        events.map((e) => [
          e.type,
          (e.data as { label?: string; qr_code_id?: number }).label ?? e.data.qr_code_id,
        ]),
      ).toEqual([
        ['qrcode.created', 'Team poster'],
        ['scan.created', code.id],
      ]);
      // Not the editor's own workspace's, which has no endpoint.
      const own = inWorkspace(a.editor.token, await personalWorkspaceId(t, a.editor.token));
      expect((await t.http().get('/api/webhooks').set(own).expect(200)).body).toEqual([]);
    } finally {
      await hooks.close();
    }
  });

  it('shares templates within the workspace, each name once there, and no further', async () => {
    const a = await team(t, 'Template team');
    await unlimited(a.id);
    const other = await registerUser(t, 'Outsider');
    const save = (token: string, name: string, workspaceId?: number) =>
      t
        .http()
        .post('/api/qr-templates')
        .set(workspaceId ? inWorkspace(token, workspaceId) : bearer(token))
        .send({ name, design: DESIGN });
    const names = async (token: string, workspaceId?: number) =>
      (
        (
          await t
            .http()
            .get('/api/qr-templates')
            .set(workspaceId ? inWorkspace(token, workspaceId) : bearer(token))
            .expect(200)
        ).body as QrTemplateDto[]
      ).map((tpl) => tpl.name);

    const brand = (await save(a.editor.token, 'Brand ✓', a.id).expect(201)).body as QrTemplateDto;
    expect(await names(a.viewer.token, a.id)).toContain('Brand ✓');
    expect(await names(a.viewer.token, await personalWorkspaceId(t, a.viewer.token))).not.toContain(
      'Brand ✓',
    );
    const taken = await save(a.owner.token, 'BRAND ✓', a.id);
    expect([taken.status, taken.body.message]).toEqual([409, TEMPLATE_MESSAGES.nameTaken]);
    await save(a.owner.token, 'Brand ✓', await personalWorkspaceId(t, a.owner.token)).expect(201);

    // Applied in the workspace; out of reach from anywhere else.
    await t
      .http()
      .post('/api/qrcodes')
      .set(inWorkspace(a.viewer.token, a.id))
      .send(codeBody('Viewer try', { templateId: brand.id }))
      .expect(403);
    const applied = await t
      .http()
      .post('/api/qrcodes')
      .set(inWorkspace(a.editor.token, a.id))
      .send(codeBody('Branded', { templateId: brand.id }))
      .expect(201);
    expect((applied.body as QrCodeDto).design).toMatchObject({ dots: DESIGN.dots });
    const editorsOwn = inWorkspace(a.editor.token, await personalWorkspaceId(t, a.editor.token));
    for (const headers of [editorsOwn, bearer(other.token)]) {
      const refused = await t
        .http()
        .post('/api/qrcodes')
        .set(headers)
        .send(codeBody('Elsewhere', { templateId: brand.id }));
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { templateId: [TEMPLATE_MESSAGES.notFound] },
      ]);
    }
    await t.http().get(`/api/qr-templates/${brand.id}`).set(bearer(other.token)).expect(404);
    await t.http().delete(`/api/qr-templates/${brand.id}`).set(bearer(other.token)).expect(404);
    expect(await names(a.viewer.token, a.id)).toContain('Brand ✓');
  });
  it("keeps what a member made in the team when their account is deleted, and keeps a team's last owner", async () => {
    const a = await team(t, 'Lasting team');
    await unlimited(a.id);
    const asEditor = inWorkspace(a.editor.token, a.id);
    const folder = (await t.http().post('/api/folders').set(asEditor).send({ name: 'Posters' }).expect(201))
      .body as { id: number };
    const code = (
      await t
        .http()
        .post('/api/qrcodes')
        .set(asEditor)
        .send(codeBody('Printed poster', { folderId: folder.id }))
        .expect(201)
    ).body as QrCodeDto;
    await t
      .http()
      .post('/api/qr-templates')
      .set(asEditor)
      .send({ name: 'Poster style', design: DESIGN })
      .expect(201);
    await t
      .http()
      .post('/api/webhooks')
      .set(inWorkspace(a.admin.token, a.id))
      .send({ url: receiver.url, events: ['qrcode.updated'] })
      .expect(201);

    // The only owner of a team is kept until another member owns it; nothing ends meanwhile.
    const refused = await t.http().delete(`/api/auth/users/${a.owner.user.id}`).set(bearer(root));
    expect([refused.status, refused.body.message]).toEqual([409, M.soleOwner]);
    expect(
      (await t.http().get(`/api/workspaces/${a.id}/members`).set(bearer(a.viewer.token)).expect(200)).body,
    ).toHaveLength(4);

    for (const gone of [a.editor, a.admin]) {
      await t.http().delete(`/api/auth/users/${gone.user.id}`).set(bearer(root)).expect(204);
    }
    const asOwner = inWorkspace(a.owner.token, a.id);
    const kept = (await t.http().get(`/api/qrcodes/${code.id}`).set(asOwner).expect(200)).body as QrCodeDto;
    expect(kept).toMatchObject({
      label: 'Printed poster',
      folderId: folder.id,
      created_by: { id: a.owner.user.id },
    });
    await t.http().get(`/qr-redirect/${code.uuid}`).expect(302);
    const templates = (await t.http().get('/api/qr-templates').set(asOwner).expect(200))
      .body as QrTemplateDto[];
    expect(templates.find((tpl) => tpl.name === 'Poster style')?.user_id).toBe(a.owner.user.id);
    const endpoints = (await t.http().get('/api/webhooks').set(asOwner).expect(200))
      .body as WebhookEndpointDto[];
    expect(endpoints.map((e) => e.created_by)).toEqual([a.owner.user.id]);

    // Handed over, the former owner's account may go; the team stays with its new owner.
    await t
      .http()
      .post(`/api/workspaces/${a.id}/transfer`)
      .set(bearer(a.owner.token))
      .send({ userId: a.viewer.user.id })
      .expect(204);
    await t.http().delete(`/api/auth/users/${a.owner.user.id}`).set(bearer(root)).expect(204);
    const left = (
      await t.http().get(`/api/qrcodes/${code.id}`).set(inWorkspace(a.viewer.token, a.id)).expect(200)
    ).body as QrCodeDto;
    expect(left.created_by).toMatchObject({ id: a.viewer.user.id });
  });
  it("lets a member of the administrators' own workspace, which no plan limits, make keys and templates", async () => {
    const installation = (
      await t.http().post('/api/workspaces').set(bearer(root)).send({ name: 'Operations' }).expect(201)
    ).body as { id: number };
    const operator = await joined(t, root, installation.id, 'admin', 'An operator');
    const asOperator = inWorkspace(operator.token, installation.id);
    const key = await t
      .http()
      .post('/api/api-keys')
      .set(asOperator)
      .send({ name: 'Ops sync', scopes: ['qrcodes:read'] });
    expect(key.status).toBe(201);
    expect(
      (await clientFor(t, (key.body as { key: string }).key).GET('/api/v1/qrcodes')).response.status,
    ).toBe(200);
    await t
      .http()
      .post('/api/qr-templates')
      .set(asOperator)
      .send({ name: 'Ops style', design: DESIGN })
      .expect(201);
  });
});
