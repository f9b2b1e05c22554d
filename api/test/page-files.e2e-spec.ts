import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { FileUploadResponse, QrCodeDto, StorageUsage } from '@qrpanel/contracts';
import { PAGE_MESSAGES, UPLOAD_MESSAGES } from '@qrpanel/contracts';
import { PageFileCleanupJob } from '../src/modules/uploads/page-file-cleanup.job';
import { saveSettings } from './support/admin';
import { eventually } from './support/pace';
import { PUBLIC_URL } from './support/qrcodes';
import { codeAnalytics, scanningSuite } from './support/scanning';
import { bearer, registerUser, type TestApp } from './support/test-app';
import { answersBy, byCaller, callersOf, inWorkspace, personalWorkspaceId } from './support/workspaces';

const DAY = 24 * 60 * 60 * 1000;
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A PDF of `bytes` bytes: its header, a comment to pad it, its end. */
function pdf(bytes = 2_000): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/** A PNG whose header claims `width` × `height` pixels, with one tiny compressed row behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366AA' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Place', Artist: 'Someone' } })
    .toBuffer();

describe('files for hosted pages', () => {
  let t: TestApp;
  let root: string;
  let owner: { token: string; id: number };
  let other: string;

  const upload = (token: string, body: Buffer, name: string) =>
    t.http().post('/api/uploads/file').set(bearer(token)).attach('file', body, name);
  const uploaded = async (token: string, body: Buffer, name: string) =>
    (await upload(token, body, name).expect(201)).body as FileUploadResponse;
  const codesOf = async (token: string) =>
    ((await t.http().get('/api/qrcodes/my').set(bearer(token)).expect(200)).body as QrCodeDto[]).length;

  /** A plan with this much storage, on a new user's workspace: the user's token and workspace. */
  async function onStorage(storageMb: number) {
    const plan = (
      await t
        .http()
        .post('/api/plans')
        .set(bearer(root))
        .send({
          name: `Storage ${storageMb} ${Math.random().toString(36).slice(2, 7)}`,
          price: 5,
          currency: 'USD',
          qr_code_limit: 0,
          scan_limit: 0,
          trial_period_days: 0,
          storage_limit_mb: storageMb,
        })
        .expect(201)
    ).body as { id: number; storage_limit_mb: number };
    expect(plan.storage_limit_mb).toBe(storageMb);
    const user = await registerUser(t, `Storage ${storageMb}`);
    const workspace = await personalWorkspaceId(t, user.token);
    await t
      .http()
      .put(`/api/workspaces/${workspace}/plan`)
      .set(bearer(root))
      .send({ planId: plan.id })
      .expect(204);
    return { token: user.token, workspace };
  }

  beforeAll(async () => {
    ({ t, root, owner, other } = await scanningSuite());
    // The callers' team invites its members on the Free Trial.
    await saveSettings(t, root, { free_trial_member_limit: 0 });
  });
  afterAll(() => t.close());

  it('keeps a PDF as sent and serves it with its type, nosniff, a long cache and its name', async () => {
    const body = pdf(5_000);
    const file = await uploaded(owner.token, body, 'Carta de verano ñ.pdf');
    expect(file).toMatchObject({ kind: 'pdf', content_type: 'application/pdf', size: body.length });
    expect(file.path).toMatch(/^\/api\/uploads\/files\/[A-Za-z0-9_-]{24}\.pdf$/);

    const served = await t.http().get(file.path).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Carta de verano _.pdf"; filename*=UTF-8''Carta%20de%20verano%20%C3%B1.pdf`,
    );
    expect(Buffer.compare(served.body as Buffer, body)).toBe(0);
    const download = await t.http().get(`${file.path}?download=1`).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Carta de verano _.pdf"/);

    const workspace = await personalWorkspaceId(t, owner.token);
    const audit = await t
      .http()
      .get(`/api/workspaces/${workspace}/audit?limit=10&action=file.uploaded`)
      .set(bearer(owner.token))
      .expect(200);
    expect(audit.body.items[0]).toMatchObject({
      action: 'file.uploaded',
      target_type: 'file',
      target_label: 'Carta de verano ñ.pdf',
    });

    await t.http().get('/api/uploads/files/aaaaaaaaaaaaaaaaaaaaaaaa.pdf').expect(404);
    await t.http().get('/api/uploads/files/..%2F..%2Fsecret').expect(404);
  });

  it('re-encodes images: upright, without their metadata, at most 4096 px a side', async () => {
    const wide = await uploaded(owner.token, await photo(5000, 200), 'IMG_0001.JPG');
    expect(wide).toMatchObject({ kind: 'image', content_type: 'image/jpeg', width: 4096, height: 164 });
    const served = (await t.http().get(wide.path).buffer(true).expect(200)).body as Buffer;
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 4096, 164, undefined]);

    const png = await uploaded(
      owner.token,
      await sharp(await photo(40, 30))
        .png()
        .toBuffer(),
      'logo.png',
    );
    expect(png).toMatchObject({ content_type: 'image/png', width: 40, height: 30 });
    const webp = await uploaded(
      owner.token,
      await sharp(await photo(40, 30))
        .webp()
        .toBuffer(),
      'x.webp',
    );
    expect(webp).toMatchObject({ content_type: 'image/webp', width: 40, height: 30 });
    const image = await t.http().get(png.path).expect(200);
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('judges a file by its content, never its name, and refuses what it is not', async () => {
    const png = await sharp(await photo(20, 20))
      .png()
      .toBuffer();
    expect(await uploaded(owner.token, png, 'menu.pdf')).toMatchObject({
      kind: 'image',
      content_type: 'image/png',
    });
    const refused: [Buffer, string, number, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'menu.pdf', 415, UPLOAD_MESSAGES.wrongType],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'a.gif', 415, UPLOAD_MESSAGES.wrongType],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 415, UPLOAD_MESSAGES.wrongType],
      [png.subarray(0, 60), 'cut.png', 422, UPLOAD_MESSAGES.unreadable],
      [pngClaiming(20_000, 20_000), 'bomb.png', 422, UPLOAD_MESSAGES.tooManyPixels],
      [Buffer.alloc(0), 'empty.pdf', 400, UPLOAD_MESSAGES.required],
    ];
    for (const [body, name, status, message] of refused) {
      const res = await upload(owner.token, body, name);
      expect([name, res.status, res.body.message]).toEqual([name, status, message]);
    }
    const notMultipart = await t
      .http()
      .post('/api/uploads/file')
      .set(bearer(owner.token))
      .send({ file: 'x' })
      .expect(415);
    expect(notMultipart.body.message).toBe(UPLOAD_MESSAGES.notMultipart);
    const tooLarge = await upload(owner.token, pdf(20 * 1024 * 1024 + 1), 'big.pdf').expect(413);
    expect(tooLarge.body.message).toBe(UPLOAD_MESSAGES.pdfTooLarge);
  });

  it("counts a workspace's files against its plan's storage", async () => {
    const small = await onStorage(1);
    expect(
      (await t.http().get('/api/uploads/storage').set(bearer(small.token)).expect(200)).body as StorageUsage,
    ).toEqual({ used_bytes: 0, limit_bytes: 1024 * 1024 });
    const first = await uploaded(small.token, pdf(600_000), 'a.pdf');
    const full = await upload(small.token, pdf(600_000), 'b.pdf').expect(403);
    expect(full.body.message).toBe(UPLOAD_MESSAGES.storageFull(1, 1));
    expect(
      (await t.http().get('/api/uploads/storage').set(bearer(small.token)).expect(200)).body as StorageUsage,
    ).toEqual({ used_bytes: first.size, limit_bytes: 1024 * 1024 });

    const none = await onStorage(0);
    expect((await upload(none.token, pdf(), 'a.pdf').expect(403)).body.message).toBe(
      UPLOAD_MESSAGES.noStorage,
    );
    const unlimited = await onStorage(-1);
    expect(
      (await t.http().get('/api/uploads/storage').set(bearer(unlimited.token)).expect(200))
        .body as StorageUsage,
    ).toEqual({ used_bytes: 0, limit_bytes: -1 });
  });

  describe('on pages', () => {
    it('serves a pdf code: its button a counted hop to the file at the panel’s address', async () => {
      const file = await uploaded(owner.token, pdf(), 'menu.pdf');
      const code = (
        await t
          .http()
          .post('/api/qrcodes')
          .set(bearer(owner.token))
          .send({ label: 'Menu', type: 'pdf', data: { title: 'Our menu', file: file.path } })
          .expect(201)
      ).body as QrCodeDto;
      const page = await t.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', DESKTOP).expect(200);
      expect(page.text).toContain(`<a class="btn" href="/qr-redirect/${code.uuid}/l/1">Open the PDF</a>`);
      const spanish = await t
        .http()
        .get(`/qr-redirect/${code.uuid}`)
        .set({ 'User-Agent': DESKTOP, 'Accept-Language': 'es-ES,es;q=0.9' })
        .expect(200);
      expect(spanish.text).toContain('>Abrir el PDF</a>');
      const hop = await t.http().get(`/qr-redirect/${code.uuid}/l/1`).set('User-Agent', DESKTOP).expect(302);
      expect(hop.headers.location).toBe(`${PUBLIC_URL}${file.path}`);
      const taps = async () => (await codeAnalytics(t, owner.token, code.id)).linkClicks;
      await eventually(async () => (await taps())?.[0]?.clicks === 1, 'the tap counted');
      expect(await taps()).toEqual([{ label: 'Open the PDF', url: file.path, clicks: 1 }]);
    });

    it('shows an uploaded image at the panel’s address, which the page’s policy allows', async () => {
      const image = await uploaded(owner.token, await photo(300, 200), 'shop.jpg');
      const code = (
        await t
          .http()
          .post('/api/qrcodes')
          .set(bearer(owner.token))
          .send({
            label: 'Shop',
            type: 'page',
            data: {
              title: 'Shop',
              page: {
                blocks: [{ kind: 'image', url: image.path, alt: 'Our shop', width: 300, height: 200 }],
              },
            },
          })
          .expect(201)
      ).body as QrCodeDto;
      const page = await t.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', DESKTOP).expect(200);
      expect(page.text).toContain(`src="${PUBLIC_URL}${image.path}"`);
      expect(page.headers['content-security-policy']).toContain(`img-src https: data: ${PUBLIC_URL}`);
    });

    it("refuses another workspace's file, a PDF where an image goes and a made-up path; nothing saved", async () => {
      const theirs = await uploaded(other, pdf(), 'theirs.pdf');
      const image = await uploaded(owner.token, await photo(20, 20), 'a.jpg');
      const before = await codesOf(owner.token);
      const stolen = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'pdf', data: { title: 'x', file: theirs.path } })
        .expect(422);
      expect(stolen.body.message).toBe(UPLOAD_MESSAGES.notYours(theirs.path));
      const wrongKind = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'pdf', data: { title: 'x', file: image.path } })
        .expect(400);
      expect(wrongKind.body.fields['data.file']).toEqual([
        PAGE_MESSAGES.pdfFile.replace('$property', 'data.file'),
      ]);
      await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'pdf', data: { title: 'x', file: '/api/uploads/files/../../etc/passwd' } })
        .expect(400);
      expect(await codesOf(owner.token)).toBe(before);
    });
  });

  it('deletes, a day on, the files no page uses, and gives their storage back', async () => {
    // A deleted workspace's files: their rows went with it, the files themselves wait here.
    const gone = await registerUser(t, 'Leaving');
    const team = (
      await t.http().post('/api/workspaces').set(bearer(gone.token)).send({ name: 'Gone' }).expect(201)
    ).body as { id: number };
    const left = (
      await t
        .http()
        .post('/api/uploads/file')
        .set(inWorkspace(gone.token, team.id))
        .attach('file', pdf(), 'x.pdf')
        .expect(201)
    ).body as FileUploadResponse;
    await t.http().delete(`/api/workspaces/${team.id}`).set(bearer(gone.token)).expect(204);
    await t.http().get(left.path).expect(404);
    const user = await onStorage(5);
    const kept = await uploaded(user.token, pdf(), 'kept.pdf');
    const dropped = await uploaded(user.token, pdf(3_000), 'dropped.pdf');
    await t
      .http()
      .post('/api/qrcodes')
      .set(bearer(user.token))
      .send({ label: 'Menu', type: 'pdf', data: { title: 'Menu', file: kept.path } })
      .expect(201);
    const job = t.app.get(PageFileCleanupJob);
    await job.run();
    await t.http().get(dropped.path).expect(200);
    const deleted = await job.run(new Date(Date.now() + DAY + 60_000));
    await t.http().get(dropped.path).expect(404);
    expect(deleted).toBeGreaterThanOrEqual(2);
    const files = join(t.config.dataDir, 'uploads', 'files');
    expect(readdirSync(files)).not.toContain(left.path.split('/').pop());
    expect(readdirSync(files)).toContain(kept.path.split('/').pop());
    await t.http().get(kept.path).expect(200);
    expect(
      (await t.http().get('/api/uploads/storage').set(bearer(user.token)).expect(200)).body as StorageUsage,
    ).toMatchObject({ used_bytes: kept.size });
  });

  it('lets editors and up upload, members read the storage, and serves files to anyone', async () => {
    const { a, callers } = await callersOf(t, root, 'Files team');
    const as = (token: string | undefined) => (token ? inWorkspace(token, a.id) : {});
    const uploads = await byCaller(
      callers,
      async (token) =>
        (await t.http().post('/api/uploads/file').set(as(token)).attach('file', pdf(), 'm.pdf')).status,
    );
    expect(uploads).toEqual(answersBy(callers, 403, 201, 201));
    const storage = await byCaller(
      callers,
      async (token) => (await t.http().get('/api/uploads/storage').set(as(token))).status,
    );
    expect(storage).toEqual(answersBy(callers, 200, 200, 200));
    const file = (
      await t
        .http()
        .post('/api/uploads/file')
        .set(as(a.editor.token))
        .attach('file', pdf(), 'm.pdf')
        .expect(201)
    ).body as FileUploadResponse;
    for (const [, token] of callers)
      await t
        .http()
        .get(file.path)
        .set(token ? bearer(token) : {})
        .expect(200);
  });

  it("answers a burst of one workspace's uploads with 201 or 429, and another workspace's upload meanwhile", async () => {
    const images = await Promise.all(Array.from({ length: 12 }, (_, i) => photo(3000 + i, 2000)));
    const burst = Promise.all(images.map((body) => upload(owner.token, body, 'big.jpg')));
    const others = await upload(other, pdf(), 'other.pdf');
    const statuses = (await burst).map((res) => res.status);
    expect(others.status).toBe(201);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses).toContain(201);
    await t.http().get('/api/health').expect(200);
  });
});
