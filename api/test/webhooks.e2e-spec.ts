import { DataSource } from 'typeorm';
import { Webhook } from 'standardwebhooks';
import { DISABLE_FAILING } from '../src/modules/developers/webhooks/webhook-deliveries';
import { DELIVER } from '../src/modules/developers/webhooks/webhook-outbox';
import { Jobs } from '../src/platform/jobs/jobs.service';
import type { QrPanelClient } from '@qrpanel/client';
import {
  API_KEY_MESSAGES,
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_MESSAGES as M,
  type CreatedWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookPayload,
} from '@qrpanel/contracts';
import { adminToken, rootToken, useSmtp } from './support/admin';
import { startSmtpServer, type TestSmtp } from './support/smtp';
import { clientFor, createApiKey, developerOnPlan } from './support/api-keys';
import { eventually, WAIT_MS } from './support/pace';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from './support/webhook-receiver';

const URL_CODE = {
  label: 'Poster',
  type: 'url' as const,
  generation_type: 'dynamic' as const,
  data: { url: 'https://shop.example.com/items/1' },
};

/** The receiver's requests, verified as a Standard Webhooks library verifies them. */
const verified = (secret: string, hook: ReceivedHook) =>
  new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as WebhookPayload;

/**
 * How long this suite's app waits for a receiver's answer. Short, as a receiver that never
 * answers costs a test that long (twice: the endpoint then waits as long before its next
 * attempt), but far longer than a receiver on this machine takes to answer however busy the
 * machine is: an answer that came later would count as none, and be sent again.
 */
const TIMEOUT_MS = 3000;

/**
 * Webhooks against a real receiver on 127.0.0.1: the test app allows http and private
 * addresses (as a self-hosted setup may), with short timeouts and retry delays.
 */
