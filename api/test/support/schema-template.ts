import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';

/**
 * The schema every suite starts from, built once per test run by the real migrations (jest's
 * global setup) and copied for each suite's app: running thirty-odd migrations per suite took
 * a MariaDB suite about 11 s of a busy machine, a copy takes about 2. The app still runs its
 * migrations at start, and finds them all done. Suites that test a migration build their own
 * database step by step (migration-steps.ts).
 */
export const TEST_DB = process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite';
export const MYSQL_URL = (process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');

/** Where the global setup leaves the template's description for the suites (their env). */
const TEMPLATE_ENV = 'QRPANEL_TEST_SCHEMA_TEMPLATE';

interface Template {
  /** SQLite: the migrated database file. */
  file?: string;
  /** MariaDB: the migrated database, its tables' CREATE statements and the tables with rows. */
  database?: string;
  creates?: string[];
  filled?: string[];
  /** What the teardown removes. */
  dir: string;
}

/** Jest's global setup: migrates one database of the run's dialect and describes it. */
export async function buildTemplate(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'qrpanel-schema-'));
  const template: Template = { dir };
  if (TEST_DB === 'sqlite') {
    template.file = join(dir, 'template.sqlite');
    await migrate({ kind: 'sqlite', file: template.file });
  } else {
    template.database = `qrpanel_template_${randomBytes(6).toString('hex')}`;
    const c = await createConnection(MYSQL_URL);
    try {
      await c.query(
        `CREATE DATABASE \`${template.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      await migrate({ kind: 'mariadb', url: `${MYSQL_URL}/${template.database}` });
      Object.assign(template, await describeTables(c, template.database));
    } finally {
      await c.end();
    }
  }
  const description = join(dir, 'template.json');
  writeFileSync(description, JSON.stringify(template));
  process.env[TEMPLATE_ENV] = description;
}

/** Jest's global teardown. */
export async function dropTemplate(): Promise<void> {
  const template = readTemplate();
  if (template.database) await dropDatabase(template.database);
  rmSync(template.dir, { recursive: true, force: true });
}

/**
 * A migrated database for one app: SQLite, a copy of the template where the app opens its
 * file in `dataDir`; MariaDB, a new database with the template's tables and rows.
 */
export async function copyTemplate(dataDir: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const template = readTemplate();
  if (template.file) {
    copyFileSync(template.file, join(dataDir, 'qrpanel.sqlite'));
    return { drop: () => Promise.resolve() };
  }
  const name = `qrpanel_test_${randomBytes(6).toString('hex')}`;
  const c = await createConnection({ uri: MYSQL_URL, multipleStatements: true });
  try {
    await c.query(
      [
        `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        `USE \`${name}\``,
        'SET FOREIGN_KEY_CHECKS = 0',
        ...template.creates!,
        ...template.filled!.map(
          (t) => `INSERT INTO \`${t}\` SELECT * FROM \`${template.database}\`.\`${t}\``,
        ),
      ].join(';\n'),
    );
  } finally {
    await c.end();
  }
  return { url: `${MYSQL_URL}/${name}`, drop: () => dropDatabase(name) };
}

/** Drops a MariaDB database of the tests, if it is there. */
export async function dropDatabase(name: string): Promise<void> {
  const c = await createConnection(MYSQL_URL);
  await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await c.end();
}

async function migrate(database: { kind: 'sqlite'; file: string } | { kind: 'mariadb'; url: string }) {
  // The app's own options (migrationsRun among them) without its entities: only the schema.
  const ds = await new DataSource(dataSourceOptions(database, [])).initialize();
  await ds.destroy();
}

async function describeTables(
  c: Awaited<ReturnType<typeof createConnection>>,
  database: string,
): Promise<Pick<Template, 'creates' | 'filled'>> {
  const [tables] = await c.query(
    `SELECT TABLE_NAME AS name FROM information_schema.TABLES
      WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
    [database],
  );
  const creates: string[] = [];
  const filled: string[] = [];
  for (const { name } of tables as { name: string }[]) {
    const [[shown]] = (await c.query(`SHOW CREATE TABLE \`${database}\`.\`${name}\``)) as unknown as [
      { 'Create Table': string }[],
    ];
    creates.push(shown['Create Table']);
    const [[{ n }]] = (await c.query(`SELECT COUNT(*) AS n FROM \`${database}\`.\`${name}\``)) as unknown as [
      { n: number }[],
    ];
    if (Number(n) > 0) filled.push(name);
  }
  return { creates, filled };
}

function readTemplate(): Template {
  const description = process.env[TEMPLATE_ENV];
  if (!description)
    throw new Error('No schema template: run the api tests through jest (test/support/global-setup.ts).');
  return JSON.parse(readFileSync(description, 'utf8')) as Template;
}
