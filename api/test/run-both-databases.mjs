#!/usr/bin/env node
// The api's tests on both databases: SQLite, then MariaDB (MYSQL_TEST_URL, default
// mysql://root@127.0.0.1:3306). Each suite builds a fresh schema with the migrations.
import { spawnSync } from 'node:child_process';

let failed = false;
for (const db of ['sqlite', 'mariadb']) {
  console.log(`\n=== api tests on ${db} ===`);
  const r = spawnSync('npx', ['jest', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: db },
  });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