describe('webhooks', () => {
  let t: TestApp;
  let root: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({
      ALLOW_HTTP_WEBHOOKS: 'true',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_SCHEDULE_MS: '0,50,50,50',
    });
    root = await rootToken(t);
  });
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(() => receiver.close());
  afterAll(() => t.close());

  /** A developer with a key of every scope, and its client. */
  async function developer(): Promise<{ token: string; api: QrPanelClient }> {
    const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
    const key = await createApiKey(t, dev.token, ['qrcodes:read', 'qrcodes:write', 'webhooks:write']);
    return { token: dev.token, api: clientFor(t, key.key) };
  }

  async function endpoint(api: QrPanelClient, events: WebhookEndpointDto['events']) {
    const res = await api.POST('/api/v1/webhooks', {
      body: { url: receiver.url, events, description: 'CRM sync ✓' },
    });
    expect(res.response.status).toBe(201);
    return res.data as CreatedWebhookEndpointDto;
  }

  async function log(api: QrPanelClient, id: number): Promise<WebhookDeliveryDto[]> {
    const res = await api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id } } });
    expect(res.response.status).toBe(200);
    return res.data!.items;
  }

  /** Polls the log until `done` holds (deliveries run in the background). */
  async function logUntil(api: QrPanelClient, id: number, done: (items: WebhookDeliveryDto[]) => boolean) {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const items = await log(api, id);
      if (done(items)) return items;
      if (Date.now() > until) throw new Error(`The log never settled: ${JSON.stringify(items)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('signs a scan.created event that standardwebhooks verifies, and logs its delivery', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['scan.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook).toMatchObject({ url: receiver.url, status: 'active', events: ['scan.created'] });
    const code = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;

    await t.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', 'Mozilla/5.0 (iPhone)').expect(302);
    const [sent] = await receiver.waitFor(1);
    const payload = verified(hook.secret, sent);
    expect(sent.headers['webhook-id']).toBe(payload.id);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(payload).toMatchObject({
      type: 'scan.created',
      data: {
        qr_code_id: code.id,
        qr_code_uuid: code.uuid,
        short_url: code.short_url,
        outcome: 'served',
        os: 'iOS',
      },
    });
    expect(payload.data.short_url).toMatch(/^http.+\/[2-9a-hjkmnp-z]{5}$/);
    expect(payload.data.scanned_at).toBe(payload.created_at);
    // A forged or altered body does not verify.
    expect(() => verified(hook.secret, { ...sent, body: sent.body.replace('served', 'blocked') })).toThrow();

    const [delivery] = await logUntil(api, hook.id, (items) => items[0]?.status === 'succeeded');
    expect(delivery).toMatchObject({
      id: payload.id,
      event_type: 'scan.created',
      attempts: 1,
      response_status: 200,
    });
    expect(delivery.history).toHaveLength(1);
    expect(delivery.duration_ms).toBeGreaterThanOrEqual(0);
    // The secret is shown once: never listed, never stored in the clear.
    const listed = await api.GET('/api/v1/webhooks');
    expect(JSON.stringify(listed.data)).not.toContain(hook.secret);
    const rows: unknown[] = await t.app.get(DataSource).query('SELECT * FROM webhook_endpoints');
    expect(JSON.stringify(rows)).not.toContain(hook.secret.slice(6));
  });

  it('sends each endpoint every event of a burst of scans under its own id, once the burst has passed', async () => {
    const { api } = await developer();
    const first = await endpoint(api, ['scan.created']);
    const second = (
      await api.POST('/api/v1/webhooks', {
        body: { url: `${receiver.url}/second`, events: ['scan.created'] },
      })
    ).data!;
    const codes = [
      (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!,
      (await api.POST('/api/v1/qrcodes', { body: { ...URL_CODE, label: 'Flyer ✓' } })).data!,
    ];
    // A burst well over the rate at which scan events wait for quiet scanners.
    const burst = 150;
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        t
          .http()
          .get(`/qr-redirect/${codes[i % 2].uuid}`)
          .set('User-Agent', 'Mozilla/5.0 (iPhone)')
          .expect(302),
      ),
    );

    // Delivery is at least once: should an answer come after the timeout, the event is sent
    // again under its id. Each id is counted once, as a receiver de-duplicates by webhook-id.
    const sent = await receiver.waitForIds(2 * burst);
    const byEndpoint = new Map<number, WebhookPayload[]>([
      [first.id, []],
      [second.id, []],
    ]);
    const ids = new Set<string>();
    for (const hook of sent) {
      const [hookId, secret] = hook.url.endsWith('/second')
        ? [second.id, second.secret]
        : [first.id, first.secret];
      const payload = verified(secret, hook);
      expect(hook.headers['webhook-id']).toBe(payload.id);
      if (ids.has(payload.id)) continue;
      ids.add(payload.id);
      byEndpoint.get(hookId)!.push(payload);
    }
    expect(ids.size).toBe(2 * burst);
    for (const payloads of byEndpoint.values()) {
      expect(payloads).toHaveLength(burst);
      for (const code of codes)
        expect(payloads.filter((p) => p.data.qr_code_uuid === code.uuid)).toHaveLength(burst / 2);
      for (const payload of payloads) {
        expect(payload).toMatchObject({ type: 'scan.created', data: { outcome: 'served', os: 'iOS' } });
        expect(payload.created_at).toBe(payload.data.scanned_at);
      }
    }
    // No event comes that was not in the burst, and each log shows its endpoint's events
    // delivered, each once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(2 * burst);
    // An event sent again is written succeeded once its retry is answered.
    const db = t.app.get(DataSource);
    const logged = async (id: number) => {
      const [row] = await db.query<{ n: number | string; ok: number | string }[]>(
        "SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'succeeded' THEN 1 ELSE 0 END) AS ok FROM webhook_deliveries WHERE endpoint_id = ?",
        [id],
      );
      return [Number(row.n), Number(row.ok)];
    };
    for (const id of [first.id, second.id]) {
      let counts = await logged(id);
      await eventually(
        async () => (counts = await logged(id))[1] >= burst,
        'every event to be logged as succeeded',
      );
      expect(counts).toEqual([burst, burst]);
    }
  });

  it('retries a scan’s event its receiver refused under the same id, beside the events it took', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['scan.created']);
    const code = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
    receiver.replies.push(500);
    for (let i = 0; i < 3; i += 1) await t.http().get(`/qr-redirect/${code.uuid}`).expect(302);
    const sent = await receiver.waitFor(4);
    const ids = sent.map((s) => s.headers['webhook-id']);
    expect(new Set(ids).size).toBe(3);
    // The refused one is the first sent, and it came again.
    expect(ids.filter((id) => id === ids[0])).toHaveLength(2);
    for (const s of sent) expect(verified(hook.secret, s).data.qr_code_uuid).toBe(code.uuid);

    const items = await logUntil(
      api,
      hook.id,
      (list) => list.length === 3 && list.every((d) => d.status === 'succeeded'),
    );
    const retried = items.find((d) => d.id === ids[0])!;
    expect(retried.history.map((a) => [a.attempt, a.response_status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    for (const d of items.filter((item) => item.id !== ids[0]))
      expect(d.history.map((a) => [a.attempt, a.response_status])).toEqual([[1, 200]]);
  });

  it('keeps an idempotent create’s answer sealed: no secret in the table, the same answer on a replay', async () => {
    const { api } = await developer();
    const params = { header: { 'Idempotency-Key': 'create-crm-hook' } };
    const body = { url: receiver.url, events: ['scan.created' as const] };
    const first = await api.POST('/api/v1/webhooks', { body, params });
    expect(first.response.status).toBe(201);
    const secret = first.data!.secret;
    expect(secret).toMatch(/^whsec_/);
    const rows: unknown[] = await t.app.get(DataSource).query('SELECT * FROM api_idempotent_requests');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('whsec_');
    expect(JSON.stringify(rows)).not.toContain(secret.slice(6, 20));

    const again = await api.POST('/api/v1/webhooks', { body, params });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect((await api.GET('/api/v1/webhooks')).data).toHaveLength(1);
  });

  it('tells of a code made, changed and deleted, in that order', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['qrcode.created', 'qrcode.updated', 'qrcode.deleted']);
    const code = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
    await api.PATCH('/api/v1/qrcodes/{id}', {
      params: { path: { id: code.id } },
      body: { label: 'Poster, spring' },
    });
    await receiver.waitFor(2);
    await api.DELETE('/api/v1/qrcodes/{id}', { params: { path: { id: code.id } } });
    const events = (await receiver.waitFor(3)).map((hookSent) => verified(hook.secret, hookSent));
    expect(events.map((e) => e.type)).toEqual(['qrcode.created', 'qrcode.updated', 'qrcode.deleted']);
    expect(events[1].data).toMatchObject({ id: code.id, uuid: code.uuid, label: 'Poster, spring' });
    // Only the events subscribed to: a scan sends nothing here.
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('tells of codes changed by bulk actions and by an administrator: paused, status set, given away', async () => {
    const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
    const key = await createApiKey(t, dev.token, ['qrcodes:write', 'webhooks:write']);
    const api = clientFor(t, key.key);
    const hook = await endpoint(api, ['qrcode.updated', 'qrcode.deleted']);
    const first = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
    const second = (await api.POST('/api/v1/qrcodes', { body: { ...URL_CODE, label: 'Flyer' } })).data!;

    await t
      .http()
      .post('/api/qrcodes/bulk')
      .set(bearer(dev.token))
      .send({ action: 'pause', ids: [first.id, second.id] })
      .expect(200);
    const paused = (await receiver.waitFor(2)).map((sent) => verified(hook.secret, sent));
    expect(paused.map((e) => [e.type, e.data.id]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['qrcode.updated', first.id],
      ['qrcode.updated', second.id],
    ]);

    await t
      .http()
      .put(`/api/qrcodes/${first.id}/status`)
      .set(bearer(root))
      .send({ status: 'active' })
      .expect(200);
    const [status] = (await receiver.waitFor(3)).slice(2).map((sent) => verified(hook.secret, sent));
    expect(status).toMatchObject({ type: 'qrcode.updated', data: { id: first.id } });

    const other = await registerUser(t, 'New Owner');
    await t
      .http()
      .put(`/api/qrcodes/${second.id}/reassign`)
      .set(bearer(root))
      .send({ newUserId: other.user.id })
      .expect(200);
    const [gone] = (await receiver.waitFor(4)).slice(3).map((sent) => verified(hook.secret, sent));
    expect(gone).toMatchObject({ type: 'qrcode.deleted', data: { id: second.id, uuid: second.uuid } });
  });

  it('retries after 500s and a timeout, in order, with the same id, until a 2xx', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['qrcode.created']);
    receiver.replies.push(500, 'hang', 503);
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const sent = await receiver.waitFor(4);
    expect(new Set(sent.map((s) => s.headers['webhook-id'])).size).toBe(1);
    for (const s of sent) expect(verified(hook.secret, s).type).toBe('qrcode.created');

    const [delivery] = await logUntil(api, hook.id, (items) => items[0]?.status === 'succeeded');
    expect(delivery.attempts).toBe(4);
    expect(delivery.history.map((a) => [a.attempt, a.response_status])).toEqual([
      [1, 500],
      [2, null],
      [3, 503],
      [4, 200],
    ]);
    expect(delivery.history[1].error).toBe(`No answer within ${TIMEOUT_MS} ms`);
    const times = delivery.history.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!.status).toBe(
      'active',
    );
  });

  it('marks the endpoint failing once a delivery spends its attempts, and a redelivery sends it again', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['qrcode.created']);
    receiver.replies.push(500, 500, 500, 500, 500);
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const [failed] = await logUntil(api, hook.id, (items) => items[0]?.status === 'failed');
    expect(failed).toMatchObject({ attempts: 4, response_status: 500, next_attempt_at: null });
    const failing = (await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!;
    expect(failing.status).toBe('failing');
    expect(Date.parse(failing.failing_since!)).toBeLessThanOrEqual(Date.now());
    expect(receiver.received).toHaveLength(4);

    receiver.replies.length = 0;
    const again = await api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id: hook.id, deliveryId: failed.id } },
    });
    expect(again.response.status).toBe(202);
    // The delivery as it stands, the attempt on its way.
    expect(again.data).toMatchObject({ status: 'failed', attempts: 4 });
    const [done] = await logUntil(api, hook.id, (items) => items[0]?.status === 'succeeded');
    expect(done.attempts).toBe(5);
    expect(receiver.received[4].headers['webhook-id']).toBe(failed.id);
    const healed = (await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!;
    expect(healed).toMatchObject({ status: 'active', failing_since: null });

    const unknown = await api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id: hook.id, deliveryId: 'msg_nope' } },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.detail).toBe(M.deliveryNotFound);
  });

  it('takes a redelivery while retries are due as one attempt more: the schedule goes on, no number twice', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['qrcode.created']);
    receiver.replies.push(500, 500, 500, 500, 500, 500);
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const [first] = await logUntil(api, hook.id, (items) => (items[0]?.attempts ?? 0) >= 1);
    // Sent now, most likely beside the retry already due (jobs due together run side by side).
    const again = await api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id: hook.id, deliveryId: first.id } },
    });
    expect(again.response.status).toBe(202);
    await receiver.waitFor(5);
    const [done] = await logUntil(api, hook.id, (items) => items[0]?.status === 'failed');
    // The four scheduled attempts and the redelivery, numbered in the order they were recorded.
    expect(done.attempts).toBe(5);
    expect(done.history.map((a) => [a.attempt, a.response_status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
      [5, 500],
    ]);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first.id]));
    expect((await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!.status).toBe(
      'failing',
    );
  });

  it('tells only of the codes a bulk action changed, with their status, and of those a deleted folder leaves', async () => {
    const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
    const api = clientFor(t, (await createApiKey(t, dev.token, ['qrcodes:write', 'webhooks:write'])).key);
    const hook = await endpoint(api, ['qrcode.updated']);
    const first = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
    const second = (await api.POST('/api/v1/qrcodes', { body: { ...URL_CODE, label: 'Flyer' } })).data!;
    const bulk = (body: object) =>
      t.http().post('/api/qrcodes/bulk').set(bearer(dev.token)).send(body).expect(200);
    // Events are stored with the change: the log counts them as soon as the call answers.
    const total = async () =>
      (await api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id: hook.id } } })).data!.total;

    await bulk({ action: 'pause', ids: [first.id] });
    expect(await total()).toBe(1);
    // The first is paused already: only the second changes, and only it is told of.
    const paused = await bulk({ action: 'pause', ids: [first.id, second.id] });
    expect(paused.body).toMatchObject({ matched: 2, changed: 1 });
    expect(await total()).toBe(2);
    await bulk({ action: 'add_tags', ids: [first.id], tags: ['spring'] });
    await bulk({ action: 'remove_tags', ids: [first.id, second.id], tags: ['spring'] });
    expect(await total()).toBe(4);

    const folder = await t
      .http()
      .post('/api/folders')
      .set(bearer(dev.token))
      .send({ name: 'Posters' })
      .expect(201);
    const folderId = (folder.body as { id: number }).id;
    await bulk({ action: 'move', ids: [first.id], folderId });
    await t.http().delete(`/api/folders/${folderId}`).set(bearer(dev.token)).expect(204);
    expect(await total()).toBe(6);

    const events = (await receiver.waitFor(6)).map((sent) => verified(hook.secret, sent));
    // Sent side by side, so in any order: the pauses, the two tag changes, the move and the unfiling.
    const told = events.map((e) => JSON.stringify([e.type, e.data.id, e.data.status, e.data.folder_id]));
    // Each names the code's short address.
    for (const e of events)
      expect(e.data.short_url).toBe(e.data.id === first.id ? first.short_url : second.short_url);
    const expected = [
      [first.id, null],
      [second.id, null],
      [first.id, null],
      [first.id, null],
      [first.id, folderId],
      [first.id, null],
    ].map(([id, folder]) => JSON.stringify(['qrcode.updated', id, 'paused', folder]));
    expect(told.sort()).toEqual(expected.sort());
  });

  it('never loses a scan to an endpoint another replica has just deleted', async () => {
    const { api } = await developer();
    const hook = await endpoint(api, ['scan.created']);
    const code = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
    // Deleted elsewhere: this replica has not heard yet and still writes events for it.
    const db = t.app.get(DataSource);
    await db.query('DELETE FROM webhook_endpoints WHERE id = ?', [hook.id]);
    await t.http().get(`/qr-redirect/${code.uuid}`).expect(302);
    const [{ n }] = await db.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ?',
      [code.id],
    );
    expect(Number(n)).toBe(1);
    // Its event, left without an endpoint, is dropped by its job and never sent.
    await eventually(async () => {
      const [row] = await db.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?',
        [hook.id],
      );
      return Number(row.n) === 0;
    }, 'the delivery to be dropped');
    expect(receiver.received).toHaveLength(0);
  });

  it('rotates a secret with an overlap: both sign until it ends, then the new one alone', async () => {
    const { token, api } = await developer();
    const hook = await endpoint(api, ['qrcode.created']);
    const rotated = await t
      .http()
      .post(`/api/webhooks/${hook.id}/rotate-secret`)
      .set(bearer(token))
      .expect(200);
    const next = rotated.body as CreatedWebhookEndpointDto;
    expect(next).toMatchObject({ id: hook.id, url: hook.url, status: 'active' });
    expect(next.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(next.secret).not.toBe(hook.secret);
    const overlapEnds = Date.parse(next.previous_secret_expires_at!);
    expect(overlapEnds).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(overlapEnds).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // Shown this once: never listed, never stored in the clear.
    const shown = (await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!;
    expect(shown.previous_secret_expires_at).toBe(next.previous_secret_expires_at);
    expect(JSON.stringify(shown)).not.toContain('whsec_');
    const db = t.app.get(DataSource);
    const rows: unknown[] = await db.query('SELECT * FROM webhook_endpoints WHERE id = ?', [hook.id]);
    for (const secret of [hook.secret, next.secret])
      expect(JSON.stringify(rows)).not.toContain(secret.slice(6));

    // During the overlap a receiver still on the old secret verifies, and one on the new one too.
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const [during] = await receiver.waitFor(1);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(hook.secret, during).type).toBe('qrcode.created');
    expect(verified(next.secret, during).type).toBe('qrcode.created');

    // Once it has ended (as if a day had passed), the old secret no longer verifies.
    await db.query('UPDATE webhook_endpoints SET previous_secret_until = ? WHERE id = ?', [
      Date.now() - 1,
      hook.id,
    ]);
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const after = (await receiver.waitFor(2))[1];
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verified(next.secret, after).type).toBe('qrcode.created');
    expect(() => verified(hook.secret, after)).toThrow();
    expect(
      (await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: hook.id } } })).data!
        .previous_secret_expires_at,
    ).toBeNull();

    // Through v1 too; rotating within an overlap drops the oldest secret at once.
    const third = await api.POST('/api/v1/webhooks/{id}/rotate-secret', {
      params: { path: { id: hook.id } },
    });
    expect(third.response.status).toBe(200);
    const fourth = (
      await t.http().post(`/api/webhooks/${hook.id}/rotate-secret`).set(bearer(token)).expect(200)
    ).body as CreatedWebhookEndpointDto;
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const latest = (await receiver.waitFor(3))[2];
    expect(verified(fourth.secret, latest).type).toBe('qrcode.created');
    expect(verified(third.data!.secret, latest).type).toBe('qrcode.created');
    expect(() => verified(next.secret, latest)).toThrow();
  });

  it('keeps each of a burst of rotations: the last two secrets sign, each answered once', async () => {
    const { token, api } = await developer();
    const hook = await endpoint(api, ['qrcode.created']);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http().post(`/api/webhooks/${hook.id}/rotate-secret`).set(bearer(token)),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const secrets = burst.map((r) => (r.body as CreatedWebhookEndpointDto).secret);
    expect(new Set(secrets).size).toBe(5);
    await api.POST('/api/v1/qrcodes', { body: URL_CODE });
    const [sent] = await receiver.waitFor(1);
    const verifies = (secret: string) => {
      try {
        verified(secret, sent);
        return true;
      } catch {
        return false;
      }
    };
    // Each rotation kept the secret the one before it made: the last and the one before sign.
    expect(secrets.filter(verifies)).toHaveLength(2);
    expect(verifies(hook.secret)).toBe(false);
  });

  it('refuses a rotation of a malformed, unknown or foreign id', async () => {
    const { token } = await developer();
    const other = await registerUser(t, 'Rotator');
    const theirs = (
      await t
        .http()
        .post('/api/webhooks')
        .set(bearer(other.token))
        .send({ url: receiver.url, events: ['scan.created'] })
        .expect(201)
    ).body as CreatedWebhookEndpointDto;
    for (const id of ['abc', '1e400', encodeURIComponent('日本'), '1'.repeat(30)]) {
      const res = await t.http().post(`/api/webhooks/${id}/rotate-secret`).set(bearer(token));
      expect([id, res.status, res.body.error]).toEqual([id, 400, 'Bad Request']);
    }
    await t
      .http()
      .post(`/api/webhooks/${'1'.repeat(400)}/rotate-secret`)
      .set(bearer(token))
      .expect(414);
    await t.http().post('/api/webhooks/-1/rotate-secret').set(bearer(token)).expect(404);
    const unknown = await t
      .http()
      .post('/api/webhooks/99999999/rotate-secret')
      .set(bearer(token))
      .expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: M.notFound, error: 'Not Found' });
    await t.http().post(`/api/webhooks/${theirs.id}/rotate-secret`).set(bearer(token)).expect(404);
    // The other user's endpoint was left as it was: its secret still signs alone.
    const shown = await t.http().get(`/api/webhooks/${theirs.id}`).set(bearer(other.token)).expect(200);
    expect(shown.body.previous_secret_expires_at).toBeNull();
  });

  it('needs the webhooks:write scope (a 403 problem naming it)', async () => {
    const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
    const reader = clientFor(t, (await createApiKey(t, dev.token, ['qrcodes:read', 'qrcodes:write'])).key);
    for (const call of [
      reader.GET('/api/v1/webhooks'),
      reader.POST('/api/v1/webhooks', { body: { url: receiver.url, events: ['scan.created'] } }),
      reader.DELETE('/api/v1/webhooks/{id}', { params: { path: { id: 1 } } }),
      reader.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id: 1 } } }),
    ]) {
      const res = await call;
      expect(res.response.status).toBe(403);
      expect(res.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.error?.detail).toBe(API_KEY_MESSAGES.scopeMissing('webhooks:write'));
    }
    expect((await clientFor(t, 'qrp_nope').GET('/api/v1/webhooks')).response.status).toBe(401);
    // Session tokens are not keys.
    await t.http().get('/api/v1/webhooks').set(bearer(dev.token)).expect(401);
  });

  it('lets each user reach only their own endpoints through the session api', async () => {
    const owner = await registerUser(t, 'Owner');
    const other = await registerUser(t, 'Other');
    const admin = await adminToken(t, root);
    const made = await t
      .http()
      .post('/api/webhooks')
      .set(bearer(owner.token))
      .send({ url: receiver.url, events: ['scan.created'] })
      .expect(201);
    const id = (made.body as CreatedWebhookEndpointDto).id;
    const routes = [
      ['get', `/api/webhooks/${id}`],
      ['patch', `/api/webhooks/${id}`],
      ['get', `/api/webhooks/${id}/deliveries`],
      ['post', `/api/webhooks/${id}/deliveries/msg_x/redeliver`],
      ['post', `/api/webhooks/${id}/rotate-secret`],
      ['delete', `/api/webhooks/${id}`],
    ] as const;
    for (const [method, path] of routes) {
      await t.http()[method](path).send({}).expect(401);
      for (const token of [other.token, admin, root])
        await t.http()[method](path).set(bearer(token)).send({}).expect(404);
    }
    await t.http().get('/api/webhooks').expect(401);
    await t
      .http()
      .post('/api/webhooks')
      .send({ url: receiver.url, events: ['scan.created'] })
      .expect(401);
    for (const token of [other.token, admin, root])
      expect((await t.http().get('/api/webhooks').set(bearer(token)).expect(200)).body).toEqual([]);

    const own = (await t.http().get('/api/webhooks').set(bearer(owner.token)).expect(200))
      .body as WebhookEndpointDto[];
    expect(own.map((e) => e.id)).toEqual([id]);
    expect(JSON.stringify(own)).not.toContain('whsec_');
    await t.http().get(`/api/webhooks/${id}/deliveries`).set(bearer(owner.token)).expect(200);
    const renamed = await t
      .http()
      .patch(`/api/webhooks/${id}`)
      .set(bearer(owner.token))
      .send({ description: 'Ünïcødé 日本', events: ['qrcode.deleted'] })
      .expect(200);
    expect(renamed.body).toMatchObject({ description: 'Ünïcødé 日本', events: ['qrcode.deleted'] });
    await t.http().delete(`/api/webhooks/${id}`).set(bearer(owner.token)).expect(204);
    await t.http().get(`/api/webhooks/${id}`).set(bearer(owner.token)).expect(404);
  });

  it('refuses hostile input with clear messages and makes nothing', async () => {
    const { token, api } = await developer();
    const unprocessable: [string, string][] = [
      ['not a url', M.urlInvalid],
      ['/relative/hook', M.urlInvalid],
      ['ftp://files.example.com/hook', M.urlInvalid],
      ['javascript:alert(1)', M.urlInvalid],
      ['https://user:pw@hooks.example.com/', M.urlCredentials],
    ];
    for (const [url, message] of unprocessable) {
      const res = await api.POST('/api/v1/webhooks', { body: { url, events: ['scan.created'] } });
      expect(res.response.status).toBe(422);
      expect(res.error?.detail).toBe(message);
      expect(res.error?.errors?.url).toEqual([message]);
    }
    const bad: [unknown, string, string][] = [
      [{ url: receiver.url, events: ['scan.deleted'] }, 'events', M.eventInvalid],
      [{ url: receiver.url, events: [] }, 'events', M.eventsRequired],
      [{ url: receiver.url, events: 'scan.created' }, 'events', M.eventsRequired],
      [{ url: receiver.url, events: [{ deep: { deeper: [[[1]]] } }] }, 'events', M.eventInvalid],
      [{ url: '', events: ['scan.created'] }, 'url', M.urlRequired],
      [{ url: `https://h.example.com/${'a'.repeat(2100)}`, events: ['scan.created'] }, 'url', M.urlTooLong],
      [
        { url: receiver.url, events: ['scan.created'], description: 'x'.repeat(201) },
        'description',
        M.descriptionTooLong,
      ],
    ];
    for (const [body, field, message] of bad) {
      const res = await t
        .http()
        .post('/api/webhooks')
        .set(bearer(token))
        .send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toContain(message);
    }
    await t
      .http()
      .post('/api/webhooks')
      .set(bearer(token))
      .send({ url: receiver.url, events: ['scan.created'], userId: 1 })
      .expect(400);
    const huge = await t
      .http()
      .post('/api/webhooks')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send(
        JSON.stringify({ url: receiver.url, events: ['scan.created'], description: 'x'.repeat(2_000_000) }),
      );
    expect(huge.status).toBe(413);
    await t.http().get('/api/webhooks/not-a-number').set(bearer(token)).expect(400);
    await t.http().get('/api/webhooks/1/deliveries?page=-1').set(bearer(token)).expect(400);
    expect((await api.GET('/api/v1/webhooks')).data).toEqual([]);

    // A host in another script is called by its ASCII (punycode) name.
    const idn = await api.POST('/api/v1/webhooks', {
      body: { url: 'http://bücher.example/hook', events: ['scan.created'] },
    });
    expect(idn.data?.url).toBe('http://xn--bcher-kva.example/hook');
    await api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id: idn.data!.id } } });

    // A sensible cap on endpoints, with a clear answer past it.
    for (let i = 0; i < WEBHOOK_ENDPOINT_LIMIT; i += 1)
      await t
        .http()
        .post('/api/webhooks')
        .set(bearer(token))
        .send({ url: receiver.url, events: ['scan.created'] })
        .expect(201);
    const over = await api.POST('/api/v1/webhooks', {
      body: { url: receiver.url, events: ['scan.created'] },
    });
    expect(over.response.status).toBe(422);
    expect(over.error?.detail).toBe(M.limitReached);
  });

  describe('failing long enough', () => {
    let quick: TestApp;
    let smtp: TestSmtp;

    beforeAll(async () => {
      // One attempt a delivery, and failing for no time at all is failing long enough.
      quick = await startTestApp({
        ALLOW_HTTP_WEBHOOKS: 'true',
        ALLOW_PRIVATE_WEBHOOKS: 'true',
        WEBHOOK_RETRY_SCHEDULE_MS: '0',
        WEBHOOK_DISABLE_AFTER_MS: '0',
      });
      smtp = await startSmtpServer();
      await useSmtp(quick, await rootToken(quick), smtp.port);
    });
    afterAll(async () => {
      await quick.close();
      await smtp.close();
    });

    it('disables the endpoint, tells its owner by mail, and sends nothing more until enabled', async () => {
      const owner = await registerUser(quick, 'Hook Owner');
      const made = await quick
        .http()
        .post('/api/webhooks')
        .set(bearer(owner.token))
        .send({ url: receiver.url, events: ['qrcode.created'] })
        .expect(201);
      const id = (made.body as WebhookEndpointDto).id;
      receiver.replies.push(500);
      await quick.http().post('/api/qrcodes').set(bearer(owner.token)).send(URL_CODE).expect(201);
      const mail = await smtp.waitFor((m) => m.to.includes(owner.user.email));
      expect(mail.subject).toBe('Your webhook endpoint has been disabled');
      expect(mail.text).toContain(receiver.url);
      const shown = (await quick.http().get(`/api/webhooks/${id}`).set(bearer(owner.token)).expect(200))
        .body as WebhookEndpointDto;
      expect(shown.status).toBe('disabled');

      await quick.http().post('/api/qrcodes').set(bearer(owner.token)).send(URL_CODE).expect(201);
      const log = (
        await quick.http().get(`/api/webhooks/${id}/deliveries`).set(bearer(owner.token)).expect(200)
      ).body as { total: number };
      expect(log.total).toBe(1);
      expect(receiver.received).toHaveLength(1);

      const enabled = await quick
        .http()
        .patch(`/api/webhooks/${id}`)
        .set(bearer(owner.token))
        .send({ enabled: true })
        .expect(200);
      expect(enabled.body).toMatchObject({ status: 'active', failing_since: null });
      await quick.http().post('/api/qrcodes').set(bearer(owner.token)).send(URL_CODE).expect(201);
      await receiver.waitFor(2);
    });
  });

  describe('with retries a minute apart', () => {
    let slow: TestApp;
    let smtp: TestSmtp;

    beforeAll(async () => {
      // A retry a minute after the first attempt (the test brings it forward once it has seen
      // what it needs meanwhile, however long that took), then one more; disabled after the
      // usual 3 days.
      slow = await startTestApp({
        ALLOW_HTTP_WEBHOOKS: 'true',
        ALLOW_PRIVATE_WEBHOOKS: 'true',
        WEBHOOK_RETRY_SCHEDULE_MS: '0,60000,300',
      });
      smtp = await startSmtpServer();
      await useSmtp(slow, await rootToken(slow), smtp.port);
    });
    afterAll(async () => {
      await slow.close();
      await smtp.close();
    });

    async function sessionEndpoint(token: string): Promise<CreatedWebhookEndpointDto> {
      const made = await slow
        .http()
        .post('/api/webhooks')
        .set(bearer(token))
        .send({ url: receiver.url, events: ['qrcode.created'] })
        .expect(201);
      return made.body as CreatedWebhookEndpointDto;
    }

    it('leaves the retries due and the endpoint’s status as they were when a redelivery fails', async () => {
      const owner = await registerUser(slow, 'Hook Owner');
      const hook = await sessionEndpoint(owner.token);
      const deliveries = async () =>
        (await slow.http().get(`/api/webhooks/${hook.id}/deliveries`).set(bearer(owner.token)).expect(200))
          .body.items as WebhookDeliveryDto[];
      const until = async (done: (d: WebhookDeliveryDto | undefined) => boolean) => {
        const end = Date.now() + WAIT_MS;
        for (let items = await deliveries(); ; items = await deliveries()) {
          if (done(items[0])) return items[0];
          if (Date.now() > end) throw new Error(`The log never settled: ${JSON.stringify(items)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      receiver.replies.push(500, 500, 500, 500);
      await slow.http().post('/api/qrcodes').set(bearer(owner.token)).send(URL_CODE).expect(201);
      const retrying = await until((d) => d?.attempts === 1);
      expect(retrying).toMatchObject({ status: 'pending', next_attempt_at: expect.any(String) });

      const again = await slow
        .http()
        .post(`/api/webhooks/${hook.id}/deliveries/${retrying.id}/redeliver`)
        .set(bearer(owner.token))
        .expect(202);
      expect(again.body).toMatchObject({ status: 'pending', attempts: 1 });
      const after = await until((d) => d?.attempts === 2);
      // Still the retry as scheduled; the endpoint not failing, as not every attempt is spent.
      expect(after).toMatchObject({
        status: 'pending',
        next_attempt_at: retrying.next_attempt_at,
        response_status: 500,
      });
      const shown = await slow.http().get(`/api/webhooks/${hook.id}`).set(bearer(owner.token)).expect(200);
      expect(shown.body).toMatchObject({ status: 'active', failing_since: expect.any(String) });

      // The minute passes: the retry as scheduled, and the one after it.
      await slow.app.get(DataSource).query('UPDATE jobs SET run_at = 0 WHERE kind = ?', [DELIVER]);
      const failed = await until((d) => d?.status === 'failed');
      expect(failed.history.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
      expect(receiver.received).toHaveLength(4);
      const spent = await slow.http().get(`/api/webhooks/${hook.id}`).set(bearer(owner.token)).expect(200);
      expect(spent.body.status).toBe('failing');
    });

    it('disables an endpoint failing for 3 days though no event comes, and mails its owner once', async () => {
      const owner = await registerUser(slow, 'Quiet Owner');
      const [old, recent, healthy] = [
        await sessionEndpoint(owner.token),
        await sessionEndpoint(owner.token),
        await sessionEndpoint(owner.token),
      ];
      const db = slow.app.get(DataSource);
      const failingFor = (id: number, ms: number) =>
        db.query("UPDATE webhook_endpoints SET status = 'failing', failing_since = ? WHERE id = ?", [
          Date.now() - ms,
          id,
        ]);
      const day = 86_400_000;
      await failingFor(old.id, 3 * day + 60_000);
      await failingFor(recent.id, 2 * day);
      const check = async () => {
        await slow.app.get(Jobs).enqueue(DISABLE_FAILING, {});
        await slow.app.get(Jobs).drain();
      };
      await check();

      const mail = await smtp.waitFor((m) => m.to.includes(owner.user.email));
      expect(mail.subject).toBe('Your webhook endpoint has been disabled');
      expect(mail.text).toContain(receiver.url);
      const statuses = async () =>
        (
          (await slow.http().get('/api/webhooks').set(bearer(owner.token)).expect(200))
            .body as WebhookEndpointDto[]
        )
          .map((e) => [e.id, e.status])
          .sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(await statuses()).toEqual([
        [old.id, 'disabled'],
        [recent.id, 'failing'],
        [healthy.id, 'active'],
      ]);

      await check();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.filter((m) => m.to.includes(owner.user.email))).toHaveLength(1);
    });
  });

  describe('on two replicas without Redis', () => {
    const replicas: TestApp[] = [];

    beforeAll(async () => {
      const env = { ALLOW_HTTP_WEBHOOKS: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' };
      const first = await startTestApp(env);
      const db = first.config.database;
      // The same database; no Redis, so neither replica hears of the other's endpoints.
      const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
      if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
      replicas.push(first, await startTestApp({ ...env, ...shared }));
    });
    afterAll(async () => {
      for (const r of [...replicas].reverse()) await r.close();
    });

    it('tells of a code’s change an endpoint wants that the other replica made a moment before', async () => {
      const [a, b] = replicas;
      const owner = await registerUser(a, 'Two replicas');
      const made = await b
        .http()
        .post('/api/webhooks')
        .set(bearer(owner.token))
        .send({ url: receiver.url, events: ['qrcode.created'] })
        .expect(201);
      const code = await a.http().post('/api/qrcodes').set(bearer(owner.token)).send(URL_CODE).expect(201);
      const [sent] = await receiver.waitFor(1);
      expect(verified((made.body as CreatedWebhookEndpointDto).secret, sent)).toMatchObject({
        type: 'qrcode.created',
        data: { id: (code.body as { id: number }).id },
      });
    });
  });

  describe('without ALLOW_PRIVATE_WEBHOOKS and ALLOW_HTTP_WEBHOOKS', () => {
    let strict: TestApp;

    beforeAll(async () => {
      strict = await startTestApp({ WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_RETRY_SCHEDULE_MS: '0' });
    });
    afterAll(() => strict.close());

    it('refuses http and inside addresses at creation with the reason', async () => {
      const user = await registerUser(strict);
      const cases: [string, string][] = [
        [receiver.url, M.urlNotHttps],
        // Inside addresses, IPv6 forms that carry one included; the reason names no address
        // (what an inside name resolves to is not the caller's to learn).
        ...[
          'https://127.0.0.1/hook',
          'https://localhost:8443/hook',
          'https://10.1.2.3/hook',
          'https://192.168.0.10/hook',
          'https://169.254.169.254/latest/meta-data',
          'https://[::1]/hook',
          'https://[::ffff:127.0.0.1]/hook',
          'https://[::127.0.0.1]/hook',
          'https://[::a9fe:a9fe]/hook',
          'https://[64:ff9b::a9fe:a9fe]/hook',
          'https://[2002:7f00:1::1]/hook',
          'https://[fd00:ec2::254]/hook',
          'https://0.0.0.0/hook',
        ].map((url): [string, string] => [url, M.urlPrivate]),
        ['https://no-such-host.invalid/hook', M.urlUnresolvable],
      ];
      for (const [url, message] of cases) {
        const res = await strict
          .http()
          .post('/api/webhooks')
          .set(bearer(user.token))
          .send({ url, events: ['scan.created'] });
        expect([url, res.status, res.body.message]).toEqual([url, 422, message]);
        // A name's answer stays unsaid, in the message and in the field's.
        if (url.includes('localhost')) expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|::1/);
      }
      expect((await strict.http().get('/api/webhooks').set(bearer(user.token)).expect(200)).body).toEqual([]);
    });

    it('checks the address again at delivery: a host that now resolves inside is never called', async () => {
      const user = await registerUser(strict);
      const made = await strict
        .http()
        .post('/api/webhooks')
        .set(bearer(user.token))
        .send({ url: 'https://93.184.215.14/hook', events: ['qrcode.created'] })
        .expect(201);
      const id = (made.body as WebhookEndpointDto).id;
      // As if its DNS now answered a loopback address (rebinding): the row points inside.
      await strict.app
        .get(DataSource)
        .query('UPDATE webhook_endpoints SET url = ? WHERE id = ?', [
          receiver.url.replace('http:', 'https:'),
          id,
        ]);
      await strict.http().post('/api/qrcodes').set(bearer(user.token)).send(URL_CODE).expect(201);
      let items: WebhookDeliveryDto[] = [];
      await eventually(async () => {
        items = (
          await strict.http().get(`/api/webhooks/${id}/deliveries`).set(bearer(user.token)).expect(200)
        ).body.items as WebhookDeliveryDto[];
        return items[0]?.status === 'failed';
      }, 'the delivery to fail');
      expect(items[0]).toMatchObject({ status: 'failed', attempts: 1, response_status: null });
      expect(items[0].history[0].error).toBe(M.urlPrivate);
      expect(receiver.received).toHaveLength(0);
    });
  });
});
