#!/usr/bin/env node
// The api's tests on both databases: SQLite, then MariaDB (MYSQL_TEST_URL, default
// mysql://root@127.0.0.1:3306). Each suite's app starts on a copy of the schema the
// migrations built once for the run (test/support/schema-template.ts).
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
