import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { WAIT_MS } from './pace';

const REDIS_URL = (process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
/** Databases 1 to 15 are the tests'; database 0 holds who has which. */
const DATABASES = 15;
/** A run that dies holding a lease gives it up after this long. */
const LEASE_SECONDS = 900;

export interface RedisDb {
  /** The leased database's address, e.g. `redis://127.0.0.1:6379/7`, emptied for its holder. */
  readonly url: string;
  release(): Promise<void>;
}

/**
 * A Redis database this test file alone uses until it lets it go. The suites on SQLite and
 * on MariaDB run side by side against one Redis; two files that picked the same database at
 * random counted each other's sign-ins, and one's flush emptied the other's counters.
 */
export async function leaseRedisDb(): Promise<RedisDb> {
  const registry = new Redis(`${REDIS_URL}/0`, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await registry.connect();
  const holder = randomBytes(8).toString('hex');
  try {
    const db = await claim(registry, holder);
    const url = `${REDIS_URL}/${db}`;
    const own = new Redis(url, { maxRetriesPerRequest: 1 });
    await own.flushdb();
    own.disconnect();
    return { url, release: () => release(registry, db, holder) };
  } catch (err) {
    registry.disconnect();
    throw err;
  }
}

async function claim(registry: Redis, holder: string): Promise<number> {
  // A wait, not a verdict: it ends as soon as a database is free.
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline;) {
    const start = 1 + (randomBytes(1)[0] % DATABASES);
    for (let i = 0; i < DATABASES; i += 1) {
      const db = 1 + ((start - 1 + i) % DATABASES);
      if (await registry.set(leaseKey(db), holder, 'EX', LEASE_SECONDS, 'NX')) return db;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no Redis database of ${DATABASES} came free within ${WAIT_MS / 1000} s`);
}

async function release(registry: Redis, db: number, holder: string): Promise<void> {
  // Only the holder's own lease: one that expired may be someone else's by now.
  await registry.eval(
    "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
    1,
    leaseKey(db),
    holder,
  );
  registry.disconnect();
}

const leaseKey = (db: number) => `qrpanel-test:redis-db:${db}`;
