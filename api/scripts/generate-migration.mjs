#!/usr/bin/env node
// Generates a migration for each dialect from the difference between the entities and a
// fresh database built by the existing migrations, then lists every migration in each
// folder's index.ts.  Usage: npm run migration:generate -- AddPlans
// MariaDB: MYSQL_URL (default mysql://root@127.0.0.1:3306) must reach a server where a
// scratch database may be created.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -- MigrationName (PascalCase)');
  process.exit(1);
}
const api = new URL('..', import.meta.url).pathname;
const migrations = join(api, 'src/platform/database/migrations');
const cli = (args, env) =>
  execFileSync(
    process.execPath,
    [join(api, '../node_modules/typeorm/cli.js'), ...args, '-d', 'dist/data-source.js'],
    {
      cwd: api,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );

execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: api, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-migration-'));
try {
  cli(['migration:run'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  cli(['migration:generate', '-p', join(migrations, 'sqlite', name)], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const server = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const scratch = `qrpanel_migration_${Date.now()}`;
const admin = await createConnection(server);
await admin.query(`CREATE DATABASE \`${scratch}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
try {
  const env = { DATA_DIR: tmpdir(), DATABASE_URL: `${server.replace(/\/+$/, '')}/${scratch}` };
  cli(['migration:run'], env);
  cli(['migration:generate', '-p', join(migrations, 'mariadb', name)], env);
} finally {
  await admin.query(`DROP DATABASE \`${scratch}\``);
  await admin.end();
}

for (const dialect of ['sqlite', 'mariadb']) writeIndex(dialect);
console.log(`Generated ${name} for SQLite and MariaDB; review both before committing.`);

function writeIndex(dialect) {
  const dir = join(migrations, dialect);
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.+\.ts$/.test(f))
    .sort();
  const classes = files.map((f) => f.replace(/\.ts$/, '').replace(/^(\d+)-(.+)$/, '$2$1'));
  const list = `${dialect}Migrations`;
  writeFileSync(
    join(dir, 'index.ts'),
    files.map((f, i) => `import { ${classes[i]} } from './${f.replace(/\.ts$/, '')}';`).join('\n') +
      `\n\n/** In the order they run. Written by scripts/generate-migration.mjs. */\nexport const ${list} = [${classes.join(', ')}];\n`,
  );
}
