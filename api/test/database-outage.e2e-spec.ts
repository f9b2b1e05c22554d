import { DataSource } from 'typeorm';
import { MESSAGES } from '@qrpanel/contracts';
import { sqliteDriver } from '../src/platform/database/sqlite-driver';
import { rootToken } from './support/admin';
import { bound, eventually, pace, timed } from './support/pace';
import { TcpProxy } from './support/tcp-proxy';
import { bearer, freshDatabase, startTestApp, TEST_DB, type TestApp } from './support/test-app';

const UNAVAILABLE = {
  statusCode: 503,
  message: MESSAGES.serviceUnavailable,
  error: 'Service Unavailable',
};

if (TEST_DB === 'mariadb') {
  /** MariaDB reached through a TCP proxy that the test cuts (a network outage) and restores. */
  describe('a database outage', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let proxy: TcpProxy;
    let t: TestApp;

    beforeAll(async () => {
      database = await freshDatabase();
      const server = new URL(database.url ?? '');
      proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 3306) });
      server.host = `127.0.0.1:${proxy.port}`;
      t = await startTestApp({ DATABASE_URL: server.toString() });
    });
    afterAll(async () => {
      await proxy.restore();
      await t.close();
      await database.drop();
      await proxy.cut();
    });

    it('answers 503 with Retry-After to a valid token, which works again once the database is back', async () => {
      const token = await rootToken(t);
      // How long the same request takes with the database there: the outage is answered in
      // no longer than ten of them (a request left waiting for the database would wait out its
      // timeouts, seconds on any machine).
      const me = () => t.http().get('/api/auth/me').set(bearer(token));
      const quick = bound(3000, 10, await pace(() => me().expect(200)));

      await proxy.cut();
      const { ms, result: during } = await timed(me);
      expect(during.status).toBe(503);
      expect(during.body).toEqual(UNAVAILABLE);
      expect(during.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(quick);
      // Public calls that need the database say the same, not 401 or 500.
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'a@example.com', password: 'whatever-it-is' });
      expect([login.status, login.body]).toEqual([503, UNAVAILABLE]);

      await proxy.restore();
      const after = await answered(me, 200);
      expect(after.body).toMatchObject({ email: 'root@example.com', role: 'super_admin' });
    });
  });
} else {
  /**
   * SQLite is a file the api opens itself: no network lies between them to fail, and in WAL
   * mode reads go on whatever another process does, so a token keeps working. The outage
   * SQLite does have is another process holding the file's write lock past busy_timeout.
   */
  describe('a database outage', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('answers 503 with Retry-After to a write while another process holds the lock, then takes it', async () => {
      const token = await rootToken(t);
      const database = t.config.database;
      if (database.kind !== 'sqlite') throw new Error('this suite runs on SQLite');
      // Another process's connection to the same file, holding its write lock.
      const other = await new DataSource({
        type: 'better-sqlite3',
        database: database.file,
        driver: sqliteDriver(),
      }).initialize();
      const register = () =>
        t
          .http()
          .post('/api/auth/register')
          .send({ name: 'Blocked', email: 'blocked@example.com', password: 'correct-horse-battery' });
      try {
        await other.query('BEGIN IMMEDIATE');
        const during = await register();
        expect(during.status).toBe(503);
        expect(during.body).toEqual(UNAVAILABLE);
        expect(during.headers['retry-after']).toBe('5');
        // The session is not at stake: reads go on.
        await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
      } finally {
        await other.query('ROLLBACK');
        await other.destroy();
      }
      await register().expect(201);
    });
  });
}

/** Asks again until the answer has `status`: the pool reconnects on its own, in its own time. */
async function answered(call: () => PromiseLike<{ status: number; body: unknown }>, status: number) {
  let answer = await call();
  await eventually(
    async () => answer.status === status || (answer = await call()).status === status,
    `an answer ${status}`,
    undefined,
    200,
  );
  return answer;
}
