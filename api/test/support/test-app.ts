import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import type { AuthResponse } from '@qrpanel/contracts';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { copyTemplate, dropDatabase, MYSQL_URL, TEST_DB } from './schema-template';

/** The database the suite runs on: TEST_DB=sqlite (default) or TEST_DB=mariadb. */
export { TEST_DB };

export const SUPER_ADMIN = { email: 'root@example.com', password: 'super-secret-password' };

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  url: string;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** What the functions below need of an app: its address (an app in this process or in one of its own). */
export type HttpApp = Pick<TestApp, 'http'>;

/**
 * A database of its own (the migrated template's copy), the real app, listening on 127.0.0.1.
 * `jobNames`: the names of the jobs the suite registers itself (see JobNames).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  jobNames: readonly string[] = [],
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-test-'));
  // A suite that names its own database (a second replica of the first app's) migrates nothing.
  const ownDatabase = env.DATABASE_URL !== undefined || env.DATA_DIR !== undefined;
  const database: { url?: string; drop: () => Promise<void> } = ownDatabase
    ? { drop: () => Promise.resolve() }
    : await copyTemplate(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
    // Suites run side by side on few cores, and renders run at a lower priority than they do:
    // a render may wait seconds for the CPU. The limit's own tests set theirs.
    IMAGE_RENDER_TIMEOUT_MS: '30000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app = await createApp(config, jobNames);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    url,
    http: () => request(url),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database for the suite: SQLite needs none (a file per app), MariaDB gets a new one. */
export async function freshDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') return { drop: () => Promise.resolve() };
  const name = `qrpanel_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection(MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return { url: `${MYSQL_URL}/${name}`, drop: () => dropDatabase(name) };
}

let counter = 0;

/** Registers a new user through the api and answers their session. */
export async function registerUser(
  t: HttpApp,
  name = 'Test User',
): Promise<AuthResponse & { password: string }> {
  counter += 1;
  const password = 'correct-horse-battery';
  const email = `user${counter}.${randomBytes(3).toString('hex')}@example.com`;
  const res = await t.http().post('/api/auth/register').send({ name, email, password }).expect(201);
  return { ...(res.body as AuthResponse), password };
}

export async function login(t: HttpApp, email: string, password: string): Promise<string> {
  const res = await t.http().post('/api/auth/login').send({ email, password }).expect(200);
  return (res.body as AuthResponse).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
