import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { QR_MESSAGES, type QrDesign } from '@qrpanel/contracts';
import { MAX_WAITING_RENDERS_PER_USER } from '../../src/modules/qrcodes/image-workers';
import { ApiProcess, buildApi, freePort } from '../support/api-process';
import { decodePng } from '../support/decode';
import { FILTER_BOMB } from '../support/logos';
import { binary, createQrCode, PUBLIC_URL, userOnPlan } from '../support/qrcodes';
import { bearer, freshDatabase, login, SUPER_ADMIN, type HttpApp } from '../support/test-app';

/** How many requests each burst sends at once: past what one user may have waiting. */
const BURST = 20;

const DESIGN: QrDesign = {
  dots: { shape: 'rounded', color: '#1A237E' },
  eyes: { outer: { shape: 'circle', color: '#B71C1C' }, inner: { shape: 'rounded' } },
  background: { color: '#FFFFFF' },
  errorCorrection: 'H',
  quietZone: 4,
};

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * The review's logo: a valid 30000 × 30000 PNG of one bit a pixel, all blank, in 109 KB. A
 * decoder needs 3.6 GB and half a minute for it.
 */
function hugePng(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (grey)
  const rows = deflateSync(Buffer.alloc((1 + side / 8) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose lossless frame is 30000 × 30000, followed by a 1 × 1 frame for readers that skip the first. */
function decoyJpeg(): Buffer {
  const frame = (marker: number, side: number) =>
    Buffer.from([0xff, marker, 0, 11, 8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    frame(0xc3, 30_000),
    frame(0xc0, 1),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The api as production runs it, in a process of its own: a crash shows as its exit. */
async function startApi(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-renders-'));
  const database = await freshDatabase();
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL,
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  await api.start();
  const app: HttpApp = { http: () => request(api.url) };
  const root = await login(app, SUPER_ADMIN.email, SUPER_ADMIN.password);
  const logos = join(dataDir, 'uploads', 'logos');
  return {
    api,
    app,
    logos,
    /** A user whose plan allows logos and templates, with a code of their own. */
    user: async (label: string) => {
      const user = await userOnPlan(app, root, { qr_code_limit: 0, customLogos: true, template_limit: -1 });
      const code = await createQrCode(app, user.token, { label, type: 'text', data: { text: label } });
      return { ...user, code };
    },
    /** A logo as an older version stored it, checked by nothing of today's: its address. */
    storedLogo: (body: Buffer | string, extension: 'png' | 'svg') => {
      mkdirSync(logos, { recursive: true });
      const name = `${randomBytes(18).toString('base64url')}.${extension}`;
      writeFileSync(join(logos, name), body);
      return `/api/uploads/logos/${name}`;
    },
    close: async () => {
      await api.stop('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
type Api = Awaited<ReturnType<typeof startApi>>;
type User = Awaited<ReturnType<Api['user']>>;

interface Answer {
  status: number;
  retryAfter?: string;
  body: unknown;
  /** When the whole answer had come (performance.now()). */
  at: number;
}

/** Sends a request and answers what came back; status 0 when the connection failed. */
async function answer(send: () => PromiseLike<request.Response>): Promise<Answer> {
  try {
    const res = await send();
    return {
      status: res.status,
      retryAfter: res.headers['retry-after'],
      body: res.body as unknown,
      at: performance.now(),
    };
  } catch {
    return { status: 0, body: null, at: performance.now() };
  }
}

/** What a client may get while the api is overloaded: what it asked for, or 503 and when to come back. */
function expectDoneOrBusy(answers: Answer[], done: number): void {
  for (const a of answers) {
    expect([done, 503]).toContain(a.status);
    if (a.status === 503) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
  }
  expect(answers.some((a) => a.status === done)).toBe(true);
}

/** The JSON body of a binary (image) answer. */
const json = (a: Answer) => JSON.parse((a.body as Buffer).toString('utf8')) as Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Downloads a code's PNG as `who`. */
const png = (s: Api, who: { token: string }, id: number, size = 256) =>
  s.app
    .http()
    .get(`/api/qrcodes/${id}/image?format=png&size=${size}`)
    .set(bearer(who.token))
    .buffer(true)
    .parse(binary);

/**
 * The process is still there a render limit after the last refusal (a refused render once left
 * a timer behind that ended the api when it fired), and answers: its health and a download.
 */
async function expectAlive(s: Api, refused: Answer[], limitMs: number, who: User): Promise<void> {
  const last = Math.max(...refused.map((a) => a.at));
  await sleep(Math.max(0, last + limitMs + 1000 - performance.now()));
  expect(s.api.exited).toBe(false);
  await s.app.http().get('/api/health').expect(200);
  await png(s, who, who.code.id).expect(200);
}

describe('renders under hostile load', () => {
  // Compiled once, before any api starts: on busy cores that alone may take minutes.
  beforeAll(() => buildApi(), 600_000);

  /** One render process, small renders and a short limit: the queue is the point here, not the drawing. */
  describe('with a short render limit', () => {
    const LIMIT_MS = 3000;
    /** Renders that may wait in all: a few more than one user may have waiting. */
    const QUEUE = MAX_WAITING_RENDERS_PER_USER + 4;
    let s: Api;
    let owner: User;
    let other: User;
    /** A code of the owner's whose logo keeps the one render process busy for a whole limit. */
    let bomb: { id: number };

    beforeAll(async () => {
      s = await startApi({
        IMAGE_RENDER_TIMEOUT_MS: String(LIMIT_MS),
        IMAGE_RENDER_PROCESSES: '1',
        IMAGE_RENDER_QUEUE: String(QUEUE),
      });
      owner = await s.user('Burst');
      other = await s.user('Bystander');
      bomb = await createQrCode(s.app, owner.token, {
        label: 'Bomb',
        type: 'text',
        data: { text: 'bomb' },
        logoPath: s.storedLogo(FILTER_BOMB, 'svg'),
      });
    });
    afterAll(() => s?.close());

    it(`answers ${BURST} downloads at once from one user with images or 503 and Retry-After, another user's in turn, and lives on`, async () => {
      // The bomb holds the one process for a limit: the whole burst arrives while it draws.
      const holding = answer(() => png(s, owner, bomb.id));
      await sleep(300);
      const burst = Array.from({ length: BURST }, () => answer(() => png(s, owner, owner.code.id)));
      const bystander = answer(() => png(s, other, other.code.id));
      const answers = await Promise.all(burst);

      expectDoneOrBusy(answers, 200);
      const drawn = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 503);
      // What one user may have waiting (and one more, should it have come as the process freed).
      expect(drawn.length).toBeLessThanOrEqual(MAX_WAITING_RENDERS_PER_USER + 1);
      expect(refused.length).toBeGreaterThanOrEqual(BURST - MAX_WAITING_RENDERS_PER_USER - 1);
      for (const busy of refused) {
        expect(json(busy)).toEqual({
          statusCode: 503,
          message: QR_MESSAGES.imageRenderBusyForYou,
          error: 'Service Unavailable',
        });
      }
      for (const image of drawn)
        expect(decodePng(image.body as Buffer).text).toBe(owner.code.encoded_payload);
      // The other user's render had its turn after one of the burst's, not after all of them.
      const theirs = await bystander;
      expect(theirs.status).toBe(200);
      expect(decodePng(theirs.body as Buffer).text).toBe(other.code.encoded_payload);
      expect(theirs.at).toBeLessThan(Math.max(...drawn.map((a) => a.at)));
      expect((await holding).status).toBe(422);
      await expectAlive(s, refused, LIMIT_MS, owner);
    });

    it(`answers anyone's render 503 with Retry-After once ${QUEUE} wait in all, and draws those that waited`, async () => {
      const [first, second] = [await s.user('First'), await s.user('Second')];
      const holding = answer(() => png(s, owner, bomb.id));
      await sleep(300);
      const waiting = [
        ...Array.from({ length: MAX_WAITING_RENDERS_PER_USER }, () =>
          answer(() => png(s, first, first.code.id)),
        ),
        ...Array.from({ length: QUEUE - MAX_WAITING_RENDERS_PER_USER }, () =>
          answer(() => png(s, second, second.code.id)),
        ),
      ];
      await sleep(500);
      const refused = await answer(() => png(s, other, other.code.id));
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(json(refused)).toEqual({
        statusCode: 503,
        message: QR_MESSAGES.imageRenderBusy,
        error: 'Service Unavailable',
      });
      expect((await Promise.all(waiting)).map((a) => a.status)).toEqual(waiting.map(() => 200));
      expect((await holding).status).toBe(422);
    });

    it('draws a render that waited in the queue longer than the limit: only its own drawing counts', async () => {
      // Three bombs hold the one process for a limit each; the plain code is sent after them,
      // so it waits behind two of them at least, whatever order a busy machine delivers
      // the requests in: longer than a limit in all.
      const bombs: Promise<Answer>[] = [];
      for (let i = 0; i < 3; i += 1) {
        bombs.push(answer(() => png(s, owner, bomb.id)));
        await sleep(300);
      }
      const sent = performance.now();
      const plain = await answer(() => png(s, owner, owner.code.id));
      for (const cut of await Promise.all(bombs)) {
        expect(cut.status).toBe(422);
        expect(json(cut)).toMatchObject({ message: QR_MESSAGES.imageTooSlowToDraw });
      }
      expect(plain.at - sent).toBeGreaterThan(LIMIT_MS);
      expect(plain.status).toBe(200);
      expect(decodePng(plain.body as Buffer).text).toBe(owner.code.encoded_payload);
    });
  });

  /** Real sizes, and the render limit test apps use (renders there share the cores with other suites). */
  describe('at full size', () => {
    const LIMIT_MS = 30_000;
    let s: Api;
    let owner: User;
    let other: User;

    beforeAll(async () => {
      s = await startApi({ IMAGE_RENDER_TIMEOUT_MS: String(LIMIT_MS) });
      owner = await s.user('Big');
      other = await s.user('Neighbour');
    });
    afterAll(() => s?.close());

    it(`answers ${BURST} downloads of 2048 px at once with images or 503 and Retry-After, and another user's with an image`, async () => {
      const burst = Array.from({ length: BURST }, () => answer(() => png(s, owner, owner.code.id, 2048)));
      const bystander = answer(() => png(s, other, other.code.id, 2048));
      const answers = await Promise.all(burst);
      expectDoneOrBusy(answers, 200);
      expect((await bystander).status).toBe(200);
      expect(s.api.exited).toBe(false);
      await png(s, owner, owner.code.id).expect(200);
    });

    it(`answers ${BURST} template saves at once with the template or 503, saving exactly those, and another user's`, async () => {
      const save = (who: User, name: string) =>
        s.app.http().post('/api/qr-templates').set(bearer(who.token)).send({ name, design: DESIGN });
      const burst = Array.from({ length: BURST }, (_, i) => answer(() => save(owner, `Burst ${i}`)));
      const bystander = answer(() => save(other, 'Calm'));
      const answers = await Promise.all(burst);
      expectDoneOrBusy(answers, 201);
      expect((await bystander).status).toBe(201);
      const listed = await s.app.http().get('/api/qr-templates').set(bearer(owner.token)).expect(200);
      const saved = (listed.body as { name: string }[]).map((t) => t.name).sort();
      const answered = answers.flatMap((a, i) => (a.status === 201 ? [`Burst ${i}`] : [])).sort();
      expect(saved).toEqual(answered);
      expect(s.api.exited).toBe(false);
    });

    describe('a logo of too many pixels', () => {
      const huge = hugePng();
      const upload = (body: Buffer, filename: string, contentType: string) =>
        s.app
          .http()
          .post('/api/uploads/logo')
          .set(bearer(owner.token))
          .attach('file', body, { filename, contentType });
      const storedCount = () => {
        try {
          return readdirSync(s.logos).length;
        } catch {
          return 0;
        }
      };

      it.each([
        ['a 30000 × 30000 PNG of 109 KB', () => huge, 'logo.png', 'image/png'],
        ['a JPEG whose first frame is 30000 × 30000', decoyJpeg, 'logo.jpg', 'image/jpeg'],
        [
          'an SVG drawing that PNG 64 px wide',
          () =>
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" ' +
                `href="data:image/png;base64,${huge.toString('base64')}"/></svg>`,
            ),
          'logo.svg',
          'image/svg+xml',
        ],
      ])(
        'is refused at upload with 422 and why, and nothing is stored: %s',
        async (_kind, body, name, type) => {
          const before = storedCount();
          const res = await upload(body(), name, type);
          expect(res.status).toBe(422);
          expect(res.body).toEqual({
            statusCode: 422,
            message: QR_MESSAGES.logoTooManyPixels,
            error: 'Unprocessable Entity',
          });
          expect(storedCount()).toBe(before);
        },
      );

      it('stored before the limit, fails its downloads and design saves at once with 422, and other users draw meanwhile', async () => {
        const logoPath = s.storedLogo(huge, 'png');
        const hostage = await createQrCode(s.app, owner.token, {
          label: 'Huge logo',
          type: 'url',
          data: { url: 'https://example.com/huge' },
          logoPath,
        });
        const downloads = Array.from({ length: 4 }, () => answer(() => png(s, owner, hostage.id)));
        const bystander = answer(() => png(s, other, other.code.id));
        for (const refused of await Promise.all(downloads)) {
          expect(refused.status).toBe(422);
          // Refused before drawing: not cut off by the time limit after holding a process.
          expect(json(refused)).toEqual({
            statusCode: 422,
            message: QR_MESSAGES.logoTooManyPixels,
            error: 'Unprocessable Entity',
          });
        }
        expect((await bystander).status).toBe(200);

        const redesigned = await s.app
          .http()
          .put(`/api/qrcodes/${hostage.id}`)
          .set(bearer(owner.token))
          .send({
            label: 'Huge logo',
            type: 'url',
            data: { url: 'https://example.com/huge' },
            design: { ...DESIGN, logo: { path: logoPath, size: 0.2 } },
          });
        expect(redesigned.body).toMatchObject({ statusCode: 422, message: QR_MESSAGES.logoTooManyPixels });
        // The SVG would hand the same bitmap to whoever draws it: refused alike.
        await s.app
          .http()
          .get(`/api/qrcodes/${hostage.id}/image?format=svg`)
          .set(bearer(owner.token))
          .expect(422);
        expect(s.api.exited).toBe(false);
      });
    });
  });
});
