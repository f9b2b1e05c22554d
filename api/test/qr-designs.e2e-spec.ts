import { PNG } from 'pngjs';
import {
  DESIGN_MESSAGES,
  DOT_SHAPES,
  EYE_SHAPES,
  GRADIENT_TYPES,
  QR_MESSAGES,
  type QrCodeDto,
  type QrDesign,
} from '@qrpanel/contracts';
import { decodePdf, decodePng, decodeSvg, pdfPageSize } from './support/decode';
import { binary, createQrCode, myCodes, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import {
  bearer,
  login,
  registerUser,
  startTestApp,
  SUPER_ADMIN,
  TEST_DB,
  type TestApp,
} from './support/test-app';

/** A fully styled design: gradient, rounded dots and eyes, a CTA frame. */
const STYLED: QrDesign = {
  dots: {
    shape: 'rounded',
    gradient: {
      type: 'linear',
      rotation: 45,
      stops: [
        { offset: 0, color: '#1A237E' },
        { offset: 0.5, color: '#4A148C' },
        { offset: 1, color: '#880E4F' },
      ],
    },
  },
  eyes: { outer: { shape: 'rounded', color: '#B71C1C' }, inner: { shape: 'circle' } },
  background: { color: '#FFF8E1' },
  errorCorrection: 'H',
  quietZone: 4,
  frame: { id: 'bubble', text: 'Scan for the menu!', color: '#1A237E', textColor: '#FFFFFF' },
};

/** A small PNG logo: a red square on white. */
function pngLogo(size = 48): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) {
    png.data.set([200, 30, 30, 255], i * 4);
  }
  return PNG.sync.write(png);
}

