import { DataSource } from 'typeorm';
import {
  DOMAIN_MESSAGES as D,
  QR_MESSAGES,
  SHORT_KEY_MESSAGES as K,
  type DomainDto,
  type PlanDto,
  type QrCodeDto,
  type QrCodePayload,
  type ShortKeyCheckDto,
} from '@qrpanel/contracts';
import { DomainsService } from '../src/modules/domains';
import { Domain } from '../src/modules/domains/domain.entity';
import { rootToken, saveSettings, useSmtp } from './support/admin';
import { decodePng } from './support/decode';
import { createApiKey } from './support/api-keys';
import { DnsServer } from './support/dns-server';
import { binary, createQrCode, PUBLIC_URL } from './support/qrcodes';
import { startSmtpServer, type TestSmtp } from './support/smtp';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { fakeWebRoot } from './support/web-root';
import { answersBy, byCaller, callersOf, inWorkspace } from './support/workspaces';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PANEL_HOST = new URL(PUBLIC_URL).hostname;

describe('custom domains', () => {
  let t: TestApp;
  let dns: DnsServer;
  let smtp: TestSmtp;
  let root: string;
  let owner: { token: string; user: { id: number; email: string } };
  let plan: PlanDto;
  let counter = 0;

  /** A host name no other test of the run has. */
  const fresh = (label = 'go') => `${label}${(counter += 1)}.brand-${Date.now().toString(36)}.example`;
  const add = (hostname: string, token = owner.token) =>
    t.http().post('/api/domains').set(bearer(token)).send({ hostname });
  const added = async (hostname: string, token = owner.token) =>
    (await add(hostname, token).expect(201)).body as DomainDto;
  const verify = async (domain: DomainDto, token = owner.token) =>
    (await t.http().post(`/api/domains/${domain.id}/verify`).set(bearer(token)).expect(200))
      .body as DomainDto;
  /** A domain of the owner's, its TXT record published and checked. */
  const verified = async (hostname = fresh()) => {
    const domain = await added(hostname);
    dns.set(domain.verification.name, { txt: [domain.verification.value] });
    return verify(domain);
  };
  const make = (body: Partial<QrCodePayload>, token = owner.token) =>
    createQrCode(t, token, {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/menu' },
      ...body,
    });
  const onHost = (host: string, path: string) => t.http().get(path).set({ Host: host, 'User-Agent': IPHONE });

  beforeAll(async () => {
    dns = new DnsServer();
    await dns.start();
    smtp = await startSmtpServer();
    t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot(), DNS_SERVERS: dns.address });
    root = await rootToken(t);
    await useSmtp(t, root, smtp.port);
    await saveSettings(t, root, { free_trial_member_limit: 0 });
    plan = (
      await t
        .http()
        .post('/api/plans')
        .set(bearer(root))
        .send({
          name: 'Brand',
          price: 29,
          currency: 'USD',
          qr_code_limit: 0,
          scan_limit: 0,
          trial_period_days: 0,
          domain_limit: -1,
          features: { analytics: true, customLogos: false },
        })
        .expect(201)
    ).body as PlanDto;
    owner = await registerUser(t, 'Brand owner');
    await t
      .http()
      .put(`/api/auth/users/${owner.user.id}/assign-plan`)
      .set(bearer(root))
      .send({ planId: plan.id })
      .expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await dns?.stop();
    await smtp?.close();
  });

  describe('adding', () => {
    it('adds a domain pending, with the TXT record to publish and the host a CNAME may name', async () => {
      const hostname = fresh();
      const domain = await added(`  ${hostname.toUpperCase()}.  `);
      expect(domain).toMatchObject({
        hostname,
        ascii_hostname: hostname,
        status: 'pending',
        verification: { type: 'TXT', name: `_qrpanel-challenge.${hostname}` },
        cname_target: PANEL_HOST,
        codes_count: 0,
        verified_at: null,
      });
      expect(domain.verification.value).toMatch(/^qrpanel-verify=[0-9a-f]{32}$/);
      const list = (await t.http().get('/api/domains').set(bearer(owner.token)).expect(200))
        .body as DomainDto[];
      expect(list.map((d) => d.id)).toContain(domain.id);
    });

    it('stores an internationalised name as punycode and shows it as typed', async () => {
      const typed = `bücher${(counter += 1)}.example`;
      const domain = await added(typed);
      expect(domain.hostname).toBe(typed);
      expect(domain.ascii_hostname).toMatch(/^xn--bcher\d*-[a-z0-9]+\.example$/);
      expect(domain.verification.name).toBe(`_qrpanel-challenge.${domain.ascii_hostname}`);
    });

    it.each([
      ['', D.hostnameRequired],
      ['localhost', D.hostnameLocal],
      ['192.0.2.10', D.hostnameLocal],
      ['intranet', D.hostnameNoDot],
      ['https://go.example.com/menu', D.hostnameInvalid],
      ['go example.com', D.hostnameInvalid],
      [PANEL_HOST, D.hostnameOwn],
    ])('refuses %j with 400: %s, and stores nothing', async (hostname, message) => {
      const before = ((await t.http().get('/api/domains').set(bearer(owner.token))).body as DomainDto[])
        .length;
      const res = await add(hostname).expect(400);
      expect(res.body.fields).toEqual({ hostname: [message] });
      expect(((await t.http().get('/api/domains').set(bearer(owner.token))).body as DomainDto[]).length).toBe(
        before,
      );
    });

    it('refuses a body that is not an object, or a hostname that is not text', async () => {
      await t
        .http()
        .post('/api/domains')
        .set(bearer(owner.token))
        .send([{ hostname: 'a.example' }])
        .expect(400);
      const res = await t
        .http()
        .post('/api/domains')
        .set(bearer(owner.token))
        .send({ hostname: { a: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(D.hostnameRequired);
    });

    it('keeps a hostname one workspace’s on the instance, whatever its case (409)', async () => {
      const hostname = fresh();
      await added(hostname);
      expect((await add(hostname.toUpperCase()).expect(409)).body.message).toBe(D.taken);
      const stranger = await registerUser(t, 'Stranger');
      expect((await add(hostname, stranger.token).expect(409)).body.message).toBe(D.taken);
    });

    it('holds the plan’s domain limit, and the Free Trial has none', async () => {
      const three = (
        await t
          .http()
          .post('/api/plans')
          .set(bearer(root))
          .send({
            name: 'Three domains',
            price: 19,
            currency: 'USD',
            qr_code_limit: 0,
            scan_limit: 0,
            trial_period_days: 0,
            domain_limit: 3,
          })
          .expect(201)
      ).body as PlanDto;
      const limited = await registerUser(t, 'Limited');
      await t
        .http()
        .put(`/api/auth/users/${limited.user.id}/assign-plan`)
        .set(bearer(root))
        .send({ planId: three.id })
        .expect(200);
      const answers = await Promise.all(Array.from({ length: 6 }, () => add(fresh('many'), limited.token)));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
      const free = await registerUser(t, 'Free');
      expect((await add(fresh(), free.token).expect(403)).body.message).toBe(D.limitReached);
    });
  });

  describe('verifying', () => {
    it('stays pending until the TXT record holds the value, then is verified', async () => {
      const domain = await added(fresh());
      const missing = await verify(domain);
      expect(missing).toMatchObject({ status: 'pending', last_check_message: D.recordMissing });
      expect(missing.last_checked_at).not.toBeNull();
      dns.set(domain.verification.name, { txt: ['something else'] });
      expect((await verify(domain)).status).toBe('pending');
      dns.set(domain.verification.name, { txt: ['v=spf1 -all', domain.verification.value] });
      const done = await verify(domain);
      expect(done).toMatchObject({ status: 'verified', last_check_message: null, failing_since: null });
      expect(done.verified_at).not.toBeNull();
    });

    it('is verified by a CNAME to the instance’s host, or to the domain_target setting', async () => {
      const first = await added(fresh());
      dns.set(first.ascii_hostname, { cname: `${PANEL_HOST}.` });
      expect((await verify(first)).status).toBe('verified');

      await saveSettings(t, root, { domain_target: 'edge.qrpanel.example' });
      try {
        const second = await added(fresh());
        expect(second.cname_target).toBe('edge.qrpanel.example');
        dns.set(second.ascii_hostname, { cname: 'EDGE.qrpanel.example' });
        expect((await verify(second)).status).toBe('verified');
      } finally {
        await saveSettings(t, root, { domain_target: '' });
      }
    });

    it('turns a verified domain inactive after failing its daily checks for 3 days, and mails its owner', async () => {
      const domain = await verified();
      dns.remove(domain.verification.name);
      const failing = await verify(domain);
      expect(failing.status).toBe('verified');
      expect(failing.failing_since).not.toBeNull();
      // Three days pass: the failure began then, the last check was a day ago.
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000);
      await t.app
        .get(DataSource)
        .getRepository(Domain)
        .update(domain.id, { failingSince: daysAgo(3), lastCheckedAt: daysAgo(1) });
      await t.app.get(DomainsService).checkDue(50);
      const after = (await t.http().get(`/api/domains/${domain.id}`).set(bearer(owner.token)).expect(200))
        .body as DomainDto;
      expect(after).toMatchObject({ status: 'inactive', last_check_message: D.recordMissing });
      const mail = await smtp.waitFor(
        (m) => m.to.includes(owner.user.email) && m.subject.includes(domain.hostname),
      );
      expect(mail.text).toContain('3 days');
      expect(mail.text).toContain(`${PUBLIC_URL}/domains`);
      // The record back, it is verified again.
      dns.set(domain.verification.name, { txt: [domain.verification.value] });
      expect((await verify(domain)).status).toBe('verified');
    });
  });

  describe('codes on a domain', () => {
    it('prints https://{domain}/{key} and answers it there, 302 with the scan counted', async () => {
      const domain = await verified();
      const code = await make({ domain_id: domain.id, key: 'Spring-Menu' });
      const short = `https://${domain.ascii_hostname}/Spring-Menu`;
      expect(code).toMatchObject({ domain_id: domain.id, short_url: short, encoded_payload: short });
      const png = await t
        .http()
        .get(`/api/qrcodes/${code.id}/image?format=png`)
        .set(bearer(owner.token))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(decodePng(png.body as Buffer).text).toBe(short);

      const scanned = await onHost(domain.ascii_hostname, '/spring-menu').expect(302);
      expect(scanned.headers.location).toBe('https://example.com/menu');
      // The key is the domain's: the instance's host does not know it.
      await onHost(new URL(PUBLIC_URL).host, '/spring-menu').expect(404);
      const made = await make({ domain_id: domain.id });
      expect(made.short_url).toBe(`https://${domain.ascii_hostname}/${made.key}`);
      expect(
        (await t.http().get(`/api/domains/${domain.id}`).set(bearer(owner.token))).body.codes_count,
      ).toBe(2);
    });

    it('keeps keys unique per domain: one key on two domains, never twice on one', async () => {
      const [a, b] = [await verified(), await verified()];
      const key = `promo${(counter += 1)}`;
      await make({ domain_id: a.id, key });
      await make({ domain_id: b.id, key: key.toUpperCase() });
      await make({ key });
      const again = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({
          label: 'x',
          type: 'url',
          generation_type: 'dynamic',
          data: { url: 'https://example.com' },
          domain_id: a.id,
          key,
        });
      expect(again.status).toBe(409);
      expect(again.body.fields).toEqual({ key: [K.taken] });
      const check = (query: string) =>
        t.http().get(`/api/qrcodes/keys/${key}${query}`).set(bearer(owner.token)).expect(200);
      expect(((await check(`?domain_id=${a.id}`)).body as ShortKeyCheckDto).available).toBe(false);
      const other = await verified();
      expect(((await check(`?domain_id=${other.id}`)).body as ShortKeyCheckDto).available).toBe(true);
    });

    it('refuses a pending domain, another workspace’s, and a domain on a static code (400)', async () => {
      const pending = await added(fresh());
      const post = (body: Record<string, unknown>, token = owner.token) =>
        t
          .http()
          .post('/api/qrcodes')
          .set(bearer(token))
          .send({
            label: 'x',
            type: 'url',
            generation_type: 'dynamic',
            data: { url: 'https://example.com' },
            ...body,
          });
      expect((await post({ domain_id: pending.id }).expect(400)).body.fields).toEqual({
        domain_id: [D.notUsable],
      });
      const mine = await verified();
      const stranger = await registerUser(t, 'Other workspace');
      expect((await post({ domain_id: mine.id }, stranger.token).expect(400)).body.fields).toEqual({
        domain_id: [D.notUsable],
      });
      expect((await post({ domain_id: mine.id, generation_type: 'static' }).expect(400)).body.fields).toEqual(
        {
          domain_id: [D.staticHasNoDomain],
        },
      );
      expect((await post({ domain_id: 'x' }).expect(400)).body.fields).toEqual({ domain_id: [D.notUsable] });
    });

    it('moves a code to a domain until its first scan, then 409', async () => {
      const domain = await verified();
      const code = await make({});
      const edit = (body: Record<string, unknown>) =>
        t
          .http()
          .put(`/api/qrcodes/${code.id}`)
          .set(bearer(owner.token))
          .send({ label: code.label, type: code.type, data: code.data, ...body });
      const moved = (await edit({ domain_id: domain.id }).expect(200)).body as QrCodeDto;
      expect(moved.short_url).toBe(`https://${domain.ascii_hostname}/${code.key}`);
      await onHost(domain.ascii_hostname, `/${code.key}`).expect(302);
      await t.app.get(DataSource).query('UPDATE qr_codes SET scans_count = 1 WHERE id = ?', [code.id]);
      const refused = await edit({ domain_id: null }).expect(409);
      expect(refused.body.fields).toEqual({ domain_id: [K.printed] });
    });

    it('refuses to remove a domain its codes use (409), and removes it once they are gone', async () => {
      const domain = await verified();
      const code = await make({ domain_id: domain.id });
      const refused = await t.http().delete(`/api/domains/${domain.id}`).set(bearer(owner.token)).expect(409);
      expect(refused.body.message).toBe(D.inUse);
      await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(204);
      await t.http().delete(`/api/domains/${domain.id}`).set(bearer(owner.token)).expect(204);
      await onHost(domain.ascii_hostname, `/${code.key}`).expect(404);
    });
  });

  describe('routing by host', () => {
    it('answers on a customer host only its keys, its root, its public pages and their api', async () => {
      const domain = await verified();
      const page = await make({ type: 'text', data: { text: 'Hello' }, domain_id: domain.id });
      const host = domain.ascii_hostname;
      // The panel, the web apps and the api are not there: no session of the panel can be.
      for (const path of [
        '/login',
        '/api/auth/me',
        '/api/qrcodes/my',
        '/dashboard',
        '/remotes.json',
        '/admin/users',
      ])
        expect([path, (await onHost(host, path)).status]).toEqual([path, 404]);
      await onHost(host, `/qr-redirect/${page.uuid}`).expect(404);
      // A text code's page, and what it reads.
      await onHost(host, `/${page.key}`).expect(200);
      const answer = await onHost(host, `/api/qrcodes/short/${page.key}`).expect(200);
      expect(answer.body).toMatchObject({ type: 'text', data: { text: 'Hello' } });
      await onHost(PANEL_HOST, `/api/qrcodes/short/${page.key}`).expect(404);
    });

    it('sends the bare domain and unknown keys where the domain says, else 404', async () => {
      const domain = await verified();
      const host = domain.ascii_hostname;
      await onHost(host, '/').expect(404);
      await onHost(host, '/no-such-key').expect(404);
      const patched = (
        await t
          .http()
          .patch(`/api/domains/${domain.id}`)
          .set(bearer(owner.token))
          .send({ root_url: 'https://brand.example/', not_found_url: 'https://brand.example/missing' })
          .expect(200)
      ).body as DomainDto;
      expect(patched).toMatchObject({
        root_url: 'https://brand.example/',
        not_found_url: 'https://brand.example/missing',
      });
      expect((await onHost(host, '/').expect(302)).headers.location).toBe('https://brand.example/');
      expect((await onHost(host, '/no-such-key').expect(302)).headers.location).toBe(
        'https://brand.example/missing',
      );
      const bad = await t
        .http()
        .patch(`/api/domains/${domain.id}`)
        .set(bearer(owner.token))
        .send({ root_url: `https://${host}/loop`, not_found_url: 'javascript:alert(1)' })
        .expect(400);
      expect(bad.body.fields).toEqual({
        root_url: [QR_MESSAGES.urlIsRedirect],
        not_found_url: [QR_MESSAGES.urlSchemeRefused],
      });
      await t
        .http()
        .patch(`/api/domains/${domain.id}`)
        .set(bearer(owner.token))
        .send({ root_url: null })
        .expect(200);
      await onHost(host, '/').expect(404);
    });

    it('answers 404 on a host nobody added when the gateway marks it a customer’s, the panel otherwise', async () => {
      const code = await make({});
      const marked = (path: string) => onHost('nobody.example', path).set('X-QRPanel-Customer-Host', '1');
      for (const path of [`/${code.key}`, '/', '/api/health', `/api/qrcodes/short/${code.key}`])
        expect([path, (await marked(path)).status]).toEqual([path, 404]);
      // npm start is reached as localhost, 127.0.0.1 or a LAN address: the panel's, unmarked.
      await onHost('nobody.example', `/${code.key}`).expect(302);
      await onHost(PANEL_HOST, `/${code.key}`).set('X-QRPanel-Customer-Host', '1').expect(302);
    });

    it('answers nothing but 404 on a domain not verified', async () => {
      const domain = await added(fresh());
      for (const path of ['/', '/abcde', '/login', '/api/health'])
        expect([path, (await onHost(domain.ascii_hostname, path)).status]).toEqual([path, 404]);
    });
  });

  describe('the TLS edge’s question', () => {
    it('allows a certificate for a verified domain and the panel’s host only', async () => {
      const ok = await verified();
      const pending = await added(fresh());
      const ask = (domain: string) =>
        t.http().get(`/api/domains/tls-check?domain=${encodeURIComponent(domain)}`);
      await ask(ok.ascii_hostname).expect(200);
      await ask(ok.ascii_hostname.toUpperCase()).expect(200);
      await ask(PANEL_HOST).expect(200);
      await ask(pending.ascii_hostname).expect(404);
      await ask('unknown.example').expect(404);
      await ask('').expect(404);
      await t.http().get('/api/domains/tls-check').expect(404);
    });
  });

  describe('analytics by domain', () => {
    it('counts, charts and exports the scans of one domain’s codes, or of the host’s', async () => {
      const solo = await registerUser(t, 'Analyst');
      await t
        .http()
        .put(`/api/auth/users/${solo.user.id}/assign-plan`)
        .set(bearer(root))
        .send({ planId: plan.id })
        .expect(200);
      const domain = (await add(fresh('stats'), solo.token).expect(201)).body as DomainDto;
      dns.set(domain.verification.name, { txt: [domain.verification.value] });
      await verify(domain, solo.token);
      const branded = await make({ domain_id: domain.id }, solo.token);
      const plain = await make({}, solo.token);
      await onHost(domain.ascii_hostname, `/${branded.key}`).expect(302);
      await onHost(domain.ascii_hostname, `/${branded.key}`).expect(302);
      await t.http().get(`/qr-redirect/${plain.uuid}`).set('User-Agent', IPHONE).expect(302);
      const summary = async (query: string) =>
        (await t.http().get(`/api/qrcodes/analytics/user${query}`).set(bearer(solo.token)).expect(200))
          .body as {
          totalQRCodes: number;
          totalScans: number;
        };
      expect(await summary('')).toMatchObject({ totalQRCodes: 2, totalScans: 3 });
      expect(await summary(`?domain_id=${domain.id}`)).toMatchObject({ totalQRCodes: 1, totalScans: 2 });
      expect(await summary('?domain_id=0')).toMatchObject({ totalQRCodes: 1, totalScans: 1 });
      const today = new Date().toISOString().slice(0, 10);
      expect(await summary(`?domain_id=${domain.id}&from=${today}&to=${today}`)).toMatchObject({
        totalScans: 2,
      });
      const series = (
        await t
          .http()
          .get(`/api/qrcodes/analytics/scans-over-time?domain_id=${domain.id}`)
          .set(bearer(solo.token))
          .expect(200)
      ).body as { scans: number }[];
      expect(series.reduce((n, point) => n + point.scans, 0)).toBe(2);
      const csv = await t
        .http()
        .get(`/api/qrcodes/analytics/export.csv?domain_id=${domain.id}`)
        .set(bearer(solo.token))
        .expect(200);
      expect(csv.text.trim().split('\r\n')).toHaveLength(3);
      const bad = await t
        .http()
        .get('/api/qrcodes/analytics/user?domain_id=-1')
        .set(bearer(solo.token))
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain('domain_id');
    });
  });

  describe('hostile input', () => {
    it('refuses a 10 KB hostname with 400 and stores nothing', async () => {
      const res = await add(`${'a'.repeat(10_000)}.example`).expect(400);
      expect(res.body.fields).toEqual({ hostname: [D.hostnameInvalid] });
    });

    it('checks a domain’s DNS 30 times an hour, then 429 with Retry-After', async () => {
      const domain = await added(fresh('burst'));
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          t.http().post(`/api/domains/${domain.id}/verify`).set(bearer(owner.token)),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(10);
      expect(refused[0].body.message).toBe(D.checkedTooOften);
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers the TLS edge 120 times a minute from one address, then 429', async () => {
      const answers = await Promise.all(
        Array.from({ length: 130 }, () => t.http().get(`/api/domains/tls-check?domain=${PANEL_HOST}`)),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
      expect(statuses.filter((s) => s !== 429 && s !== 200)).toEqual([]);
    });
  });

  describe('the public API', () => {
    it('reads domains with qrcodes:read, changes them with domains:write, and puts codes on them', async () => {
      const reader = await createApiKey(t, owner.token, ['qrcodes:read']);
      const writer = await createApiKey(t, owner.token, ['qrcodes:read', 'qrcodes:write', 'domains:write']);
      const key = (k: { key: string }) => bearer(k.key);
      const hostname = fresh('api');
      const refused = await t.http().post('/api/v1/domains').set(key(reader)).send({ hostname }).expect(403);
      expect(JSON.stringify(refused.body)).toContain('domains:write');
      const made = (await t.http().post('/api/v1/domains').set(key(writer)).send({ hostname }).expect(201))
        .body as DomainDto;
      const list = (await t.http().get('/api/v1/domains').set(key(reader)).expect(200)).body as DomainDto[];
      expect(list.map((d) => d.id)).toContain(made.id);
      await t.http().get(`/api/v1/domains/${made.id}`).set(key(reader)).expect(200);
      dns.set(made.verification.name, { txt: [made.verification.value] });
      const checked = await t.http().post(`/api/v1/domains/${made.id}/verify`).set(key(writer)).expect(200);
      expect((checked.body as DomainDto).status).toBe('verified');
      const code = (
        await t
          .http()
          .post('/api/v1/qrcodes')
          .set(key(writer))
          .send({
            label: 'From the API',
            type: 'url',
            generation_type: 'dynamic',
            data: { url: 'https://example.com/api' },
            domain_id: made.id,
            key: 'from-api',
          })
          .expect(201)
      ).body as QrCodeDto;
      expect(code.short_url).toBe(`https://${made.ascii_hostname}/from-api`);
      const bad = await t
        .http()
        .post('/api/v1/domains')
        .set(key(writer))
        .send({ hostname: 'localhost' })
        .expect(400);
      expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(JSON.stringify(bad.body)).toContain(D.hostnameLocal);
      await t
        .http()
        .patch(`/api/v1/domains/${made.id}`)
        .set(key(reader))
        .send({ root_url: null })
        .expect(403);
      await t.http().delete(`/api/v1/domains/${made.id}`).set(key(writer)).expect(409);
    });
  });

  describe('who may do what', () => {
    it('lets members read, owners and admins change; others do not see the workspace’s domains', async () => {
      const { a, callers } = await callersOf(t, root, 'Domains team');
      await t
        .http()
        .put(`/api/workspaces/${a.id}/plan`)
        .set(bearer(root))
        .send({ planId: plan.id })
        .expect(204);
      const domain = (await add(fresh(), a.owner.token).set(inWorkspace(a.owner.token, a.id)).expect(201))
        .body as DomainDto;
      const as = (token: string | undefined) => (token ? inWorkspace(token, a.id) : {});
      const list = await byCaller(
        callers,
        async (token) => (await t.http().get('/api/domains').set(as(token))).status,
      );
      expect(list).toEqual(answersBy(callers, 200, 200, 200));
      const one = await byCaller(
        callers,
        async (token) => (await t.http().get(`/api/domains/${domain.id}`).set(as(token))).status,
      );
      expect(one).toEqual(answersBy(callers, 200, 200, 200));
      const patch = await byCaller(
        callers,
        async (token) =>
          (await t.http().patch(`/api/domains/${domain.id}`).set(as(token)).send({ root_url: null })).status,
      );
      expect(patch).toEqual(answersBy(callers, 403, 403, 200));
      const check = await byCaller(
        callers,
        async (token) => (await t.http().post(`/api/domains/${domain.id}/verify`).set(as(token))).status,
      );
      expect(check).toEqual(answersBy(callers, 403, 403, 200));
      const create = await byCaller(
        callers,
        async (token) =>
          (await t.http().post('/api/domains').set(as(token)).send({ hostname: fresh() })).status,
      );
      expect(create).toEqual(answersBy(callers, 403, 403, 201));
      // Removing: a viewer and an editor are refused; the admin removes it.
      for (const [who, token] of callers.slice(1, 3))
        expect([who, (await t.http().delete(`/api/domains/${domain.id}`).set(as(token))).status]).toEqual([
          who,
          403,
        ]);
      await t.http().delete(`/api/domains/${domain.id}`).set(as(a.admin.token)).expect(204);
      // Another workspace's domain id is not there.
      const mine = await verified();
      await t.http().get(`/api/domains/${mine.id}`).set(as(a.owner.token)).expect(404);
      await t.http().delete(`/api/domains/${mine.id}`).set(as(a.owner.token)).expect(404);
    });
  });
});
