#!/usr/bin/env node
// npm run bench:import-stalls: hostile CSV uploads of up to 5 MB, one shape at a time, to the
// built api on SQLite, each while a scanner follows a dynamic code back to back. For each
// shape: the answer's status and size, how long it took, the api's longest event-loop stall
// while it was handled and its longest garbage collection (measured inside the api, see
// event-loop-probe.mjs), the api's peak memory and the slowest redirect meanwhile; for an
// accepted file, the longest stall while its job made the rows (each refused:
// generation_type "bench") and while its errors CSV was downloaded. Then three of the
// first shape at once from one user.
//   BENCH_SHAPES (every shape: a regular expression the names to run match), BENCH_NODE_ARGS
//   (the api's extra node options, e.g. --cpu-prof), BENCH_ROUNDS (3: each shape is sent
//   this many times and its worst round is printed)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, login, waitForHealth } from './api-client.mjs';

const here = new URL('.', import.meta.url).pathname;
const MB5 = 5 * 1024 * 1024;
const HEADER = 'label,type,generation_type,content,folder,tags';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** `line(i)` repeated until the file would pass `bytes` (at most 10,000 rows unless `rows` says more). */
function filled(head, line, { eol = () => '\n', encoding = 'utf8' } = {}) {
  const parts = [head];
  let size = head.length;
  for (let i = 0; i < 10_000; i += 1) {
    const next = `${line(i)}${eol(i)}`;
    if (size + Buffer.byteLength(next, encoding) > MB5 - 1024) break;
    parts.push(next);
    size += Buffer.byteLength(next, encoding);
  }
  return parts.join('');
}

