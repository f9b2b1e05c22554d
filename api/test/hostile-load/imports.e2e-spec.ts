import { request as httpRequest } from 'node:http';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_PROBLEMS_LISTED,
  type CodeImportDto,
  type CodeImportStartedDto,
} from '@qrpanel/contracts';
import { bound, eventually, WAIT_MS } from '../support/pace';
import { binary, createQrCode, PUBLIC_URL } from '../support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from '../support/test-app';

const HEADER = 'label,type,generation_type,content,folder,tags';
const MB = 1024 * 1024;
/**
 * The longest another user's scan may wait while a hostile file is read, on a quiet machine;
 * on a busier one, SLOWER times the slowest of as many scans with nothing else going on,
 * measured just before. Read in one go, a 5 MB header of commas held them for 7 s (the
 * review's measure; 3.4 s by npm run bench:import-stalls), and longer as the machine is
 * slower: that stall grows with the machine's pace as the baseline does.
 */
const RESPONSIVE_MS = 1_000;
const SLOWER = 5;

/**
 * Hostile CSV uploads of a Free Trial user: files of up to 5 MB shaped to cost the most to
 * read. Each is answered with a short message, and while it is read the api goes on
 * answering others: the file is parsed a slice at a time with turns of the event loop
 * between, and one upload per user is read at a time.
 */
