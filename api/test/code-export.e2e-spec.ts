import { unzipSync } from 'fflate';
import {
  EXPORT_MESSAGES,
  LIST_MESSAGES,
  MESSAGES,
  QR_MESSAGES,
  encodeQrPayload,
  type ExportProgressDto,
  type ExportTicketDto,
  type QrCodeDto,
} from '@qrpanel/contracts';
import { adminToken } from './support/admin';
import { decodePng } from './support/decode';
import { binary, createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { WAIT_MS } from './support/pace';
import { leaseRedisDb, type RedisDb } from './support/redis-db';
import { bearer, login, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

/** Bulk download: a ZIP of codes' images and a codes.csv, streamed as it is built. */
describe('ZIP export', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  const codes: QrCodeDto[] = [];
  let bobs: QrCodeDto;

  const zip = (token: string | null, query: string) => {
    const req = t.http().get(`/api/qrcodes/export.zip?${query}`);
    if (token) void req.set(bearer(token));
    return req.buffer(true).parse(binary);
  };
  const entries = (body: Buffer) => unzipSync(new Uint8Array(body));
  /** codes.csv's rows (under its header), as cells; the labels here hold no quotes or commas. */
  const csvRows = (files: Record<string, Uint8Array>) =>
    Buffer.from(files['codes.csv'])
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    const labels = ['Menu', 'menu', 'Menu', 'a/b:c', '..', '=HYPERLINK(x)', 'Café 🎉'];
    for (let i = 0; i < 50; i += 1) {
      const label = labels[i] ?? `Code ${i}`;
      const body =
        i % 3 === 0
          ? {
              label,
              type: 'url' as const,
              data: { url: `https://example.com/${i}` },
              tags: i < 12 ? ['print'] : [],
            }
          : i % 3 === 1
            ? {
                label,
                type: 'text' as const,
                generation_type: 'static' as const,
                data: { text: `Text ${i}` },
              }
            : {
                label,
                type: 'wifi' as const,
                generation_type: 'static' as const,
                data: { ssid: `Net ${i}`, encryption: 'WPA', password: 'password123', hidden: false },
              };
      codes.push(await createQrCode(t, alice.token, body));
    }
    bobs = await createQrCode(t, bob.token, {
      label: 'Bob',
      type: 'text',
      generation_type: 'static',
      data: { text: 'b' },
    });
  });

  afterAll(() => t.close());

  it('answers a ZIP of 50 PNGs, each decoding to its code, named after the labels, with codes.csv', async () => {
    const res = await zip(alice.token, 'format=png').expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-codes-total']).toBe('50');
    expect(res.headers['content-disposition']).toContain('qr-codes.zip');
    const files = entries(res.body as Buffer);
    const names = Object.keys(files);
    expect(names).toHaveLength(51);
    expect(names).toEqual(
      expect.arrayContaining([
        'Menu.png',
        'menu (2).png',
        'Menu (3).png',
        'a_b_c.png',
        '_.png',
        'Café 🎉.png',
      ]),
    );

    // UTF-8 with its BOM, as every CSV the api writes (the scans export too), so a
    // spreadsheet reads "Café 🎉" as it is.
    expect([...files['codes.csv'].subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(files);
    expect(header).toEqual(['file', 'label', 'type', 'key', 'short_link', 'scans_count', 'error']);
    expect(rows).toHaveLength(50);
    const byKey = new Map(codes.map((c) => [c.uuid, c]));
    // Cells a spreadsheet would run as formulas (a label, a key starting with "-") carry an apostrophe.
    const unescaped = (cell: string) => cell.replace(/^'(?=[=+\-@])/, '');
    expect(rows.find((r) => r[1].includes('HYPERLINK'))?.[1]).toBe("'=HYPERLINK(x)");
    for (const [file, label, type, rawKey, shortLink, scans, error] of rows) {
      const code = byKey.get(unescaped(rawKey))!;
      expect(code).toBeDefined();
      expect([type, scans, error]).toEqual([code.type, '0', '']);
      expect(unescaped(label)).toBe(code.label);
      const payload = encodeQrPayload({
        type: code.type,
        data: code.data,
        generationType: code.generation_type,
        uuid: code.uuid,
        publicUrl: PUBLIC_URL,
      });
      expect(shortLink).toBe(code.generation_type === 'dynamic' ? payload : '');
      expect(decodePng(Buffer.from(files[unescaped(file)])).text).toBe(payload);
    }
  });

  it("takes the list's filters or ids, as SVG or PDF, and follows the build by its token", async () => {
    const tagged = codes.filter((c) => c.tags.includes('print'));
    const svg = entries(
      (await zip(alice.token, 'tag=print&format=svg&progress=job-12345678').expect(200)).body as Buffer,
    );
    expect(Object.keys(svg)).toHaveLength(tagged.length + 1);
    for (const [name, body] of Object.entries(svg)) {
      if (name !== 'codes.csv') expect(Buffer.from(body).toString('utf8')).toMatch(/^<svg/);
    }
    const progress = await t
      .http()
      .get('/api/qrcodes/export/progress/job-12345678')
      .set(bearer(alice.token))
      .expect(200);
    expect(progress.body as ExportProgressDto).toEqual({
      total: tagged.length,
      done: tagged.length,
      finished: true,
      failed: false,
    });
    // Another user's token is not theirs to read.
    const others = await t
      .http()
      .get('/api/qrcodes/export/progress/job-12345678')
      .set(bearer(bob.token))
      .expect(404);
    expect((others.body as { message: string }).message).toBe(EXPORT_MESSAGES.progressNotFound);
    await t.http().get('/api/qrcodes/export/progress/job-12345678').expect(401);

    const pdf = entries(
      (await zip(alice.token, `ids=${codes[0].id},${codes[1].id}&format=pdf`).expect(200)).body as Buffer,
    );
    expect(Object.keys(pdf).sort()).toEqual(['Menu.pdf', 'codes.csv', 'menu (2).pdf']);
    expect(Buffer.from(pdf['Menu.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("reaches a user's own codes only, and any code for admins", async () => {
    await zip(null, 'format=png').expect(401);
    const other = await zip(bob.token, `ids=${codes[0].id}`).expect(404);
    expect((other.body as Buffer).toString()).toContain(QR_MESSAGES.notFound);
    // A user naming another owner is refused, naming themselves is naming no one.
    const hersToHim = await zip(bob.token, `userId=${alice.id}&format=svg`).expect(403);
    expect(JSON.parse((hersToHim.body as Buffer).toString()).message).toBe(LIST_MESSAGES.othersCodes);
    const own = entries(
      (await zip(bob.token, `userId=${bobs.user_id}&format=svg`).expect(200)).body as Buffer,
    );
    expect(Object.keys(own).sort()).toEqual(['Bob.svg', 'codes.csv']);
    for (const token of [admin, root]) {
      const both = entries(
        (await zip(token, `ids=${codes[0].id},${bobs.id}&format=svg`).expect(200)).body as Buffer,
      );
      expect(Object.keys(both).sort()).toEqual(['Bob.svg', 'Menu.svg', 'codes.csv']);
      const hers = await zip(token, `userId=${alice.id}&format=svg`).expect(200);
      expect(hers.headers['x-codes-total']).toBe('50');
    }
  });

  describe('by a single-use ticket (a browser saving the ZIP itself)', () => {
    const issue = (token: string | null, query: string) => {
      const req = t.http().post(`/api/qrcodes/export/ticket?${query}`);
      if (token) void req.set(bearer(token));
      return req;
    };
    const progressOf = (token: string, id: string) =>
      t.http().get(`/api/qrcodes/export/progress/${id}`).set(bearer(token));

    it('downloads the ZIP the ticket was issued for, once, with no Authorization header, and follows it', async () => {
      const tagged = codes.filter((c) => c.tags.includes('print'));
      const issued = (await issue(alice.token, 'tag=print&format=svg').expect(201)).body as ExportTicketDto;
      expect(issued).toEqual({
        ticket: expect.stringMatching(/^[\w-]{32}$/),
        expires_at: expect.any(String),
        total: tagged.length,
        progress: expect.stringMatching(/^[\w-]{8,64}$/),
      });
      // Readable from the ticket on, before the download starts.
      expect((await progressOf(alice.token, issued.progress).expect(200)).body).toEqual({
        total: tagged.length,
        done: 0,
        finished: false,
        failed: false,
      });
      const res = await zip(null, `ticket=${issued.ticket}`).expect(200);
      expect(res.headers['content-disposition']).toContain('qr-codes.zip');
      const names = Object.keys(entries(res.body as Buffer));
      expect(names).toHaveLength(tagged.length + 1);
      expect(names.every((n) => n === 'codes.csv' || n.endsWith('.svg'))).toBe(true);
      const done = async () =>
        (await progressOf(alice.token, issued.progress).expect(200)).body as ExportProgressDto;
      await waitUntil(async () => (await done()).finished);
      expect(await done()).toEqual({
        total: tagged.length,
        done: tagged.length,
        finished: true,
        failed: false,
      });
      // Nobody else reads it.
      await progressOf(bob.token, issued.progress).expect(404);

      // Used once.
      const again = await zip(null, `ticket=${issued.ticket}`).expect(401);
      expect(JSON.parse((again.body as Buffer).toString()).message).toBe(EXPORT_MESSAGES.badTicket);
    });

    it('is refused without a ticket or a session, for an unknown ticket, and to anonymous issuing', async () => {
      const none = await zip(null, 'format=png').expect(401);
      expect(JSON.parse((none.body as Buffer).toString()).message).toBe(MESSAGES.sessionExpired);
      const unknown = await zip(null, `ticket=${'A'.repeat(32)}`).expect(401);
      expect(JSON.parse((unknown.body as Buffer).toString()).message).toBe(EXPORT_MESSAGES.badTicket);
      const hostile = await zip(null, 'ticket=../../etc/passwd').expect(400);
      expect(JSON.parse((hostile.body as Buffer).toString()).message).toContain(
        EXPORT_MESSAGES.ticketInvalid,
      );
      await issue(null, 'format=png').expect(401);
    });

    it("cannot be widened: a ticket's ZIP takes nothing more, and holds its holder's codes only", async () => {
      // Bob's ticket with Alice's codes added to the download: refused, and the ticket stays his.
      const bobs = (await issue(bob.token, 'format=svg').expect(201)).body as ExportTicketDto;
      for (const extra of [`userId=${alice.id}`, `ids=${codes[0].id}`, 'format=png', 'progress=abcdefgh']) {
        const widened = await zip(null, `ticket=${bobs.ticket}&${extra}`).expect(400);
        expect(JSON.parse((widened.body as Buffer).toString()).message).toBe(EXPORT_MESSAGES.ticketAlone);
      }
      expect(
        Object.keys(entries((await zip(null, `ticket=${bobs.ticket}`).expect(200)).body as Buffer)).sort(),
      ).toEqual(['Bob.svg', 'codes.csv']);
      // Issued for Alice's codes: her ids are missing to him, her userId refused.
      const other = await issue(bob.token, `ids=${codes[0].id}`).expect(404);
      expect((other.body as { message: string }).message).toBe(QR_MESSAGES.notFound);
      const asHer = await issue(bob.token, `userId=${alice.id}&format=svg`).expect(403);
      expect((asHer.body as { message: string }).message).toBe(LIST_MESSAGES.othersCodes);
      // Admins' tickets reach anyone's codes.
      for (const token of [admin, root]) {
        const hers = (await issue(token, `userId=${alice.id}&format=svg`).expect(201))
          .body as ExportTicketDto;
        expect(hers.total).toBe(50);
        const res = await zip(null, `ticket=${hers.ticket}`).expect(200);
        expect(res.headers['x-codes-total']).toBe('50');
      }
    });

    it('checks the query when the ticket is asked for', async () => {
      const cases: [string, number, string][] = [
        ['format=gif', 400, EXPORT_MESSAGES.formatInvalid],
        [`ids=${codes[0].id}&tag=print`, 400, EXPORT_MESSAGES.idsOrFilter],
        ['tag=nothing-has-this', 404, EXPORT_MESSAGES.none],
        ['progress=abcdefgh', 400, 'property progress should not exist'],
        [`ticket=${'A'.repeat(32)}`, 400, 'property ticket should not exist'],
      ];
      for (const [query, status, message] of cases) {
        const res = await issue(alice.token, query).expect(status);
        expect([(res.body as { message: string | string[] }).message].flat()).toContain(message);
      }
    });
  });

  it('refuses wrong queries with the values allowed', async () => {
    const cases: [string, number, string][] = [
      ['format=gif', 400, EXPORT_MESSAGES.formatInvalid],
      ['ids=1,x', 400, EXPORT_MESSAGES.idsInvalid],
      ['ids=-1', 400, EXPORT_MESSAGES.idsInvalid],
      [`ids=${codes[0].id}&tag=print`, 400, EXPORT_MESSAGES.idsOrFilter],
      ['progress=../../x', 400, EXPORT_MESSAGES.progressInvalid],
      ['type=barcode', 400, 'type must be one of: url, text, email, phone, sms, vcard, wifi.'],
      ['tag=nothing-has-this', 404, EXPORT_MESSAGES.none],
      [`ids=${'9'.repeat(12)}`, 400, EXPORT_MESSAGES.idsInvalid],
    ];
    for (const [query, status, message] of cases) {
      const res = await zip(alice.token, query).expect(status);
      const body = JSON.parse((res.body as Buffer).toString()) as { message: string | string[] };
      expect([body.message].flat()).toContain(message);
    }
  });
});

/** Two replicas on one database and one Redis: a ticket and a progress are every replica's. */
describe('ZIP export across replicas', () => {
  const replicas: TestApp[] = [];

  let redis: RedisDb;

  beforeAll(async () => {
    redis = await leaseRedisDb();
    const redisDb = redis.url;
    const first = await startTestApp({ PUBLIC_URL, REDIS_URL: redisDb });
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp({ PUBLIC_URL, REDIS_URL: redisDb, ...shared }));
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
    await redis?.release();
  });

  it('downloads on one replica with a ticket issued by the other, whose progress the first reads', async () => {
    const [a, b] = replicas;
    const root = await login(a, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const owner = await userOnPlan(a, root, { qr_code_limit: 0, customLogos: false });
    for (let i = 0; i < 3; i += 1) {
      await createQrCode(a, owner.token, {
        label: `Shared ${i}`,
        type: 'text',
        generation_type: 'static',
        data: { text: `t${i}` },
      });
    }
    const issued = (
      await a.http().post('/api/qrcodes/export/ticket?format=svg').set(bearer(owner.token)).expect(201)
    ).body as ExportTicketDto;
    const res = await b
      .http()
      .get(`/api/qrcodes/export.zip?ticket=${issued.ticket}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Object.keys(unzipSync(new Uint8Array(res.body as Buffer))).sort()).toEqual([
      'Shared 0.svg',
      'Shared 1.svg',
      'Shared 2.svg',
      'codes.csv',
    ]);
    // Built by b, followed through a.
    const progress = async () =>
      (
        await a
          .http()
          .get(`/api/qrcodes/export/progress/${issued.progress}`)
          .set(bearer(owner.token))
          .expect(200)
      ).body as ExportProgressDto;
    await waitUntil(async () => (await progress()).finished);
    expect(await progress()).toEqual({ total: 3, done: 3, finished: true, failed: false });
    // Spent on b, spent on a too.
    await a.http().get(`/api/qrcodes/export.zip?ticket=${issued.ticket}`).expect(401);
  });
});

async function waitUntil(condition: () => Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