const shapes = {
  'comma header': () => Buffer.from(`${','.repeat(5_000_000)}\nA,text,static,x,,\n`),
  'wide header (200,000 columns)': () =>
    Buffer.from(`${Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')}\nA\n`),
  'wide rows (2,000 cells each)': () =>
    Buffer.from(filled(`${HEADER}\n`, (i) => `Row ${i},text,bench,x${','.repeat(2_000)}`)),
  'quote-heavy': () =>
    Buffer.from(filled(`${HEADER}\n`, (i) => `"Q""${i}""",text,bench,"${'""'.repeat(250)}",,`)),
  'one huge cell': () => Buffer.from(`${HEADER}\nHuge,text,static,"${'x'.repeat(MB5 - 100)}",,\n`),
  'empty lines (1 row + 5 M)': () =>
    Buffer.from(`${HEADER}\nReal,text,static,x,,\n${'\n'.repeat(MB5 - 100)}`),
  'empty rows (1 row + 1.7 M ",,,")': () =>
    Buffer.from(`${HEADER}\nReal,text,static,x,,\n${',,,\n'.repeat(Math.floor((MB5 - 100) / 4))}`),
  'BOM, CRLF and LF mixed (10,000 rows)': () =>
    Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        filled(`${HEADER}\r\n`, (i) => `Row ${i},text,bench,${'t'.repeat(470)},,`, {
          eol: (i) => (i % 2 ? '\r\n' : '\n'),
        }),
      ),
    ]),
  'Windows-1252 (10,000 rows)': () =>
    Buffer.from(
      filled(`${HEADER}\n`, (i) => `Crème ${i},text,bench,${'é'.repeat(470)},,`, { encoding: 'latin1' }),
      'latin1',
    ),
};

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
  const port = 3980 + Math.floor(Math.random() * 9);
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      join(here, 'event-loop-probe.mjs'),
      join(here, '..', 'dist', 'main.js'),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATA_DIR: work,
        LOG_LEVEL: 'warn',
        SUPER_ADMIN_EMAIL: BENCH_ADMIN.email,
        SUPER_ADMIN_PASSWORD: BENCH_ADMIN.password,
        AUTH_RATE_LIMIT: '1000',
      },
    },
  );
  // Whatever ends the benchmark ends its api too.
  process.on('exit', () => server.kill());
  const reports = [];
  let waiting;
  let buffered = '';
  server.stderr.on('data', (chunk) => {
    buffered += chunk.toString();
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.startsWith('event-loop-probe ')) {
        reports.push(JSON.parse(line.slice('event-loop-probe '.length)));
        waiting?.();
      } else process.stderr.write(`${line}\n`);
    }
  });
  /** The probe's figures since the last call. */
  const probe = async () => {
    const got = new Promise((resolve) => (waiting = resolve));
    server.kill('SIGUSR2');
    await got;
    return reports.at(-1);
  };
  try {
    await waitForHealth(url);
    const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${url}/api/settings`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ free_trial_scan_limit: 0 }),
    });
    const code = await (
      await fetch(`${url}/api/qrcodes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'Scanned', type: 'url', data: { url: 'https://example.com/' } }),
      })
    ).json();

    const upload = async (bytes) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'text/csv' }), 'hostile.csv');
      const res = await fetch(`${url}/api/qrcodes/import`, { method: 'POST', headers: auth, body: form });
      const body = await res.text();
      const id = res.status === 202 ? JSON.parse(body).id : null;
      return { status: res.status, bytes: Buffer.byteLength(body), message: body.slice(0, 90), id };
    };
    /**
     * An accepted file's rows (each refused by the job: generation_type "bench") settled
     * before the next upload, so the job's work is not measured with it.
     */
    const settled = async (id) => {
      for (let status = ''; status !== 'done' && status !== 'failed';) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await (await fetch(`${url}/api/qrcodes/import/${id}`, { headers: auth })).json()).status;
      }
    };

    /** Uploads while a scanner follows the code back to back; the slowest redirect meanwhile. */
    const measure = async (files) => {
      await new Promise((r) => setTimeout(r, 300));
      await probe();
      let done = false;
      let slowest = 0;
      const scanner = (async () => {
        while (!done) {
          const at = performance.now();
          const res = await fetch(`${url}/qr-redirect/${code.uuid}`, { redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== 302) throw new Error(`the redirect answered ${res.status}`);
          slowest = Math.max(slowest, performance.now() - at);
        }
      })();
      // Awaited below; caught here so that a failed scan cannot end the benchmark before
      // it stops the api.
      scanner.catch(() => undefined);
      const started = performance.now();
      const answers = await Promise.all(files.map(upload));
      const ms = performance.now() - started;
      const { maxMs, gcMs, rssMb } = await probe();
      done = true;
      await scanner;
      // The rows of an accepted file are made by the import's job: its stalls, apart.
      let job = null;
      let errorsCsv = null;
      if (answers.some((a) => a.id)) {
        for (const { id } of answers) if (id) await settled(id);
        job = await probe();
        // Its refused rows, downloaded as the errors CSV.
        const id = answers.find((a) => a.id).id;
        const res = await fetch(`${url}/api/qrcodes/import/${id}/errors.csv`, { headers: auth });
        errorsCsv = { bytes: (await res.arrayBuffer()).byteLength, ...(await probe()) };
      }
      return { answers, ms, maxMs, gcMs, rssMb, slowest, job, errorsCsv };
    };

    const only = process.env.BENCH_SHAPES ? new RegExp(process.env.BENCH_SHAPES, 'i') : null;
    console.log(
      `worst of ${rounds} rounds; load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
    );
    for (const [name, make] of Object.entries(shapes)) {
      if (only && !only.test(name)) continue;
      const file = make();
      let worst;
      for (let r = 0; r < rounds; r += 1) {
        const got = await measure([file]);
        if (!worst || got.maxMs > worst.maxMs) worst = got;
      }
      const { answers, ms, maxMs, gcMs, rssMb, slowest, job, errorsCsv } = worst;
      console.log(
        `${name} (${(file.length / 1024 / 1024).toFixed(1)} MB): ${answers[0].status} of ${answers[0].bytes} bytes ` +
          `in ${ms.toFixed(0)} ms; longest stall ${maxMs} ms (longest GC ${gcMs} ms); slowest redirect ${slowest.toFixed(0)} ms; ` +
          `peak RSS ${rssMb} MB${job ? `; its rows made with stalls of ${job.maxMs} ms at most` : ''}` +
          `${errorsCsv ? `; its errors CSV (${(errorsCsv.bytes / 1024 / 1024).toFixed(1)} MB) with ${errorsCsv.maxMs} ms` : ''}` +
          ` — ${answers[0].message}`,
      );
    }
    const comma = shapes['comma header']();
    const three = await measure([comma, comma, comma]);
    console.log(
      `three comma headers at once, one user: ${three.answers.map((a) => `${a.status} (${a.bytes} bytes)`).join(', ')} ` +
        `in ${three.ms.toFixed(0)} ms; longest stall ${three.maxMs} ms; slowest redirect ${three.slowest.toFixed(0)} ms; peak RSS ${three.rssMb} MB`,
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
