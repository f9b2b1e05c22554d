#!/usr/bin/env node
// npm run bench:import: a CSV of 10,000 rows imported through the real api (upload, then
// the background job until the import is done), and a ZIP of 1,000 of those codes as PNG
// downloaded whole, on SQLite and on MariaDB. Prints each time.
//   BENCH_ROWS (10000), BENCH_ZIP (1000), BENCH_DB (sqlite,mariadb), MYSQL_URL
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { BENCH_ADMIN, login, startApi, waitForHealth } from './api-client.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const zipped = Number(process.env.BENCH_ZIP ?? 1_000);
const dialects = (process.env.BENCH_DB ?? 'sqlite,mariadb').split(',');
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');

/** Rows of every kind; the first BENCH_ZIP carry the tag the ZIP is asked by. */
function csv() {
  const lines = ['label,type,generation_type,content,folder,tags'];
  for (let i = 0; i < rows; i += 1) {
    const tags = i < zipped ? 'zip|bench' : 'bench';
    const folder = `Folder ${i % 20}`;
    const kind = i % 4;
    if (kind === 0) lines.push(`Menu ${i},url,dynamic,https://example.com/menu/${i},${folder},${tags}`);
    else if (kind === 1)
      lines.push(
        `Wi-Fi ${i},wifi,static,ssid=Net ${i};encryption=WPA;password=secret-${i},${folder},${tags}`,
      );
    else if (kind === 2) lines.push(`"Note ${i}, with a comma",text,static,Text ${i},${folder},${tags}`);
    else lines.push(`Call ${i},phone,dynamic,phone=+1555${String(i).padStart(7, '0')},${folder},${tags}`);
  }
  return lines.join('\n');
}

async function run(dialect) {
  const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
  const port = 3990 + Math.floor(Math.random() * 9);
  const url = `http://127.0.0.1:${port}`;
  const database = `qrpanel_import_${randomBytes(4).toString('hex')}`;
  // No database URL: SQLite, a file under the data folder.
  let databaseUrl = '';
  if (dialect === 'mariadb') {
    const admin = await createConnection(mysqlUrl);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    databaseUrl = `${mysqlUrl}/${database}`;
  }
  const server = startApi({ port, databaseUrl, dataDir: work });
  try {
    await waitForHealth(url);
    const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    const body = csv();
    form.append('file', new Blob([body], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const res = await fetch(`${url}/api/qrcodes/import`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
    const { id } = await res.json();
    const answered = performance.now() - started;
    let status;
    do {
      await new Promise((r) => setTimeout(r, 250));
      status = await (await fetch(`${url}/api/qrcodes/import/${id}`, { headers: auth })).json();
    } while (status.status !== 'done');
    const imported = (performance.now() - started) / 1000;
    console.log(
      `${dialect}: ${rows.toLocaleString('en-US')} rows (${(body.length / 1024 / 1024).toFixed(1)} MB) imported in ${imported.toFixed(1)} s ` +
        `(upload answered in ${answered.toFixed(0)} ms; ${status.created} made, ${status.failed} refused; ${(rows / imported).toFixed(0)} rows/s)`,
    );

    const zipStarted = performance.now();
    const zip = await fetch(`${url}/api/qrcodes/export.zip?tag=zip&format=png`, { headers: auth });
    if (zip.status !== 200) throw new Error(`export answered ${zip.status}: ${await zip.text()}`);
    let bytes = 0;
    let first = 0;
    for await (const chunk of zip.body) {
      if (!first) first = performance.now() - zipStarted;
      bytes += chunk.length;
    }
    const zipSeconds = (performance.now() - zipStarted) / 1000;
    console.log(
      `${dialect}: ZIP of ${zip.headers.get('x-codes-total')} PNGs (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${zipSeconds.toFixed(1)} s ` +
        `(first bytes after ${first.toFixed(0)} ms)`,
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(work, { recursive: true, force: true });
    if (dialect === 'mariadb') {
      const admin = await createConnection(mysqlUrl);
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
    }
  }
}

for (const dialect of dialects) await run(dialect);
