import jsQR from 'jsqr';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { QR_MESSAGES, type QrCodeDto } from '@qrpanel/contracts';
import { LogoCleanupJob } from '../src/modules/uploads/logo-cleanup.job';
import { binary, createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

/** A small PNG made here: a dark square on white. */
function pngLogo(size = 32): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 4;
      const dark = x > size / 4 && x < (size * 3) / 4 && y > size / 4 && y < (size * 3) / 4;
      png.data[i] = dark ? 200 : 255;
      png.data[i + 1] = dark ? 30 : 255;
      png.data[i + 2] = dark ? 30 : 255;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A 1x1 JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const HOSTILE_SVG =
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(document.cookie)</script>' +
  '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></body></foreignObject>' +
  '<image href="https://evil.example/track.png" width="1" height="1"/>' +
  '<circle cx="5" cy="5" r="4" fill="#2e7d32" onclick="alert(2)"/></svg>';

/** Reads a PNG answer back to the text its QR code carries. */
function decodePng(body: Buffer): { text: string | undefined; width: number; height: number } {
  const png = PNG.sync.read(body);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { text: found?.data, width: png.width, height: png.height };
}

describe('logos and images', () => {
  let t: TestApp;
  let rootToken: string;
  let pro: { token: string; id: number };
  let trial: string;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    rootToken = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    pro = await userOnPlan(t, rootToken, { qr_code_limit: 0, customLogos: true });
    trial = (await registerUser(t, 'Trial')).token;
  });
  afterAll(() => t.close());

  const upload = (token: string, body: Buffer, filename: string, contentType: string) =>
    t.http().post('/api/uploads/logo').set(bearer(token)).attach('file', body, { filename, contentType });

  describe('uploading a logo', () => {
    it('is refused with 403 when the plan has no custom logos', async () => {
      const res = await upload(trial, pngLogo(), 'logo.png', 'image/png').expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: QR_MESSAGES.logoNotAllowed, error: 'Forbidden' });
    });

    it.each([
      ['PNG', pngLogo(), 'logo.png', 'image/png', 'png'],
      ['JPEG', JPEG, 'photo.jpeg', 'image/jpeg', 'jpg'],
      ['JPEG sent under a wrong name', JPEG, 'photo.gif', 'application/octet-stream', 'jpg'],
    ])(
      'stores a %s under a server-made name and serves it with nosniff',
      async (_kind, body, name, type, ext) => {
        const res = await upload(pro.token, body, name, type).expect(201);
        expect(res.body.logoPath).toMatch(new RegExp(`^/api/uploads/logos/[A-Za-z0-9_-]{24}\\.${ext}$`));
        const served = await t.http().get(res.body.logoPath).buffer(true).parse(binary).expect(200);
        expect(served.headers['content-type']).toBe(ext === 'png' ? 'image/png' : 'image/jpeg');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.compare(served.body as Buffer, body)).toBe(0);
      },
    );

    it('stores an SVG without its script, handlers, foreign objects, external references or entities', async () => {
      const res = await upload(pro.token, Buffer.from(HOSTILE_SVG), 'logo.svg', 'image/svg+xml').expect(201);
      expect(res.body.logoPath).toMatch(/\.svg$/);
      const served = await t.http().get(res.body.logoPath).buffer(true).parse(binary).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      const text = (served.body as Buffer).toString('utf8');
      expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(text).toContain('<circle cx="5" cy="5" r="4" fill="#2e7d32"/>');
      expect(text).not.toMatch(/script|alert|onload|onclick|foreignObject|iframe|evil|ENTITY|passwd/i);
    });

    it.each([
      [
        'a text file named .png',
        Buffer.from('just some text, not an image'),
        'logo.png',
        'image/png',
        QR_MESSAGES.logoWrongType,
      ],
      [
        'an HTML page named .svg',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'logo.svg',
        'image/svg+xml',
        QR_MESSAGES.logoWrongType,
      ],
      [
        'a GIF',
        Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
        'logo.png',
        'image/png',
        QR_MESSAGES.logoWrongType,
      ],
      [
        'an SVG that uses an undeclared entity',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>'),
        'logo.svg',
        'image/svg+xml',
        QR_MESSAGES.logoUnreadableSvg,
      ],
      [
        'a PDF named .jpg',
        Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        'logo.jpg',
        'image/jpeg',
        QR_MESSAGES.logoWrongType,
      ],
    ])('refuses %s by its content with 415', async (_case, body, name, type, message) => {
      const res = await upload(pro.token, body, name, type).expect(415);
      expect(res.body).toEqual({ statusCode: 415, message, error: 'Unsupported Media Type' });
    });

    it('refuses a file over 1 MB with 413', async () => {
      const big = Buffer.concat([pngLogo(), Buffer.alloc(1024 * 1024)]);
      const res = await upload(pro.token, big, 'big.png', 'image/png').expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: QR_MESSAGES.logoTooLarge,
        error: 'Payload Too Large',
      });
    });

    it('refuses a request without a file', async () => {
      const json = await t
        .http()
        .post('/api/uploads/logo')
        .set(bearer(pro.token))
        .send({ file: 'x' })
        .expect(415);
      expect(json.body.message).toBe(QR_MESSAGES.logoNotMultipart);
      const empty = await t
        .http()
        .post('/api/uploads/logo')
        .set(bearer(pro.token))
        .field('note', 'no file')
        .expect(400);
      expect(empty.body.message).toBe(QR_MESSAGES.logoRequired);
    });

    it('answers 404 for a logo that does not exist, and for names not made here', async () => {
      await t.http().get('/api/uploads/logos/AAAAAAAAAAAAAAAAAAAAAAAA.png').expect(404);
      await t.http().get('/api/uploads/logos/..%2F..%2Fsecrets.json').expect(404);
    });
  });

  describe('rendering a code', () => {
    const image = (token: string, id: number, query = '') =>
      t.http().get(`/api/qrcodes/${id}/image${query}`).set(bearer(token)).buffer(true).parse(binary);

    it('answers a PNG at the code size that decodes to the encoded payload (dynamic)', async () => {
      const code = await createQrCode(t, pro.token, {
        label: 'Menu',
        type: 'url',
        data: { url: 'https://example.com/menu' },
      });
      const res = await image(pro.token, code.id).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Menu.png"; filename*=UTF-8''Menu.png`,
      );
      const decoded = decodePng(res.body as Buffer);
      expect(decoded).toEqual({ text: `${PUBLIC_URL}/qr-redirect/${code.uuid}`, width: 300, height: 300 });
      expect(decoded.text).toBe(code.encoded_payload);
    });

    it.each([
      ['wifi', { ssid: 'a;P:x;;', encryption: 'WPA', password: 'p@ss;word', hidden: false }],
      [
        'vcard',
        {
          name: 'Ada Lovelace',
          phone: '+44 20 7946 0018',
          email: 'ada@example.com',
          org: 'Engines',
          title: 'Analyst',
        },
      ],
      ['email', { email: 'ada@example.com', subject: 'Hi & bye', body: 'Two\nlines' }],
    ] as const)('answers a PNG that decodes to the static %s payload', async (type, data) => {
      const code = await createQrCode(t, pro.token, { label: type, type, generation_type: 'static', data });
      const decoded = decodePng((await image(pro.token, code.id, '?size=600').expect(200)).body as Buffer);
      expect(decoded).toEqual({ text: code.encoded_payload, width: 600, height: 600 });
    });

    it('draws the colours, a logo and a SCAN ME frame, and still decodes', async () => {
      const logos = [
        (await upload(pro.token, pngLogo(64), 'logo.png', 'image/png').expect(201)).body.logoPath as string,
        (await upload(pro.token, Buffer.from(HOSTILE_SVG), 'logo.svg', 'image/svg+xml').expect(201)).body
          .logoPath as string,
      ];
      for (const logoPath of logos) {
        const code: QrCodeDto = await createQrCode(t, pro.token, {
          label: 'Framed',
          type: 'text',
          data: { text: 'framed' },
          foregroundColor: '#1A237E',
          backgroundColor: '#FFF8E1',
          logoPath,
          frameId: 'scan-me',
          size: 400,
        });
        expect(code.logo_path).toBe(logoPath);
        const res = await image(pro.token, code.id).expect(200);
        const png = PNG.sync.read(res.body as Buffer);
        expect(png.width).toBe(400);
        expect(png.height).toBeGreaterThan(400);
        // The frame's corner area is the foreground colour, the quiet zone the background colour.
        const pixel = (x: number, y: number) => [
          ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
        ];
        expect(pixel(200, 3)).toEqual([0x1a, 0x23, 0x7e]);
        expect(pixel(30, 30)).toEqual([0xff, 0xf8, 0xe1]);
        // The centre is cleared for the logo: no module colour there unless the logo draws it.
        expect(decodePng(res.body as Buffer).text).toBe(code.encoded_payload);
      }
    });

    it('answers an SVG with the colours and the logo embedded', async () => {
      const logoPath = (await upload(pro.token, pngLogo(), 'logo.png', 'image/png').expect(201)).body
        .logoPath as string;
      const code = await createQrCode(t, pro.token, {
        label: 'Été menu',
        type: 'text',
        data: { text: 'svg' },
        foregroundColor: '#880E4F',
        logoPath,
        frameId: 'border',
      });
      const res = await image(pro.token, code.id, '?format=svg&size=256').expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="_t_ menu.svg"; filename*=UTF-8''%C3%89t%C3%A9%20menu.svg`,
      );
      const svg = (res.body as Buffer).toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
      expect(svg).toContain('fill="#880E4F"');
      expect(svg).toContain('href="data:image/png;base64,');
    });

    it('refuses an unknown format or a size out of bounds with 400', async () => {
      const code = await createQrCode(t, pro.token, { label: 'Q', type: 'text', data: { text: 'q' } });
      const format = await t
        .http()
        .get(`/api/qrcodes/${code.id}/image?format=gif`)
        .set(bearer(pro.token))
        .expect(400);
      expect(format.body.fields).toEqual({ format: ['format must be png, svg or pdf'] });
      const size = await t
        .http()
        .get(`/api/qrcodes/${code.id}/image?size=50`)
        .set(bearer(pro.token))
        .expect(400);
      expect(size.body.fields).toEqual({ size: ['size must not be less than 100'] });
    });

    it('renders a code whose logo file is gone without it', async () => {
      const logoPath = (await upload(pro.token, pngLogo(), 'logo.png', 'image/png').expect(201)).body
        .logoPath as string;
      const code = await createQrCode(t, pro.token, {
        label: 'Plain',
        type: 'text',
        data: { text: 'plain' },
        logoPath,
      });
      rmSync(join(t.config.dataDir, 'uploads', 'logos', logoPath.split('/').pop() ?? ''));
      await t.http().get(logoPath).expect(404);
      const res = await image(rootToken, code.id).expect(200);
      expect(decodePng(res.body as Buffer).text).toBe(code.encoded_payload);
    });
  });

  describe('the hourly clean-up', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const uploadPng = async () =>
      (await upload(pro.token, pngLogo(), 'logo.png', 'image/png').expect(201)).body.logoPath as string;

    it('deletes, a day on, the logos of deleted codes and uploads never used, and keeps those in use', async () => {
      const [kept, shared, ofDeleted, abandoned] = [
        await uploadPng(),
        await uploadPng(),
        await uploadPng(),
        await uploadPng(),
      ];
      const make = (logoPath: string) =>
        createQrCode(t, pro.token, { label: 'Logo', type: 'text', data: { text: 'logo' }, logoPath });
      await make(kept);
      await make(shared);
      const sharedToo = await make(shared);
      const doomed = await make(ofDeleted);
      await t.http().delete(`/api/qrcodes/${doomed.id}`).set(bearer(pro.token)).expect(204);
      await t.http().delete(`/api/qrcodes/${sharedToo.id}`).set(bearer(pro.token)).expect(204);
      const job = t.app.get(LogoCleanupJob);

      // Within the day an upload may still be on its way into a code: nothing goes.
      await job.run(new Date());
      for (const path of [kept, shared, ofDeleted, abandoned]) await t.http().get(path).expect(200);

      await job.run(new Date(Date.now() + DAY + 60_000));
      for (const path of [ofDeleted, abandoned]) await t.http().get(path).expect(404);
      for (const path of [kept, shared]) await t.http().get(path).expect(200);
    });

    it('keeps an uploaded logo the app settings use', async () => {
      const appLogo = await uploadPng();
      await t
        .http()
        .put('/api/settings')
        .set(bearer(rootToken))
        .send({ app_logo_url: `${PUBLIC_URL}${appLogo}` })
        .expect(200);
      await t.app.get(LogoCleanupJob).run(new Date(Date.now() + DAY + 60_000));
      await t.http().get(appLogo).expect(200);
    });
  });
});
