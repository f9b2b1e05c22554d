import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import {
  AUDIT_MESSAGES,
  LIST_MESSAGES,
  type AuditEntryDto,
  type CreatedApiKeyDto,
  type CreatedInvitationDto,
  type DomainDto,
  type MfaChallenge,
  type Page,
  type RecoveryCodesDto,
  type TotpSetupDto,
} from '@qrpanel/contracts';
import { AuditLog } from '../src/modules/audit/audit-log.service';
import { AUDIT_RETENTION } from '../src/modules/audit/audit-retention';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { createPlan } from './support/billing';
import { DnsServer } from './support/dns-server';
import { createQrCode } from './support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';
import { byCaller, callersOf, invite, personalWorkspaceId, team, tokenOf } from './support/workspaces';

const urlCode = (label: string, url: string) => ({
  label,
  type: 'url' as const,
  generation_type: 'dynamic' as const,
  data: { url },
  currentDestination: url,
});

/** The authenticator app: a code of the secret, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('the audit log', () => {
  let t: TestApp;
  let dns: DnsServer;
  let root: string;
  let rootWorkspace: number;

  beforeAll(async () => {
    dns = new DnsServer();
    await dns.start();
    t = await startTestApp({
      ALLOW_HTTP_WEBHOOKS: 'true',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      DNS_SERVERS: dns.address,
    });
    root = await rootToken(t);
    rootWorkspace = await personalWorkspaceId(t, root);
    await saveSettings(t, root, { free_trial_member_limit: 0, free_trial_qr_code_limit: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.stop();
  });

  const instance = async (query = ''): Promise<AuditEntryDto[]> => {
    const res = await t.http().get(`/api/audit?limit=100${query}`).set(bearer(root)).expect(200);
    return (res.body as Page<AuditEntryDto>).items;
  };
  const ofWorkspace = async (token: string, id: number, query = ''): Promise<AuditEntryDto[]> => {
    const res = await t
      .http()
      .get(`/api/workspaces/${id}/audit?limit=100${query}`)
      .set(bearer(token))
      .expect(200);
    return (res.body as Page<AuditEntryDto>).items;
  };
  /** The newest entries of an action (or prefix) about one target. */
  const about = async (action: string, targetId: number | null = null): Promise<AuditEntryDto[]> =>
    (await instance(`&action=${action}`)).filter((e) => targetId === null || e.target_id === targetId);
  const total = async (): Promise<number> =>
    ((await t.http().get('/api/audit?limit=1').set(bearer(root)).expect(200)).body as Page<AuditEntryDto>)
      .total;
  const inRoot = () => ({ ...bearer(root), 'X-Workspace-Id': String(rootWorkspace) });

  describe('codes', () => {
    it('records a code made, changed (its fields, old and new destination) and deleted, with its actor and request id', async () => {
      const owner = await registerUser(t, 'Code Owner');
      const ws = await personalWorkspaceId(t, owner.token);
      const code = await createQrCode(t, owner.token, urlCode('Menu', 'https://one.example/menu'));
      const put = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set({ ...bearer(owner.token), 'X-Request-Id': 'req-audit-1' })
        .send(urlCode('Menu du jour', 'https://two.example/menu'))
        .expect(200);
      expect(put.headers['x-request-id']).toBe('req-audit-1');
      await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(204);

      const entries = await ofWorkspace(owner.token, ws);
      expect(entries.map((e) => e.action)).toEqual(['code.deleted', 'code.updated', 'code.created']);
      expect(entries[1]).toMatchObject({
        workspace_id: ws,
        actor_type: 'user',
        actor_user_id: owner.user.id,
        actor_api_key_id: null,
        actor_label: owner.user.email,
        target_type: 'code',
        target_id: code.id,
        target_label: 'Menu du jour',
        request_id: 'req-audit-1',
        details: { destination: { from: 'https://one.example/menu', to: 'https://two.example/menu' } },
      });
      expect(entries[1].details?.fields).toEqual(expect.arrayContaining(['label', 'currentDestination']));
      expect(entries[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(entries[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('writes nothing for a change refused (400, 422, 403, 404)', async () => {
      const a = await team(t, 'Refusals');
      const made = await t
        .http()
        .post('/api/qrcodes')
        .set({ ...bearer(a.owner.token), 'X-Workspace-Id': String(a.id) })
        .send(urlCode('Kept', 'https://kept.example'))
        .expect(201);
      const code = made.body as { id: number };
      const before = await total();
      const put = (token: string, body: object, id = code.id) =>
        t
          .http()
          .put(`/api/qrcodes/${id}`)
          .set({ ...bearer(token), 'X-Workspace-Id': String(a.id) })
          .send(body);
      await put(a.owner.token, urlCode('', 'https://kept.example/new')).expect(400);
      await put(a.owner.token, urlCode('Kept', 'ftp://not-a-web-address')).expect(422);
      await put(a.viewer.token, urlCode('Kept', 'https://viewer.example')).expect(403);
      await put(a.owner.token, urlCode('Kept', 'https://x.example'), 99_999_999).expect(404);
      await t
        .http()
        .delete(`/api/qrcodes/${code.id}`)
        .set({ ...bearer(a.viewer.token), 'X-Workspace-Id': String(a.id) })
        .expect(403);
      expect(await total()).toBe(before);
    });

    it('writes nothing when the transaction of the change rolls back', async () => {
      const audit = t.app.get(AuditLog);
      const db = t.app.get(DataSource);
      const before = await total();
      await expect(
        db.transaction(async (manager) => {
          await audit.record(manager, {
            action: 'code.deleted',
            workspaceId: rootWorkspace,
            target: { type: 'code', id: 1, label: 'Rolled back' },
          });
          throw new Error('the change failed after its entry');
        }),
      ).rejects.toThrow('the change failed');
      expect(await total()).toBe(before);
      expect((await instance()).some((e) => e.target_label === 'Rolled back')).toBe(false);
    });

    it('records bulk actions with their counts', async () => {
      const owner = await registerUser(t, 'Bulk Owner');
      const ws = await personalWorkspaceId(t, owner.token);
      const codes = [
        await createQrCode(t, owner.token, urlCode('B1', 'https://b1.example')),
        await createQrCode(t, owner.token, urlCode('B2', 'https://b2.example')),
      ];
      const ids = [...codes.map((c) => c.id), 99_999_998];
      await t
        .http()
        .post('/api/qrcodes/bulk')
        .set(bearer(owner.token))
        .send({ ids, action: 'pause' })
        .expect(200);
      await t
        .http()
        .post('/api/qrcodes/bulk')
        .set(bearer(owner.token))
        .send({ ids, action: 'delete' })
        .expect(200);
      const [deleted, paused] = (await ofWorkspace(owner.token, ws, '&action=code.')).filter((e) =>
        e.action.startsWith('code.bulk_'),
      );
      expect(paused).toMatchObject({
        action: 'code.bulk_pause',
        target_type: 'code',
        target_id: null,
        details: { matched: 3, changed: 2, failed: 1, ids: codes.map((c) => c.id) },
      });
      expect(deleted).toMatchObject({ action: 'code.bulk_delete', details: { changed: 2, failed: 1 } });
    });

    it('names an API key as the actor of a change made with it', async () => {
      const key = (
        await t
          .http()
          .post('/api/api-keys')
          .set(inRoot())
          .send({ name: 'CI key', scopes: ['qrcodes:read', 'qrcodes:write'] })
          .expect(201)
      ).body as CreatedApiKeyDto;
      const made = await t
        .http()
        .post('/api/v1/qrcodes')
        .set(bearer(key.key))
        .send(urlCode('Via key', 'https://key.example'))
        .expect(201);
      const [entry] = await about('code.created', made.body.id as number);
      expect(entry).toMatchObject({
        workspace_id: rootWorkspace,
        actor_type: 'api_key',
        actor_api_key_id: key.id,
        actor_label: `CI key (${SUPER_ADMIN.email})`,
      });
      expect(entry.actor_user_id).toEqual(expect.any(Number));
    });
  });

  describe('members and invitations', () => {
    it('records invitations sent, resent, revoked and accepted, and members changed, removed and leaving', async () => {
      const a = await team(t, 'People');
      const guest = await registerUser(t, 'Guest');
      const sent = (await invite(t, a.owner.token, a.id, guest.user.email, 'viewer').expect(201))
        .body as CreatedInvitationDto;
      const resent = (
        await t
          .http()
          .post(`/api/workspaces/${a.id}/invitations/${sent.id}/resend`)
          .set(bearer(a.admin.token))
          .expect(200)
      ).body as CreatedInvitationDto;
      const other = (await invite(t, a.owner.token, a.id, 'someone@example.com', 'editor').expect(201))
        .body as CreatedInvitationDto;
      await t
        .http()
        .delete(`/api/workspaces/${a.id}/invitations/${other.id}`)
        .set(bearer(a.owner.token))
        .expect(204);
      await t
        .http()
        .post(`/api/invitations/${tokenOf(resent)}/accept`)
        .set(bearer(guest.token))
        .expect(200);
      await t
        .http()
        .patch(`/api/workspaces/${a.id}/members/${a.editor.user.id}`)
        .set(bearer(a.owner.token))
        .send({ role: 'admin' })
        .expect(204);
      await t
        .http()
        .delete(`/api/workspaces/${a.id}/members/${a.viewer.user.id}`)
        .set(bearer(a.owner.token))
        .expect(204);
      await t.http().post(`/api/workspaces/${a.id}/leave`).set(bearer(guest.token)).expect(204);
      // Refused: an admin may not remove the owner; nothing is written.
      const before = await total();
      await t
        .http()
        .delete(`/api/workspaces/${a.id}/members/${a.owner.user.id}`)
        .set(bearer(a.admin.token))
        .expect(403);
      expect(await total()).toBe(before);

      const entries = (await ofWorkspace(a.owner.token, a.id)).map((e) => [
        e.action,
        e.target_label,
        e.actor_label,
      ]);
      expect(entries.slice(0, 7)).toEqual([
        ['member.left', guest.user.email, guest.user.email],
        ['member.removed', a.viewer.user.email, a.owner.user.email],
        ['member.role_changed', a.editor.user.email, a.owner.user.email],
        ['invitation.accepted', guest.user.email, guest.user.email],
        ['invitation.revoked', 'someone@example.com', a.owner.user.email],
        ['invitation.sent', 'someone@example.com', a.owner.user.email],
        ['invitation.resent', guest.user.email, a.admin.user.email],
      ]);
      const [changed] = await ofWorkspace(a.owner.token, a.id, '&action=member.role_changed');
      expect(changed.details).toEqual({ role: { from: 'editor', to: 'admin' } });
    });
  });

  describe('workspaces and users', () => {
    it('records a workspace made, changed and deleted, the entries outliving it', async () => {
      const owner = await registerUser(t, 'Maker');
      const made = await t
        .http()
        .post('/api/workspaces')
        .set(bearer(owner.token))
        .send({ name: 'Pop-up shop' })
        .expect(201);
      const id = (made.body as { id: number }).id;
      await t
        .http()
        .patch(`/api/workspaces/${id}`)
        .set(bearer(owner.token))
        .send({ name: 'Café Luna – Sevilla', time_zone: 'Europe/Madrid' })
        .expect(200);
      // Refused: a bad zone changes nothing and writes nothing.
      const before = await total();
      await t
        .http()
        .patch(`/api/workspaces/${id}`)
        .set(bearer(owner.token))
        .send({ time_zone: 'Mars/Base' })
        .expect(400);
      expect(await total()).toBe(before);
      const changes = (await ofWorkspace(owner.token, id)).map((e) => [e.action, e.target_label, e.details]);
      expect(changes).toEqual([
        [
          'workspace.updated',
          'Café Luna – Sevilla',
          {
            fields: ['name', 'time_zone'],
            changes: {
              name: { from: 'Pop-up shop', to: 'Café Luna – Sevilla' },
              // Null: the zone followed its maker's.
              time_zone: { from: null, to: 'Europe/Madrid' },
            },
          },
        ],
        ['workspace.created', 'Pop-up shop', null],
      ]);

      await t.http().delete(`/api/workspaces/${id}`).set(bearer(owner.token)).expect(204);
      const [deleted, ...rest] = await instance(`&workspace_id=${id}`);
      expect(deleted).toMatchObject({
        action: 'workspace.deleted',
        workspace_id: id,
        actor_label: owner.user.email,
        target_type: 'workspace',
        target_id: id,
        target_label: 'Café Luna – Sevilla',
        details: { members: 1 },
      });
      expect(rest.map((e) => e.action)).toEqual(['workspace.updated', 'workspace.created']);
    });

    it('records a user deleted by a platform administrator, in the instance log', async () => {
      const gone = await registerUser(t, 'Leaving');
      await t.http().delete(`/api/auth/users/${gone.user.id}`).set(bearer(root)).expect(204);
      const [entry] = await about('user.deleted', gone.user.id);
      expect(entry).toMatchObject({
        workspace_id: null,
        actor_label: SUPER_ADMIN.email,
        target_type: 'user',
        target_label: gone.user.email,
        details: { role: 'user' },
      });
    });
  });

  describe('API keys and webhooks', () => {
    it('records keys made and revoked, never the key', async () => {
      const key = (
        await t
          .http()
          .post('/api/api-keys')
          .set(inRoot())
          .send({ name: 'Revoked', scopes: ['qrcodes:read'] })
          .expect(201)
      ).body as CreatedApiKeyDto;
      await t.http().delete(`/api/api-keys/${key.id}`).set(inRoot()).expect(204);
      await t.http().delete(`/api/api-keys/${key.id}`).set(inRoot()).expect(404);
      const entries = await about('api_key.', key.id);
      expect(entries.map((e) => e.action)).toEqual(['api_key.revoked', 'api_key.created']);
      expect(entries[1]).toMatchObject({ target_label: 'Revoked', details: { prefix: key.prefix } });
      expect(JSON.stringify(await instance())).not.toContain(key.key);
    });

    it('records endpoints made, changed, rotated and deleted, never their secrets', async () => {
      const made = await t
        .http()
        .post('/api/webhooks')
        .set(inRoot())
        .send({ url: 'http://receiver.test:9/hook', events: ['qrcode.created'] })
        .expect(201);
      const id = made.body.id as number;
      await t
        .http()
        .patch(`/api/webhooks/${id}`)
        .set(inRoot())
        .send({ events: ['qrcode.deleted'], enabled: false })
        .expect(200);
      const rotated = await t.http().post(`/api/webhooks/${id}/rotate-secret`).set(inRoot()).expect(200);
      await t.http().delete(`/api/webhooks/${id}`).set(inRoot()).expect(204);
      const entries = await about('webhook.', id);
      expect(entries.map((e) => e.action)).toEqual([
        'webhook.deleted',
        'webhook.rotated',
        'webhook.updated',
        'webhook.created',
      ]);
      expect(entries[2].details).toEqual({
        fields: ['events', 'status'],
        changes: {
          events: { from: ['qrcode.created'], to: ['qrcode.deleted'] },
          status: { from: 'active', to: 'disabled' },
        },
      });
      const log = JSON.stringify(await instance());
      expect(log).not.toContain(made.body.secret as string);
      expect(log).not.toContain(rotated.body.secret as string);
    });
  });

  describe('the instance', () => {
    it('names the settings changed and never a secret’s value', async () => {
      await saveSettings(t, root, {
        app_name: 'Audited Panel',
        stripe_secret_key: 'sk_live_SECRETVALUE1234',
      });
      const [entry] = await about('settings.updated');
      expect(entry).toMatchObject({
        workspace_id: null,
        actor_type: 'user',
        target_type: 'settings',
        details: {
          keys: ['app_name', 'stripe_secret_key'],
          changes: {
            app_name: { from: 'QR Panel', to: 'Audited Panel' },
            stripe_secret_key: { from: '********', to: '********' },
          },
        },
      });
      // Sent back masked, a secret is unchanged: no entry names it.
      await saveSettings(t, root, { app_name: 'Audited Panel 2', stripe_secret_key: '********1234' });
      const [again] = await about('settings.updated');
      expect(again.details).toMatchObject({ keys: ['app_name'] });
      const before = await total();
      const admin = await adminToken(t, root);
      await t
        .http()
        .put('/api/settings')
        .set(bearer(admin))
        .send({ stripe_secret_key: 'sk_other' })
        .expect(403);
      // The new admin's registration, role change and sign-in; nothing of the refusal.
      expect(await total()).toBe(before + 3);
      expect(JSON.stringify(await instance())).not.toMatch(/SECRETVALUE|sk_other/);
    });

    it("records a user's role changed", async () => {
      const u = await registerUser(t, 'Promoted');
      await t
        .http()
        .put(`/api/auth/users/${u.user.id}/role`)
        .set(bearer(root))
        .send({ role: 'admin' })
        .expect(200);
      const [entry] = await about('user.role_changed', u.user.id);
      expect(entry).toMatchObject({
        workspace_id: null,
        actor_label: SUPER_ADMIN.email,
        target_type: 'user',
        target_label: u.user.email,
        details: { role: { from: 'user', to: 'admin' } },
      });
    });
  });

  describe('sign-in', () => {
    it('records sign-ins, failed ones (a wrong password, an unknown address) and two-factor changes', async () => {
      const u = await registerUser(t, 'Signing In');
      await login(t, u.user.email, u.password);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: u.user.email, password: 'wrong-password-1' })
        .expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'whatever-1' })
        .expect(401);
      const failed = await about('auth.sign_in_failed');
      expect(failed[0]).toMatchObject({
        actor_type: 'anonymous',
        actor_user_id: null,
        target_id: null,
        target_label: 'nobody@example.com',
        details: { reason: 'unknown_account' },
      });
      expect(failed[1]).toMatchObject({ target_id: u.user.id, details: { reason: 'wrong_password' } });
      const signedIn = await about('auth.signed_in', u.user.id);
      expect(signedIn[0]).toMatchObject({
        actor_type: 'user',
        actor_user_id: u.user.id,
        details: { method: 'password' },
      });
      expect(signedIn[1]).toMatchObject({ details: { method: 'registration' } });

      const post = (path: string, body: object, token?: string) => {
        const req = t.http().post(`/api/auth${path}`);
        return (token ? req.set(bearer(token)) : req).send(body);
      };
      const { secret } = (await post('/2fa/totp/setup', {}, u.token).expect(200)).body as TotpSetupDto;
      const { recovery_codes: codes } = (
        await post('/2fa/totp/enable', { code: codeOf(secret) }, u.token).expect(200)
      ).body as RecoveryCodesDto;
      const challenge = (await post('/login', { email: u.user.email, password: u.password }).expect(200))
        .body as MfaChallenge;
      await post('/2fa/verify', { mfa_token: challenge.mfa_token, code: codeOf(secret, 10) }).expect(401);
      await post('/2fa/verify', { mfa_token: challenge.mfa_token, recovery_code: codes[0] }).expect(200);
      await post('/2fa/totp/disable', { password: u.password, recovery_code: codes[1] }, u.token).expect(200);

      const mine = (await about('auth.', u.user.id)).map((e) => [
        e.action,
        e.details?.method ?? e.details?.reason ?? null,
      ]);
      expect(mine.slice(0, 6)).toEqual([
        ['auth.2fa_disabled', null],
        ['auth.2fa_recovery_code_used', null],
        ['auth.signed_in', 'two_factor'],
        ['auth.2fa_recovery_code_used', null],
        ['auth.sign_in_failed', 'wrong_second_step'],
        ['auth.2fa_enabled', null],
      ]);
    });
  });

  describe('domains and subscriptions', () => {
    it('records domains added, verified, changed and deleted', async () => {
      const hostname = `audit-${Date.now().toString(36)}.example`;
      const domain = (await t.http().post('/api/domains').set(inRoot()).send({ hostname }).expect(201))
        .body as DomainDto;
      dns.set(domain.verification.name, { txt: [domain.verification.value] });
      await t.http().post(`/api/domains/${domain.id}/verify`).set(inRoot()).expect(200);
      await t
        .http()
        .patch(`/api/domains/${domain.id}`)
        .set(inRoot())
        .send({ root_url: 'https://brand.example/' })
        .expect(200);
      await t.http().delete(`/api/domains/${domain.id}`).set(inRoot()).expect(204);
      const entries = await about('domain.', domain.id);
      expect(entries.map((e) => e.action)).toEqual([
        'domain.deleted',
        'domain.updated',
        'domain.verified',
        'domain.added',
      ]);
      expect(entries.every((e) => e.target_label === hostname && e.workspace_id === rootWorkspace)).toBe(
        true,
      );
      expect(entries[1].details).toMatchObject({ fields: ['rootUrl'] });
    });

    it('records a subscription given and ended', async () => {
      const plan = await createPlan(t, root, { name: 'Audited plan', price: 12 });
      const u = await registerUser(t, 'Subscriber');
      const ws = await personalWorkspaceId(t, u.token);
      const assign = (planId: number | null) =>
        t
          .http()
          .put(`/api/auth/users/${u.user.id}/assign-plan`)
          .set(bearer(root))
          .send({ planId })
          .expect(200);
      await assign(plan.id);
      await assign(null);
      const entries = await ofWorkspace(u.token, ws, '&action=subscription.');
      expect(entries.map((e) => [e.action, e.target_label])).toEqual([
        ['subscription.cancelled', 'Audited plan'],
        ['subscription.created', 'Audited plan'],
      ]);
      expect(entries[1]).toMatchObject({ actor_label: SUPER_ADMIN.email, details: { gateway: 'admin' } });
    });
  });

  describe('who reads it', () => {
    it("answers a workspace's log to its owners and admins, and the instance's to platform administrators", async () => {
      const { callers, a } = await callersOf(t, root, 'Readers');
      await createQrCode(t, a.owner.token, urlCode('Read me', 'https://read.example'));
      const get = (path: string) => (token: string | undefined) => {
        const req = t.http().get(path);
        return (token ? req.set(bearer(token)) : req).then((res) => res.status);
      };
      const expected = (workspace: number[], all: number[]) =>
        Object.fromEntries(callers.map(([who], i) => [who, [workspace[i], all[i]]]));
      const answers = await byCaller(callers, async (token) => [
        await get(`/api/workspaces/${a.id}/audit`)(token),
        await get('/api/audit')(token),
      ]);
      expect(answers).toEqual(
        expected([401, 403, 403, 200, 200, 404, 404, 404], [401, 403, 403, 403, 403, 403, 200, 200]),
      );
      const exports = await byCaller(callers, async (token) => [
        await get(`/api/workspaces/${a.id}/audit/export`)(token),
        await get('/api/audit/export')(token),
      ]);
      expect(exports).toEqual(answers);
      // Another workspace's entries never show in this one's.
      const theirs = await ofWorkspace(a.owner.token, a.id);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.every((e) => e.workspace_id === a.id)).toBe(true);
    });

    it('has no route that changes or deletes an entry', async () => {
      const [entry] = await instance();
      for (const method of ['put', 'patch', 'delete', 'post'] as const) {
        const res = await t.http()[method](`/api/audit/${entry.id}`).set(bearer(root)).send({});
        expect([404, 405]).toContain(res.status);
        const all = await t.http()[method]('/api/audit').set(bearer(root)).send({});
        expect([404, 405]).toContain(all.status);
      }
      expect((await instance()).find((e) => e.id === entry.id)).toEqual(entry);
    });
  });

  describe('filters and pages', () => {
    let owner: Awaited<ReturnType<typeof registerUser>>;
    let ws: number;
    let codeIds: number[];

    beforeAll(async () => {
      owner = await registerUser(t, 'Filterer');
      ws = await personalWorkspaceId(t, owner.token);
      codeIds = [];
      for (const n of [1, 2, 3, 4, 5])
        codeIds.push((await createQrCode(t, owner.token, urlCode(`F${n}`, `https://f${n}.example`))).id);
      await t
        .http()
        .put(`/api/qrcodes/${codeIds[0]}`)
        .set(bearer(owner.token))
        .send(urlCode('F1', 'https://f1b.example'))
        .expect(200);
    });

    it('pages newest first, and filters by actor, action, target and dates', async () => {
      const page = async (query: string) =>
        (await t.http().get(`/api/workspaces/${ws}/audit?${query}`).set(bearer(owner.token)).expect(200))
          .body as Page<AuditEntryDto>;
      const first = await page('limit=2');
      expect(first).toMatchObject({ total: 6, page: 1, limit: 2 });
      expect(first.items.map((e) => e.action)).toEqual(['code.updated', 'code.created']);
      const third = await page('limit=2&page=3');
      expect(third.items.map((e) => e.target_id)).toEqual([codeIds[1], codeIds[0]]);
      expect((await page('page=9')).items).toEqual([]);
      expect((await page('action=code.updated')).total).toBe(1);
      expect((await page('action=code.')).total).toBe(6);
      expect((await page(`target_type=code&target_id=${codeIds[0]}`)).total).toBe(2);
      expect((await page(`actor=${owner.user.id}`)).total).toBe(6);
      expect((await page('actor=1')).total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await page(`from=${today}&to=${today}`)).total).toBe(6);
      expect((await page('to=2020-01-01')).total).toBe(0);
      expect((await page(`from=${new Date(Date.now() + 60_000).toISOString()}`)).total).toBe(0);
      // The instance's route filters by workspace too.
      const res = await t.http().get(`/api/audit?workspace_id=${ws}`).set(bearer(root)).expect(200);
      expect((res.body as Page<AuditEntryDto>).total).toBe(6);
    });

    it('refuses bad filter values with a message per field, and unknown ones', async () => {
      const bad = async (query: string) =>
        (await t.http().get(`/api/workspaces/${ws}/audit?${query}`).set(bearer(owner.token)).expect(400))
          .body as {
          fields: Record<string, string[]>;
        };
      expect((await bad('limit=101&page=0')).fields).toEqual({
        limit: [LIST_MESSAGES.limitInvalid],
        page: [LIST_MESSAGES.pageInvalid],
      });
      expect((await bad('action=code.nope&actor=x&target_type=planet&target_id=-1')).fields).toEqual({
        action: [AUDIT_MESSAGES.actionInvalid],
        actor: [AUDIT_MESSAGES.actorInvalid],
        target_type: [AUDIT_MESSAGES.targetTypeInvalid],
        target_id: [AUDIT_MESSAGES.targetIdInvalid],
      });
      expect((await bad('from=2026-02-30&to=yesterday')).fields).toEqual({
        from: [AUDIT_MESSAGES.fromInvalid],
        to: [AUDIT_MESSAGES.toInvalid],
      });
      expect((await bad('from=2026-02-02&to=2026-02-01')).fields).toEqual({
        from: [AUDIT_MESSAGES.fromAfterTo],
      });
      expect((await bad('format=xml')).fields).toEqual({ format: [AUDIT_MESSAGES.formatInvalid] });
      expect((await bad('action=code.updated&action=code.deleted')).fields).toEqual({
        action: [AUDIT_MESSAGES.actionInvalid],
      });
      expect((await bad(`action=${'a'.repeat(5000)}`)).fields.action).toEqual([AUDIT_MESSAGES.actionInvalid]);
      expect(Object.keys((await bad('ip=1.2.3.4')).fields)).toEqual(['ip']);
      // Nested keys are no filters either: refused by name, never read as objects.
      expect(Object.keys((await bad('action[a][b]=code.')).fields)).toEqual(['action[a][b]']);
      // In Spanish too.
      const es = await t
        .http()
        .get(`/api/workspaces/${ws}/audit?actor=x`)
        .set({ ...bearer(owner.token), 'Accept-Language': 'es' })
        .expect(400);
      expect(es.body.fields.actor).toEqual([
        'actor debe ser el id de un usuario (un número entero desde 1).',
      ]);
    });

    it('exports CSV, streamed, formula cells neutralised and non-ASCII intact', async () => {
      const code = await createQrCode(
        t,
        owner.token,
        urlCode('=HYPERLINK("http://evil.example")', 'https://f6.example'),
      );
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send(urlCode('Café Zürich ☕ 東京', 'https://f6.example/menü'))
        .expect(200);
      const csv = await t
        .http()
        .get(`/api/workspaces/${ws}/audit?format=csv`)
        .set(bearer(owner.token))
        .expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain('audit-log.csv');
      const text = csv.text.replace(/^\uFEFF/, '');
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'created_at,workspace_id,actor_type,actor_user_id,actor_api_key_id,actor_label,action,target_type,target_id,target_label,details,request_id',
      );
      expect(lines).toHaveLength(9);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
      expect(text).toContain('Café Zürich ☕ 東京');
      // The filters apply to the export, and /export answers the same CSV.
      const exported = await t
        .http()
        .get(`/api/workspaces/${ws}/audit/export?action=code.updated`)
        .set(bearer(owner.token))
        .expect(200);
      expect(exported.text.trim().split('\r\n')).toHaveLength(3);
      const [made] = await about('code.created', code.id);
      expect(made.target_label).toBe('=HYPERLINK("http://evil.example")');
      const all = await t.http().get(`/api/audit/export?workspace_id=${ws}`).set(bearer(root)).expect(200);
      expect(all.text.trim().split('\r\n')).toHaveLength(9);
      expect(all.text).toContain('Café Zürich ☕ 東京');
    });
  });

  describe('privacy', () => {
    it('keeps no address: no column for one, none in any entry', async () => {
      const db = t.app.get(DataSource);
      const columns = db.getMetadata('audit_log').columns.map((c) => c.databaseName);
      expect(columns.filter((c) => /ip|addr|host|agent/i.test(c))).toEqual([]);
      await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: 'ip@example.com', password: 'x-password' })
        .expect(401);
      const everything =
        JSON.stringify(await instance()) + (await t.http().get('/api/audit/export').set(bearer(root))).text;
      expect(everything).not.toMatch(/127\.0\.0\.1|::1|::ffff|203\.0\.113\.7/);
    });
  });

  describe('retention', () => {
    it('purges entries older than audit_retention_days in batches, through its job; 0 keeps them', async () => {
      const db = t.app.get(DataSource);
      const audit = t.app.get(AuditLog);
      await db.transaction(async (manager) => {
        for (let i = 0; i < 1005; i += 1)
          await audit.record(manager, {
            action: 'settings.updated',
            workspaceId: null,
            target: { type: 'settings', label: `Old ${i}` },
          });
      });
      const old = new Date(Date.now() - 400 * 86_400_000);
      await db
        .createQueryBuilder()
        .update('audit_log')
        .set({ createdAt: old })
        .where("target_label LIKE 'Old %'")
        .execute();
      const before = await total();
      const jobs = t.app.get(Jobs);
      await saveSettings(t, root, { audit_retention_days: 0 });
      await jobs.enqueue(AUDIT_RETENTION, {});
      await jobs.drain();
      expect(await total()).toBe(before + 1);
      await saveSettings(t, root, { audit_retention_days: 365 });
      await jobs.enqueue(AUDIT_RETENTION, {});
      await jobs.drain();
      // The two settings changes are recorded; the old entries are gone, the recent ones stay.
      expect(await total()).toBe(before - 1005 + 2);
      expect((await instance()).some((e) => e.target_label.startsWith('Old '))).toBe(false);
    });
  });
});