describe('hostile load: CSV imports', () => {
  let t: TestApp;
  let attacker: { token: string };
  let scanned: string;

  const upload = (token: string, body: Buffer | string) =>
    t
      .http()
      .post('/api/qrcodes/import')
      .set(bearer(token))
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), 'hostile.csv');

  /**
   * Follows another user's code back to back until `work` settles: how many scans were
   * answered meanwhile and how long each took (the test and the api share one event loop,
   * so a stalled api shows as a slow scan).
   */
  async function scansDuring<T>(work: PromiseLike<T>): Promise<{ result: T; latencies: number[] }> {
    let settled = false;
    const done = Promise.resolve(work).finally(() => (settled = true));
    const latencies: number[] = [];
    while (!settled) {
      const started = performance.now();
      await t.http().get(`/qr-redirect/${scanned}`).expect(302);
      latencies.push(performance.now() - started);
    }
    return { result: await done, latencies };
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /** How long a scan may wait while a file is read: against ten scans alone, just before. */
  async function responsive(): Promise<number> {
    // Not counted: a code's first scan looks it up (and the country data is loaded once).
    await t.http().get(`/qr-redirect/${scanned}`).expect(302);
    let slowest = 0;
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      await t.http().get(`/qr-redirect/${scanned}`).expect(302);
      slowest = Math.max(slowest, performance.now() - started);
    }
    return bound(RESPONSIVE_MS, SLOWER, slowest);
  }

  async function finished(token: string, id: number): Promise<CodeImportDto> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const body = (await t.http().get(`/api/qrcodes/import/${id}`).set(bearer(token)).expect(200))
        .body as CodeImportDto;
      if (body.status === 'done' || body.status === 'failed') return body;
      if (Date.now() > deadline) throw new Error(`import ${id} not done: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    const root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await t.http().put('/api/settings').set(bearer(root)).send({ free_trial_scan_limit: 0 }).expect(200);
    scanned = (
      await createQrCode(t, root, {
        label: 'Scanned meanwhile',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/' },
      })
    ).uuid;
    attacker = await registerUser(t, 'Free Trial');
  });

  afterAll(() => t.close());

  it('refuses a header of 5,000,000 commas at once, in a short answer, while others are served', async () => {
    const commas = Buffer.from(`${','.repeat(5_000_000)}\nA,text,static,x,,\n`);
    const bounded = await responsive();
    const { result, latencies } = await scansDuring(upload(attacker.token, commas));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      statusCode: 400,
      message: IMPORT_MESSAGES.headerTooLong,
      error: 'Bad Request',
    });
    expect(result.text.length).toBeLessThan(1024);
    expect(Math.max(...latencies)).toBeLessThan(bounded);
  });

  it('refuses headers of too many columns, and names at most a bounded number of unknown ones', async () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',');
    const refused = await upload(attacker.token, `${wide}\nA\n`).expect(400);
    expect((refused.body as { message: string }).message).toBe(IMPORT_MESSAGES.headerTooLong);
    const justOver = [
      'label',
      'type',
      'content',
      ...Array.from({ length: IMPORT_MAX_COLUMNS - 2 }, (_, i) => `c${i}`),
    ];
    const over = await upload(attacker.token, `${justOver.join(',')}\nA,text,x\n`).expect(400);
    expect((over.body as { message: string }).message).toBe(IMPORT_MESSAGES.headerTooLong);

    // Within the limits, unknown columns are named: the first IMPORT_PROBLEMS_LISTED, and a count.
    const unknown = Array.from({ length: IMPORT_MAX_COLUMNS - 3 }, (_, i) => `colour ${i}`);
    const named = await upload(attacker.token, `label,type,content,${unknown.join(',')}\nA,text,x\n`).expect(
      400,
    );
    const message = (named.body as { message: string }).message;
    expect(message).toBe(IMPORT_MESSAGES.unknownColumns(unknown));
    expect(message).toContain(
      `colour ${IMPORT_PROBLEMS_LISTED - 1} and ${unknown.length - IMPORT_PROBLEMS_LISTED} more.`,
    );
    expect(message).not.toContain(`colour ${IMPORT_PROBLEMS_LISTED},`);
    expect(named.text.length).toBeLessThan(2048);
    // A long name is shown cut.
    const long = await upload(attacker.token, `label,type,content,${'x'.repeat(3_000)}\nA,text,x\n`).expect(
      400,
    );
    expect(long.text.length).toBeLessThan(1024);
  });

  it('reads one upload per user at a time: more sent meanwhile answer 429, other users go on', async () => {
    const commas = Buffer.from(`${','.repeat(5_000_000)}\nA,text,static,x,,\n`);
    // An upload whose body is still coming: its reading holds the user's turn.
    const held = heldUpload(t.url, attacker.token, commas);
    await until(async () => (await upload(attacker.token, 'nope\n')).status === 429);

    const more = await Promise.all([upload(attacker.token, commas), upload(attacker.token, commas)]);
    for (const res of more) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        statusCode: 429,
        message: IMPORT_MESSAGES.busy,
        error: 'Too Many Requests',
      });
    }
    const other = await registerUser(t, 'Someone else');
    const theirs = await upload(other.token, `${HEADER}\nTheirs,text,static,x,,\n`).expect(202);
    expect(theirs.body).toEqual({ id: expect.any(Number), total: 1 });

    const first = await held.finish();
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body)).toMatchObject({ message: IMPORT_MESSAGES.headerTooLong });
    // Its turn is given back once it is answered.
    await upload(attacker.token, 'nope\n').expect(400);
  });

  it('takes 5 MB of quoted cells, lists them back in its errors CSV, and refuses one huge cell, answering others all along', async () => {
    // Rows of doubled quotes, each refused by the job at once (its size is not a number), so
    // the test waits for the reading only.
    const rows: string[] = [];
    const row = (i: number) => `"Quote ""${i}""",text,static,"${'""'.repeat(5_000)}",,,x`;
    for (let size = HEADER.length; size + row(rows.length).length < 5 * MB - 4096;)
      size += rows[rows.push(row(rows.length)) - 1].length + 1;
    const quoted = Buffer.from([`${HEADER},size`, ...rows].join('\n'));
    expect(quoted.length).toBeGreaterThan(4.5 * MB);
    const started = performance.now();
    const { result, latencies } = await scansDuring(upload(attacker.token, quoted));
    const took = performance.now() - started;
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ id: expect.any(Number), total: rows.length });
    // Scans went on while the file was read: many of them, each far quicker than the read
    // (read in one go, as it was, the file held one scan for most of the upload).
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(median(latencies)).toBeLessThan(took / 5);
    expect(Math.max(...latencies)).toBeLessThan(took / 2);
    const { id } = result.body as CodeImportStartedDto;
    const done = await finished(attacker.token, id);
    expect(done).toMatchObject({ status: 'done', total: rows.length, failed: rows.length });
    expect(done.errors[0]).toEqual({ row: 2, message: IMPORT_MESSAGES.sizeInvalid });

    // Its errors CSV, every row back with its cells, is written a page at a time.
    const listing = performance.now();
    const errors = await scansDuring(
      t
        .http()
        .get(`/api/qrcodes/import/${id}/errors.csv`)
        .set(bearer(attacker.token))
        .buffer(true)
        .parse(binary),
    );
    const listed = performance.now() - listing;
    expect(errors.result.status).toBe(200);
    const csv = (errors.result.body as Buffer).toString('utf8');
    expect(csv.startsWith('\ufeffrow,message,label,type,generation_type,content,folder,tags,size\r\n')).toBe(
      true,
    );
    expect(csv.trim().split('\r\n')).toHaveLength(1 + rows.length);
    expect(errors.latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...errors.latencies)).toBeLessThan(listed / 2);

    const huge = Buffer.from(`${HEADER}\nHuge,text,static,"${'x'.repeat(5 * MB - 100)}",,\n`);
    const cellBound = await responsive();
    const cell = await scansDuring(upload(attacker.token, huge));
    expect(cell.result.status).toBe(400);
    expect((cell.result.body as { message: string }).message).toBe(IMPORT_MESSAGES.rowTooLong(2));
    expect(Math.max(...cell.latencies)).toBeLessThan(cellBound);
    // A row of millions of empty cells is refused the same way, before they are all in memory.
    const wide = await upload(
      attacker.token,
      `${HEADER}\nWide,text,static,x${','.repeat(5_000_000)}\n`,
    ).expect(400);
    expect((wide.body as { message: string }).message).toBe(IMPORT_MESSAGES.rowTooLong(2));
  });

  it('skips empty rows without counting them: one real row and 200,000 empty ones are taken', async () => {
    const empty = [',,,,,', ' , ,\t, ,,', ''];
    const file = [
      HEADER,
      'Real,text,static,x,,',
      ...Array.from({ length: 200_000 }, (_, i) => empty[i % empty.length]),
      'Last,url,dynamic,javascript:alert(1),,',
    ].join('\r\n');
    const res = await upload(attacker.token, file).expect(202);
    expect(res.body).toEqual({ id: expect.any(Number), total: 2 });
    const done = await finished(attacker.token, (res.body as CodeImportStartedDto).id);
    // The last row keeps its number as a spreadsheet shows it, the empty rows counted there.
    expect(done).toMatchObject({ status: 'done', created: 1, failed: 1 });
    expect(done.errors.map((e) => e.row)).toEqual([200_003]);
  });
});

/**
 * A multipart upload of `file` whose last bytes wait for finish(): until then the api is
 * reading it. Answers the status and body once it is sent whole.
 */
function heldUpload(url: string, token: string, file: Buffer) {
  const boundary = 'held-upload-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  const req = httpRequest(`${url}/api/qrcodes/import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, 64 * 1024));
  return {
    finish: () => {
      req.end(body.subarray(64 * 1024));
      return answer;
    },
  };
}

/** Polls `check` until it holds. */
const until = (check: () => Promise<boolean>) => eventually(check, 'the condition', WAIT_MS, 50);