describe('QR designs', () => {
  let t: TestApp;
  let rootToken: string;
  let pro: { token: string; id: number };
  let other: string;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    rootToken = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    pro = await userOnPlan(t, rootToken, { qr_code_limit: 0, customLogos: true });
    other = (await registerUser(t, 'Other')).token;
  });
  afterAll(() => t.close());

  const download = (token: string, id: number, query: string) =>
    t.http().get(`/api/qrcodes/${id}/image${query}`).set(bearer(token)).buffer(true).parse(binary);
  const uploadLogo = async () =>
    (
      await t
        .http()
        .post('/api/uploads/logo')
        .set(bearer(pro.token))
        .attach('file', pngLogo(), { filename: 'logo.png', contentType: 'image/png' })
        .expect(201)
    ).body.logoPath as string;
  const menu = (design: unknown) => ({
    label: 'Menu',
    type: 'url',
    data: { url: 'https://example.com/menu' },
    design,
  });

  describe('saved with a code', () => {
    it('answers the design on create and on every read, with the older fields mirroring it', async () => {
      const created = await createQrCode(t, pro.token, menu(STYLED) as never);
      expect(created.design).toEqual(STYLED);
      expect(created.foreground_color).toBe('#1A237E');
      expect(created.background_color).toBe('#FFF8E1');
      expect(created.frameId).toBe('bubble');
      const one = await t.http().get(`/api/qrcodes/${created.id}`).set(bearer(pro.token)).expect(200);
      expect(one.body.design).toEqual(STYLED);
      const listed = (await myCodes(t, pro.token)).find((c) => c.id === created.id);
      expect(listed?.design).toEqual(STYLED);
      const all = await t.http().get('/api/qrcodes/all').set(bearer(rootToken)).expect(200);
      expect((all.body as QrCodeDto[]).find((c) => c.id === created.id)?.design).toEqual(STYLED);
    });

    it('fills the parts a design leaves out with the defaults', async () => {
      const code = await createQrCode(t, pro.token, menu({ dots: { shape: 'dots' } }) as never);
      expect(code.design).toEqual({
        dots: { shape: 'dots', color: '#000000' },
        eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
        background: { color: '#FFFFFF' },
        errorCorrection: 'H',
        quietZone: 4,
      });
    });

    it('reads a code saved with the older fields as before, its design drawn from them', async () => {
      const logoPath = await uploadLogo();
      const code = await createQrCode(t, pro.token, {
        label: 'Old',
        type: 'text',
        data: { text: 'old style' },
        foregroundColor: '#0d47a1',
        backgroundColor: '#ffffff',
        logoPath,
        frameId: 'scan-me',
      });
      expect(code).toMatchObject({
        foreground_color: '#0D47A1',
        background_color: '#FFFFFF',
        logo_path: logoPath,
        frameId: 'scan-me',
      });
      expect(code.design).toEqual({
        dots: { shape: 'square', color: '#0D47A1' },
        eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
        background: { color: '#FFFFFF' },
        errorCorrection: 'H',
        quietZone: 4,
        logo: { path: logoPath, size: 0.2, excavate: true },
        frame: { id: 'scan-me' },
      });
      const png = await download(pro.token, code.id, '').expect(200);
      expect(decodePng(png.body as Buffer).text).toBe(code.encoded_payload);
    });

    it('keeps the shapes when an older client changes the colour, and drops the design on null', async () => {
      const code = await createQrCode(t, pro.token, menu(STYLED) as never);
      const recoloured = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(pro.token))
        .send({
          label: 'Menu',
          type: 'url',
          data: { url: 'https://example.com/menu' },
          foregroundColor: '#004D40',
        })
        .expect(200);
      expect(recoloured.body.design.dots).toEqual({ shape: 'rounded', color: '#004D40' });
      expect(recoloured.body.design.eyes).toEqual(STYLED.eyes);
      expect(recoloured.body.foreground_color).toBe('#004D40');
      const plain = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(pro.token))
        .send({ label: 'Menu', type: 'url', data: { url: 'https://example.com/menu' }, design: null })
        .expect(200);
      expect(plain.body.design.dots).toEqual({ shape: 'square', color: '#004D40' });
      expect(plain.body.design.frame).toEqual({ id: 'bubble' });
    });

    it('keeps the destination history unchanged when only the design changes', async () => {
      const code = await createQrCode(t, pro.token, menu(STYLED) as never);
      // Square dots: the check on save decodes the code's own (random) address, and with the
      // classy shape it was once refused as unreadable (422); this test is about the history.
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(pro.token))
        .send(menu({ ...STYLED, dots: { shape: 'square', color: '#000000' } }))
        .expect(200);
      const history = await t
        .http()
        .get(`/api/qrcodes/${code.id}/history`)
        .set(bearer(pro.token))
        .expect(200);
      expect(history.body).toEqual([]);
    });

    it('answers 404 to another user editing the design of a code not theirs, and 401 to nobody', async () => {
      const code = await createQrCode(t, pro.token, menu(STYLED) as never);
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(other))
        .send(menu({ dots: { shape: 'dots' } }))
        .expect(404);
      expect(res.body.message).toBe(QR_MESSAGES.notFound);
      await t.http().put(`/api/qrcodes/${code.id}`).send(menu(STYLED)).expect(401);
      await download(other, code.id, '?format=pdf').expect(404);
      await t.http().get(`/api/qrcodes/${code.id}/image?format=pdf`).expect(401);
      const mine = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(pro.token)).expect(200);
      expect(mine.body.design).toEqual(STYLED);
    });
  });

  describe('refused', () => {
    it.each([
      [
        'an unknown dot shape',
        { dots: { shape: 'hearts' } },
        'design.dots.shape',
        'design.dots.shape must be one of: square, rounded, dots, classy, extra-rounded',
      ],
      [
        'an unknown eye shape',
        { eyes: { outer: { shape: 'star' } } },
        'design.eyes.outer.shape',
        'design.eyes.outer.shape must be one of: square, rounded, circle',
      ],
      [
        'a malformed colour',
        { dots: { shape: 'square', color: 'red' } },
        'design.dots.color',
        'design.dots.color must be a colour written #RRGGBB',
      ],
      [
        'a malformed background',
        { background: { color: '#12345' } },
        'design.background.color',
        "design.background.color must be a colour written #RRGGBB or 'transparent'",
      ],
      [
        'one gradient stop',
        { dots: { shape: 'square', gradient: { type: 'linear', stops: [{ offset: 0, color: '#000000' }] } } },
        'design.dots.gradient.stops',
        'design.dots.gradient.stops must be a list of 2 or 3 stops',
      ],
      [
        'a stop offset past 1',
        {
          dots: {
            shape: 'square',
            gradient: {
              type: 'radial',
              stops: [
                { offset: 0, color: '#000000' },
                { offset: 1.5, color: '#000000' },
              ],
            },
          },
        },
        'design.dots.gradient.stops.1.offset',
        'design.dots.gradient.stops.1.offset must be a number from 0 to 1',
      ],
      [
        'an unknown error correction',
        { errorCorrection: 'X' },
        'design.errorCorrection',
        'design.errorCorrection must be one of: L, M, Q, H',
      ],
      [
        'a quiet zone under 2',
        { quietZone: 1 },
        'design.quietZone',
        'design.quietZone must be a whole number from 2 to 16',
      ],
      [
        'a logo over 0.3',
        { logo: { path: '/api/uploads/logos/x.png', size: 0.5 } },
        'design.logo.size',
        'design.logo.size must be a number from 0.05 to 0.3',
      ],
      [
        'an unknown frame',
        { frame: { id: 'hearts' } },
        'design.frame.id',
        'design.frame.id must be one of: none, border, scan-me, banner, banner-top, box, bubble',
      ],
      [
        'a call to action over 30 characters',
        { frame: { id: 'banner', text: 'Scan this code to see our menu!' } },
        'design.frame.text',
        'design.frame.text must be at most 30 characters',
      ],
      [
        'a call to action in a script the frame cannot print',
        { frame: { id: 'banner', text: 'Menü メニュー ✓' } },
        'design.frame.text',
        "design.frame.text has characters the frame's font cannot draw: メ ニ ュ ー ✓",
      ],
      [
        'an unknown field',
        { dots: { shape: 'square' }, sparkle: true },
        'design.sparkle',
        'design.sparkle is not a design field',
      ],
      ['a design that is not an object', 'rounded', 'design', 'design must be an object'],
      ['a list for dots', { dots: [{ shape: 'square' }] }, 'design.dots', 'design.dots must be an object'],
    ])('refuses %s with 400 and its field message, saving nothing', async (_case, design, field, message) => {
      const before = (await myCodes(t, pro.token)).length;
      const res = await t.http().post('/api/qrcodes').set(bearer(pro.token)).send(menu(design)).expect(400);
      expect(res.body.fields[field]).toEqual([message]);
      expect(res.body.message).toContain(message);
      expect((await myCodes(t, pro.token)).length).toBe(before);
    });

    it.each([
      ['lower case and accents', 'Scannez-moi, café à côté'],
      ['Cyrillic', 'Сканируй меню'],
      ['Greek', 'Σάρωσε με'],
    ])(
      'draws a call to action in %s as it was typed, in PNG, SVG and PDF, and the code decodes',
      async (_script, text) => {
        const code = await createQrCode(t, pro.token, menu({ frame: { id: 'banner', text } }) as never);
        expect(code.design.frame).toEqual({ id: 'banner', text });
        const svg = (await download(pro.token, code.id, '?format=svg').expect(200)).body as Buffer;
        // A glyph per letter, drawn as outlines: no text element and no font to load.
        const letters = [...text].filter((ch) => ch !== ' ').length;
        const textPath = /<path fill="[^"]+" d="([^"]+)"\/><\/svg>$/.exec(svg.toString('utf8'))?.[1] ?? '';
        expect(textPath.match(/M/g)).toHaveLength(letters);
        expect(svg.toString('utf8')).not.toMatch(/<text|font-family/);
        expect(decodeSvg(svg.toString('utf8'))).toBe(code.encoded_payload);
        const png = await download(pro.token, code.id, '?format=png&size=512').expect(200);
        expect(decodePng(png.body as Buffer).text).toBe(code.encoded_payload);
        const pdf = await download(pro.token, code.id, '?format=pdf&size=591').expect(200);
        expect(decodePdf(pdf.body as Buffer)).toBe(code.encoded_payload);
      },
    );

    it('refuses a deeply nested design with 400', async () => {
      let deep: Record<string, unknown> = { shape: 'square' };
      for (let i = 0; i < 40; i += 1) deep = { gradient: deep };
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(pro.token))
        .send(menu({ dots: deep }));
      expect(res.status).toBe(400);
      expect(typeof res.body.message === 'string' ? res.body.message : res.body.message.join(' ')).toMatch(
        /nested|design/,
      );
    });

    it.each([
      [
        'a foreground gradient stop too close to the background',
        {
          ...STYLED,
          dots: {
            shape: 'rounded',
            gradient: {
              type: 'radial',
              stops: [
                { offset: 0, color: '#000000' },
                { offset: 1, color: '#F0E0C0' },
              ],
            },
          },
        },
        DESIGN_MESSAGES.lowContrast,
      ],
      [
        'eyes too light on a light background',
        { ...STYLED, eyes: { outer: { shape: 'circle', color: '#DDDDDD' }, inner: { shape: 'circle' } } },
        DESIGN_MESSAGES.lowContrast,
      ],
    ])('refuses %s with 422, and an edit keeps the code as it was', async (_case, design, message) => {
      const before = (await myCodes(t, pro.token)).length;
      const res = await t.http().post('/api/qrcodes').set(bearer(pro.token)).send(menu(design)).expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        message,
        error: 'Unprocessable Entity',
        fields: { design: [message] },
      });
      expect((await myCodes(t, pro.token)).length).toBe(before);
      const code = await createQrCode(t, pro.token, menu(STYLED) as never);
      await t.http().put(`/api/qrcodes/${code.id}`).set(bearer(pro.token)).send(menu(design)).expect(422);
      const kept = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(pro.token)).expect(200);
      expect(kept.body.design).toEqual(STYLED);
    });

    it('refuses a logo too large for error correction M with 422, and takes it at H', async () => {
      const logoPath = await uploadLogo();
      const design = { dots: { shape: 'square' }, errorCorrection: 'M', logo: { path: logoPath, size: 0.3 } };
      const res = await t.http().post('/api/qrcodes').set(bearer(pro.token)).send(menu(design)).expect(422);
      expect(res.body.message).toBe(
        'The logo is too large for error correction M; choose H or a smaller logo',
      );
      const ok = await createQrCode(t, pro.token, menu({ ...design, errorCorrection: 'H' }) as never);
      expect(ok.design.logo).toEqual({ path: logoPath, size: 0.3, excavate: true });
      expect(ok.logo_path).toBe(logoPath);
      const png = await download(pro.token, ok.id, '?size=600').expect(200);
      expect(decodePng(png.body as Buffer).text).toBe(ok.encoded_payload);
    });

    it('refuses a logo that was never uploaded', async () => {
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(pro.token))
        .send(menu({ logo: { path: '/api/uploads/logos/AAAAAAAAAAAAAAAAAAAAAAAA.png', size: 0.2 } }))
        .expect(400);
      expect(res.body.fields).toEqual({ 'design.logo.path': [QR_MESSAGES.logoPathInvalid] });
    });
  });

  describe('downloads', () => {
    // Every shape of dots with every shape of eyes and every gradient, split between the two
    // databases' passes (drawing does not depend on the database): each pass draws half, in
    // which every pair (dots and eyes, dots and gradient, eyes and gradient) still appears.
    const half = TEST_DB === 'mariadb' ? 1 : 0;
    const combos = DOT_SHAPES.flatMap((dots, i) =>
      EYE_SHAPES.flatMap((eye, j) =>
        GRADIENT_TYPES.filter((_, k) => (i + j + k) % 2 === half).map(
          (gradient) => [dots, eye, gradient] as const,
        ),
      ),
    );

    it.each(combos)(
      '%s dots, %s eyes, %s gradient: PNG, SVG and PDF each decode to the exact payload',
      async (shape, eye, gradient) => {
        const design: QrDesign = {
          ...STYLED,
          dots: { shape, gradient: { ...STYLED.dots.gradient!, type: gradient } },
          eyes: { outer: { shape: eye, color: '#B71C1C' }, inner: { shape: eye } },
        };
        const code = await createQrCode(t, pro.token, menu(design) as never);
        expect(code.encoded_payload).toBe(`${PUBLIC_URL}/qr-redirect/${code.uuid}`);
        const png = await download(pro.token, code.id, '?format=png&size=512').expect(200);
        expect(png.headers['content-type']).toBe('image/png');
        expect(decodePng(png.body as Buffer).text).toBe(code.encoded_payload);
        const svg = await download(pro.token, code.id, '?format=svg').expect(200);
        expect(svg.headers['content-type']).toBe('image/svg+xml');
        expect(decodeSvg((svg.body as Buffer).toString('utf8'))).toBe(code.encoded_payload);
        const pdf = await download(pro.token, code.id, '?format=pdf&size=591').expect(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toContain('filename="Menu.pdf"');
        expect(decodePdf(pdf.body as Buffer)).toBe(code.encoded_payload);
      },
    );

    it('sizes a PDF page to the code plus a quarter-inch margin, and draws it as vectors', async () => {
      const code = await createQrCode(t, pro.token, menu({ dots: { shape: 'dots' } }) as never);
      const pdf = (await download(pro.token, code.id, '?format=pdf&size=600&dpi=300').expect(200))
        .body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // 600 px at 300 dpi is 2 inches (144 pt), plus 18 pt on each side.
      expect(pdfPageSize(pdf)).toEqual({ width: 180, height: 180 });
      // No picture of the code: its modules are paths (only a logo would be an image).
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    });

    it('writes the print resolution into a PNG', async () => {
      const code = await createQrCode(t, pro.token, menu({ dots: { shape: 'dots' } }) as never);
      const png = (await download(pro.token, code.id, '?size=1200&dpi=600').expect(200)).body as Buffer;
      const at = png.indexOf('pHYs');
      expect(at).toBeGreaterThan(0);
      expect(png.readUInt32BE(at + 4)).toBe(Math.round(600 * 39.3701));
      expect(decodePng(png).width).toBe(1200);
    });

    it('draws a transparent background as transparent pixels, and still decodes on paper', async () => {
      const code = await createQrCode(
        t,
        pro.token,
        menu({ dots: { shape: 'square' }, background: { color: 'transparent' } }) as never,
      );
      const body = (await download(pro.token, code.id, '?size=400').expect(200)).body as Buffer;
      expect(PNG.sync.read(body).data[3]).toBe(0);
      expect(decodePng(body).text).toBe(code.encoded_payload);
    });

    it('embeds a PNG logo in the PDF and still decodes', async () => {
      const logoPath = await uploadLogo();
      const code = await createQrCode(
        t,
        pro.token,
        menu({ ...STYLED, logo: { path: logoPath, size: 0.25, padding: 1 } }) as never,
      );
      const pdf = (await download(pro.token, code.id, '?format=pdf&size=900').expect(200)).body as Buffer;
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      expect(decodePdf(pdf)).toBe(code.encoded_payload);
    });

    it.each([
      ['?format=gif', { format: ['format must be png, svg or pdf'] }],
      ['?size=5000', { size: ['size must not be greater than 4096'] }],
      ['?dpi=2400', { dpi: ['dpi must not be greater than 1200'] }],
      ['?dpi=72.5', { dpi: ['dpi must be a whole number'] }],
    ])('refuses %s with 400', async (query, fields) => {
      const code = await createQrCode(t, pro.token, menu({ dots: { shape: 'dots' } }) as never);
      const res = await t
        .http()
        .get(`/api/qrcodes/${code.id}/image${query}`)
        .set(bearer(pro.token))
        .expect(400);
      expect(res.body.fields).toEqual(fields);
    });
  });
});
