import { DataSource } from 'typeorm';
import iconv from 'iconv-lite';
import {
  IMPORT_MESSAGES,
  IMPORT_MAX_ROWS,
  QR_MESSAGES,
  TEMPLATE_MESSAGES,
  type CodeImportDto,
  type CodeImportStartedDto,
  type FolderDto,
  type QrCodeDto,
} from '@qrpanel/contracts';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { CODE_IMPORT, CodeImportsService } from '../src/modules/qrcodes/imports/code-imports.service';
import { adminToken } from './support/admin';
import { myCodes, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { WAIT_MS } from './support/pace';
import { bearer, login, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

const HEADER = 'label,type,generation_type,content,folder,tags';

/** CSV imports of codes, on the real database: rows made as single creates are, in the background. */
describe('CSV import', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const upload = (token: string | null, body: Buffer | string, name = 'codes.csv') => {
    const req = t.http().post('/api/qrcodes/import');
    if (token) void req.set(bearer(token));
    return req.attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), name);
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
  });

  afterAll(() => t.close());

  it("makes the good rows, refuses the bad ones with the single create's messages, and lists them as CSV", async () => {
    const csv = [
      HEADER,
      'Lunch menu,url,dynamic,https://example.com/menu,Restaurants,Menu|Lunch',
      'Guest Wi-Fi,wifi,static,"ssid=Cafe\\;Guest;encryption=WPA;password=p,w 12345",restaurants,wifi',
      '', // an empty line: skipped, but counted as a spreadsheet counts it
      'Evil,url,dynamic,javascript:alert(1),,',
      '"=cmd|\' /C calc\'!A0",text,static,"two lines,\nwith a comma",,',
      'Nope,barcode,static,whatever,,',
      'Bad wifi,wifi,static,ssid=x;colour=red,,',
      'Réservé 🎉,phone,dynamic,phone=+15551234567,,',
    ].join('\r\n');
    const started = await upload(alice.token, csv).expect(202);
    expect(started.body).toEqual({ id: expect.any(Number), total: 7 });
    const done = await finished(alice.token, (started.body as CodeImportStartedDto).id);

    // The same bodies sent one by one answer these messages.
    const single = async (body: Record<string, unknown>) => {
      const res = await t.http().post('/api/qrcodes').set(bearer(bob.token)).send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      const message = (res.body as { message: string | string[] }).message;
      return Array.isArray(message) ? message.join(' ') : message;
    };
    expect(done).toMatchObject({ status: 'done', total: 7, processed: 7, created: 4, failed: 3 });
    expect(done.errors).toEqual([
      { row: 5, message: await single({ label: 'Evil', type: 'url', data: { url: 'javascript:alert(1)' } }) },
      { row: 7, message: await single({ label: 'Nope', type: 'barcode', data: {} }) },
      { row: 8, message: IMPORT_MESSAGES.contentField('wifi', 'colour') },
    ]);

    const codes = await myCodes(t, alice.token);
    const byLabel = new Map(codes.map((c) => [c.label, c]));
    expect([...byLabel.keys()].sort()).toEqual(
      ["=cmd|' /C calc'!A0", 'Guest Wi-Fi', 'Lunch menu', 'Réservé 🎉'].sort(),
    );
    expect(byLabel.get('Lunch menu')).toMatchObject({
      type: 'url',
      generation_type: 'dynamic',
      current_destination: 'https://example.com/menu',
      tags: ['lunch', 'menu'],
    });
    expect(byLabel.get('Guest Wi-Fi')).toMatchObject({
      generation_type: 'static',
      data: { ssid: 'Cafe;Guest', encryption: 'WPA', password: 'p,w 12345', hidden: false },
      tags: ['wifi'],
    });
    expect(byLabel.get("=cmd|' /C calc'!A0")?.data).toEqual({ text: 'two lines,\nwith a comma' });
    // One folder, made by the first row and found again whatever the case.
    const folders = (await t.http().get('/api/folders').set(bearer(alice.token)).expect(200))
      .body as FolderDto[];
    expect(folders).toEqual([expect.objectContaining({ name: 'Restaurants', codes_count: 2 })]);

    const errors = await t
      .http()
      .get(`/api/qrcodes/import/${done.id}/errors.csv`)
      .set(bearer(alice.token))
      .expect(200)
      .expect('content-type', /text\/csv/);
    expect(errors.headers['content-disposition']).toContain('codes errors.csv');
    const lines = errors.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('row,message,label,type,generation_type,content,folder,tags');
    expect(lines.slice(1, 4).map((l) => l.split(',')[0])).toEqual(['5', '7', '8']);
    expect(lines[3]).toContain('colour');
    // Each with its cells as the file had them.
    expect(lines[2].endsWith(',Nope,barcode,static,whatever,,')).toBe(true);
  });

  it('lists refused rows with their cells in errors.csv, formulas escaped, and takes the file back once fixed', async () => {
    const csv = [
      'label,type,content,tags',
      'Fine,text,fine,',
      '"=HYPERLINK(""http://evil.example"")",url,ftp://example.com/x,"-2+3|@sum"',
      'Short wifi,wifi,ssid=Cafe;encryption=WPA;password=short,',
    ].join('\n');
    const started = await upload(bob.token, csv, 'fix me.csv').expect(202);
    const done = await finished(bob.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ created: 1, failed: 2 });
    const errors = (
      await t.http().get(`/api/qrcodes/import/${done.id}/errors.csv`).set(bearer(bob.token)).expect(200)
    ).text;
    expect(errors.startsWith('\ufeff')).toBe(true);
    const lines = errors.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('row,message,label,type,content,tags');
    // Cells a spreadsheet would run as formulas start with an apostrophe.
    expect(lines[1]).toMatch(
      /^3,.*,"'=HYPERLINK\(""http:\/\/evil\.example""\)",url,ftp:\/\/example\.com\/x,'-2\+3\|@sum$/,
    );
    expect(lines[2]).toMatch(/^4,.*,Short wifi,wifi,ssid=Cafe;encryption=WPA;password=short,$/);

    // Fixed in place (the errors CSV's own columns are skipped), it imports as it is.
    const fixed = errors
      .replace("'=HYPERLINK", 'Hyperlink')
      .replace('ftp://example.com/x', 'https://example.com/x')
      .replace('password=short', 'password=long-enough')
      .replace("'-2+3|@sum", 'fixed');
    const again = await upload(bob.token, fixed, 'fixed.csv').expect(202);
    const redone = await finished(bob.token, (again.body as CodeImportStartedDto).id);
    expect(redone).toMatchObject({ total: 2, created: 2, failed: 0 });
    const labels = (await myCodes(t, bob.token)).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['Hyperlink("http://evil.example")', 'Short wifi']));
  });

  it('makes a folder only with a code filed in it: a folder whose rows all fail is not left behind', async () => {
    const dana = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    const rows = [
      'Bad one,url,dynamic,javascript:alert(1),Doomed,',
      'Bad two,barcode,static,x,doomed,',
      'Late bad,url,dynamic,javascript:alert(2),Kept,',
      ...Array.from({ length: 80 }, (_, i) => `Filler ${i + 1},text,static,x,,`),
      // Past the first batches: the folder is made by this row, not before.
      'Late good,text,static,kept,KEPT,',
      'Bad three,wifi,static,ssid=x;colour=red,Doomed,',
    ];
    const started = await upload(dana.token, [HEADER, ...rows].join('\n')).expect(202);
    const done = await finished(dana.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ created: 81, failed: 4 });
    const folders = (await t.http().get('/api/folders').set(bearer(dana.token)).expect(200))
      .body as FolderDto[];
    expect(folders).toEqual([expect.objectContaining({ name: 'KEPT', codes_count: 1 })]);
  });

  it('reads UTF-8 with a BOM, Windows-1252 and semicolon-separated files', async () => {
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\nBOM café,text,static,x,,\n`),
    ]);
    const latin = iconv.encode(`${HEADER}\r\nCrème brûlée €5,text,static,Menu à 5 €,,\r\n`, 'windows-1252');
    const semicolons = 'label;type;content\nSemi,url;url;https://example.com/semi\n';
    for (const file of [bom, latin, Buffer.from(semicolons)]) {
      const started = await upload(bob.token, file).expect(202);
      const done = await finished(bob.token, (started.body as CodeImportStartedDto).id);
      expect(done).toMatchObject({ created: 1, failed: 0 });
    }
    const labels = (await myCodes(t, bob.token)).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['BOM café', 'Crème brûlée €5', 'Semi,url']));
    const latinCode = (await myCodes(t, bob.token)).find((c) => c.label === 'Crème brûlée €5');
    expect(latinCode?.data).toEqual({ text: 'Menu à 5 €' });
  });

  it('refuses a file it cannot take as a whole, with a message, and makes nothing', async () => {
    const before = (await myCodes(t, bob.token)).length;
    const cases: [Buffer | string, number, string][] = [
      ['name,type,content\nA,text,x\n', 400, IMPORT_MESSAGES.unknownColumns(['name'])],
      ['label,type\nA,text\n', 400, IMPORT_MESSAGES.missingColumns(['content'])],
      ['label,type,content,label\nA,text,x,B\n', 400, IMPORT_MESSAGES.duplicateColumn('label')],
      ['label,type,content,colour\nA,text,x,red\n', 400, IMPORT_MESSAGES.unknownColumns(['colour'])],
      [`${HEADER}\n\n,,,,,\n`, 400, IMPORT_MESSAGES.noRows],
      [
        `label,type,content\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `C${i},text,x`).join('\n')}\n`,
        400,
        IMPORT_MESSAGES.tooManyRows,
      ],
      [`label,type,content\nA,text,x\nB,text,${'é'.repeat(40_000)}\n`, 400, IMPORT_MESSAGES.rowTooLong(3)],
      [Buffer.alloc(6 * 1024 * 1024, 'a'), 413, IMPORT_MESSAGES.tooLarge],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(bob.token, file).expect(status);
      expect((res.body as { message: string }).message).toBe(message);
    }
    const unclosed = await upload(bob.token, 'label,type,content\n"A,text,x\n').expect(400);
    expect((unclosed.body as { message: string }).message).toMatch(
      /^The CSV file cannot be read at line \d+: /,
    );

    const none = await t
      .http()
      .post('/api/qrcodes/import')
      .set(bearer(bob.token))
      .field('note', 'x')
      .expect(400);
    expect((none.body as { message: string }).message).toBe(IMPORT_MESSAGES.fileRequired);
    const json = await t
      .http()
      .post('/api/qrcodes/import')
      .set(bearer(bob.token))
      .send({ csv: 'x' })
      .expect(415);
    expect((json.body as { message: string }).message).toBe(IMPORT_MESSAGES.notMultipart);
    expect((await myCodes(t, bob.token)).length).toBe(before);
  });

  it('refuses hostile cells per row (JSON nested 5,000 deep, a wrong design) and goes on with the rest', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const csv = [
      'label,type,content,design',
      `Deep,text,x,"${deep.replace(/"/g, '""')}"`,
      'Wrong design,text,x,"{""dots"":""hexagons""}"',
      `Deep content,phone,"${`{"phone":${'['.repeat(5000)}${']'.repeat(5000)}}`.replace(/"/g, '""')}",`,
      '名前 ✓,text,x,',
    ].join('\n');
    const started = await upload(bob.token, csv).expect(202);
    const done = await finished(bob.token, (started.body as CodeImportStartedDto).id);
    const wrongDesign = await t
      .http()
      .post('/api/qrcodes')
      .set(bearer(bob.token))
      .send({ label: 'Wrong design', type: 'text', data: { text: 'x' }, design: { dots: 'hexagons' } })
      .expect(400);
    expect(done).toMatchObject({ created: 1, failed: 3 });
    expect(done.errors).toEqual([
      { row: 2, message: IMPORT_MESSAGES.designJson },
      { row: 3, message: (wrongDesign.body as { message: string[] }).message.join(' ') },
      { row: 4, message: IMPORT_MESSAGES.contentJson },
    ]);
    expect((await myCodes(t, bob.token)).map((c) => c.label)).toContain('名前 ✓');
  });

  it('gives rows the design of the template they name (own or published, whatever the case) and refuses unknown names', async () => {
    const design = {
      dots: { shape: 'rounded', color: '#1A237E' },
      eyes: { outer: { shape: 'circle' }, inner: { shape: 'rounded' } },
      background: { color: '#FFFFFF' },
      errorCorrection: 'H',
      quietZone: 4,
    };
    const saveTemplate = (token: string, name: string, shared?: boolean) =>
      t.http().post('/api/qr-templates').set(bearer(token)).send({ name, design, shared }).expect(201);
    await saveTemplate(alice.token, 'Menu look');
    await saveTemplate(root, 'House style', true);
    const csv = [
      'label,type,content,template,design',
      'Own look,text,own,MENU LOOK,',
      'House look,text,house,House style,',
      'No such,text,none,Missing look,',
      'Both,text,both,Menu look,"{""errorCorrection"":""Q""}"',
    ].join('\n');
    const started = await upload(alice.token, csv).expect(202);
    const done = await finished(alice.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ created: 2, failed: 2 });
    expect(done.errors).toEqual([
      { row: 4, message: TEMPLATE_MESSAGES.namedNotFound('Missing look') },
      { row: 5, message: TEMPLATE_MESSAGES.designAndTemplate },
    ]);
    const byLabel = new Map((await myCodes(t, alice.token)).map((c) => [c.label, c]));
    expect(byLabel.get('Own look')?.design).toEqual(design);
    expect(byLabel.get('House look')?.design).toEqual(design);
    expect(byLabel.has('No such')).toBe(false);
  });

  it("makes exactly the first rows of the file up to the plan's limit, across batches, and fails the rest", async () => {
    // 60 codes allowed, 100 rows: the limit falls inside the third batch of 25 rows.
    const erin = await userOnPlan(t, root, { qr_code_limit: 60, customLogos: false });
    const rows = Array.from({ length: 100 }, (_, i) => `Row ${i + 1},text,static,text ${i + 1},,`);
    const started = await upload(erin.token, [HEADER, ...rows].join('\n')).expect(202);
    const done = await finished(erin.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ status: 'done', created: 60, failed: 40 });
    // File rows 62 to 101 (the header is row 1): data rows 61 to 100.
    expect(done.errors).toEqual(
      Array.from({ length: 40 }, (_, i) => ({ row: 62 + i, message: QR_MESSAGES.limitReached })),
    );
    const labels = (await myCodes(t, erin.token)).map((c) => c.label);
    expect(labels.sort()).toEqual(Array.from({ length: 60 }, (_, i) => `Row ${i + 1}`).sort());
  });

  it("fails the rows past the plan's QR-code limit with the limit's message and makes nothing past it", async () => {
    const carol = await userOnPlan(t, root, { qr_code_limit: 3, customLogos: false });
    const rows = Array.from({ length: 5 }, (_, i) => `Code ${i + 1},text,static,text ${i + 1},,`);
    const started = await upload(carol.token, [HEADER, ...rows].join('\n')).expect(202);
    const done = await finished(carol.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ created: 3, failed: 2 });
    expect(done.errors).toEqual([
      { row: 5, message: QR_MESSAGES.limitReached },
      { row: 6, message: QR_MESSAGES.limitReached },
    ]);
    expect((await myCodes(t, carol.token)).map((c) => c.label).sort()).toEqual([
      'Code 1',
      'Code 2',
      'Code 3',
    ]);
  });

  it('lets the owner and administrators read an import, and nobody else', async () => {
    const started = await upload(alice.token, `${HEADER}\nMine,text,static,x,,\n`).expect(202);
    const id = (started.body as CodeImportStartedDto).id;
    await finished(alice.token, id);
    await t.http().get(`/api/qrcodes/import/${id}`).expect(401);
    await t.http().post('/api/qrcodes/import').attach('file', Buffer.from('x'), 'a.csv').expect(401);
    for (const path of [`/api/qrcodes/import/${id}`, `/api/qrcodes/import/${id}/errors.csv`]) {
      const other = await t.http().get(path).set(bearer(bob.token)).expect(404);
      expect((other.body as { message: string }).message).toBe(IMPORT_MESSAGES.notFound);
      await t.http().get(path).set(bearer(admin)).expect(200);
      await t.http().get(path).set(bearer(root)).expect(200);
    }
    await t.http().get('/api/qrcodes/import/abc').set(bearer(alice.token)).expect(400);
    await t.http().get('/api/qrcodes/import/99999999').set(bearer(alice.token)).expect(404);
    // Each one's list holds only their own.
    const mine = (await t.http().get('/api/qrcodes/import').set(bearer(alice.token)).expect(200))
      .body as CodeImportDto[];
    expect(mine[0]).toMatchObject({ id, file_name: 'codes.csv', status: 'done', created: 1 });
    const bobs = (await t.http().get('/api/qrcodes/import').set(bearer(bob.token)).expect(200))
      .body as CodeImportDto[];
    expect(bobs.map((i) => i.id)).not.toContain(id);
  });

  it('ends an import whose job gives up as failed, saying why, and lists the rows it never reached', async () => {
    const service: { run: (id: number) => Promise<void> } = t.app.get(CodeImportsService, {
      strict: false,
    });
    // Every run fails (a database away for good, say).
    const run = jest.spyOn(service, 'run').mockRejectedValue(new Error('the database went away'));
    const db = t.app.get(DataSource);
    try {
      const csv = [HEADER, 'One,text,static,1,,', 'Two,text,static,2,,'].join('\n');
      const started = await upload(bob.token, csv, 'doomed.csv').expect(202);
      const id = (started.body as CodeImportStartedDto).id;
      const payload = JSON.stringify({ importId: id });
      const job = async () =>
        (
          await db.query<{ locked_until: unknown; failed_at: unknown; last_error: string | null }[]>(
            'SELECT locked_until, failed_at, last_error FROM jobs WHERE kind = ? AND payload = ?',
            [CODE_IMPORT, payload],
          )
        )[0];
      // Its first attempt failed and a retry is set: its attempts are then made spent.
      await waitUntil(async () => run.mock.calls.length > 0 && (await job())?.locked_until == null);
      await db.query('UPDATE jobs SET attempts = 100, run_at = 0 WHERE kind = ? AND payload = ?', [
        CODE_IMPORT,
        payload,
      ]);
      const status = async () =>
        (await t.http().get(`/api/qrcodes/import/${id}`).set(bearer(bob.token)).expect(200))
          .body as CodeImportDto;
      await waitUntil(async () => {
        await t.app.get(Jobs).drain();
        return (await status()).status === 'failed';
      });
      expect(await status()).toMatchObject({
        status: 'failed',
        message: IMPORT_MESSAGES.stopped,
        processed: 0,
        finished_at: expect.any(String),
      });
      expect(await job()).toMatchObject({
        failed_at: expect.anything(),
        last_error: 'the database went away',
      });
      // The errors CSV holds the rows not made, to import again.
      const errors = (
        await t.http().get(`/api/qrcodes/import/${id}/errors.csv`).set(bearer(bob.token)).expect(200)
      ).text;
      expect(
        errors
          .replace(/^\ufeff/, '')
          .trim()
          .split('\r\n'),
      ).toEqual([
        'row,message,label,type,generation_type,content,folder,tags',
        `2,${IMPORT_MESSAGES.notImported},One,text,static,1,,`,
        `3,${IMPORT_MESSAGES.notImported},Two,text,static,2,,`,
      ]);
      // A run that comes later (another job for it) leaves it as it is.
      run.mockRestore();
      await t.app.get(Jobs).enqueue(CODE_IMPORT, { importId: id });
      await t.app.get(Jobs).drain();
      expect(await status()).toMatchObject({ status: 'failed', processed: 0 });
    } finally {
      run.mockRestore();
    }
  });

  it('serves a template, to anyone, that imports as it is', async () => {
    const template = await t.http().get('/api/qrcodes/import/template.csv').expect(200);
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    const before = (await myCodes(t, bob.token)).length;
    const started = await upload(bob.token, template.text).expect(202);
    const done = await finished(bob.token, (started.body as CodeImportStartedDto).id);
    expect(done).toMatchObject({ failed: 0, created: (started.body as CodeImportStartedDto).total });
    expect((await myCodes(t, bob.token)).length).toBe(before + done.created);
  });

  async function finished(token: string, id: number, app: TestApp = t): Promise<CodeImportDto> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const res = await app.http().get(`/api/qrcodes/import/${id}`).set(bearer(token)).expect(200);
      const body = res.body as CodeImportDto;
      if (body.status === 'done' || body.status === 'failed') return body;
      if (Date.now() > deadline) throw new Error(`import ${id} not done: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

describe('CSV import across a restart', () => {
  it('takes an interrupted import up where it stopped, and makes no row twice', async () => {
    const first = await startTestApp({ PUBLIC_URL });
    const root = await login(first, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const user = await userOnPlan(first, root, { qr_code_limit: 0, customLogos: false });
    const total = 1500;
    const rows = Array.from(
      { length: total },
      (_, i) => `Row ${i + 1},url,dynamic,https://example.com/${i + 1},,`,
    );
    const started = await first
      .http()
      .post('/api/qrcodes/import')
      .set(bearer(user.token))
      .attach('file', Buffer.from([HEADER, ...rows].join('\n')), 'big.csv')
      .expect(202);
    const id = (started.body as CodeImportStartedDto).id;
    const progress = async (app: TestApp) =>
      (await app.http().get(`/api/qrcodes/import/${id}`).set(bearer(user.token)).expect(200))
        .body as CodeImportDto;
    while ((await progress(first)).processed === 0) await new Promise((r) => setTimeout(r, 20));
    // Stopped mid-way (a deploy): the slice running ends, the rest waits in the database.
    await first.app.close();

    const second = await startTestApp({
      PUBLIC_URL,
      DATA_DIR: first.config.dataDir,
      ...(first.config.database.kind === 'mariadb' ? { DATABASE_URL: first.config.database.url } : {}),
    });
    try {
      const before = await progress(second);
      expect(before.status).toBe('running');
      expect(before.processed).toBeGreaterThan(0);
      expect(before.processed).toBeLessThan(total);
      // A second job for the same import (a crash after its work, before its row went) runs too.
      await second.app.get(Jobs).enqueue(CODE_IMPORT, { importId: id });
      const deadline = Date.now() + WAIT_MS;
      let now = before;
      while (now.status !== 'done' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        now = await progress(second);
      }
      expect(now).toMatchObject({ status: 'done', total, processed: total, created: total, failed: 0 });
      await second.app.get(Jobs).drain();
      const codes = await myCodes(second, user.token);
      expect(codes.length).toBe(total);
      expect(new Set(codes.map((c: QrCodeDto) => c.label)).size).toBe(total);
      const [{ n }] = await second.app
        .get(DataSource)
        .query<{ n: string | number }[]>('SELECT COUNT(*) AS n FROM qr_codes WHERE user_id = ?', [user.id]);
      expect(Number(n)).toBe(total);
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });
});

async function waitUntil(condition: () => Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
