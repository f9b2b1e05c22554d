import { DataSource } from 'typeorm';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { eventually } from './support/pace';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The platform's durable jobs, on the real database: written in the caller's transaction,
 * retried, taken again after a replica dies, and each run once across replicas. Replicas
 * share MariaDB; SQLite is one process's file (one replica, as docs/decisions/sqlite-and-mysql.md says), so there
 * the same checks run on one.
 */
/** The kinds and schedules these tests register: the registry of job names refuses others. */
const TEST_JOBS = [
  'test.commit',
  'test.flaky',
  'test.broken',
  'test.doomed',
  'test.orphan',
  'test.many',
  'test.hold',
  'test.lane',
  'test.fair',
  'test.keyed',
  'test-tick',
];

describe('jobs', () => {
  const replicas: TestApp[] = [];
  let jobs: Jobs;
  let db: DataSource;

  beforeAll(async () => {
    const first = await startTestApp({}, TEST_JOBS);
    replicas.push(first);
    if (first.config.database.kind === 'mariadb') {
      replicas.push(
        await startTestApp(
          { DATA_DIR: first.config.dataDir, DATABASE_URL: first.config.database.url },
          TEST_JOBS,
        ),
      );
    }
    jobs = first.app.get(Jobs);
    db = first.app.get(DataSource);
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
  });

  const row = async (kind: string) =>
    (
      await db.query<{ attempts: number; failed_at: string | null; last_error: string | null }[]>(
        'SELECT attempts, failed_at, last_error FROM jobs WHERE kind = ?',
        [kind],
      )
    )[0];

  /** Runs what is due on every replica until `done` holds. */
  async function until(done: () => boolean | Promise<boolean>): Promise<void> {
    const check = async () => {
      if (await done()) return true;
      await Promise.all(replicas.map((r) => r.app.get(Jobs).drain()));
      return false;
    };
    await eventually(check, 'the jobs to run', undefined, 10);
  }

  /** Waits until `done` holds, leaving the jobs to the replicas' own passes. */
  const waitFor = (done: () => boolean) => eventually(done, 'the jobs to run', undefined, 10);

  it('runs a job whose transaction committed, once, and never one whose transaction rolled back', async () => {
    const ran: string[] = [];
    jobs.handle<{ label: string }>('test.commit', ({ label }) => {
      ran.push(label);
      return Promise.resolve();
    });
    await db.transaction((manager) => jobs.enqueue('test.commit', { label: 'kept' }, { manager }));
    await expect(
      db.transaction(async (manager) => {
        await jobs.enqueue('test.commit', { label: 'rolled back' }, { manager });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await until(() => ran.length > 0);
    // A poll later, still once, and the rolled-back one never.
    await new Promise((r) => setTimeout(r, 1200));
    await until(async () => (await row('test.commit')) === undefined);
    expect(ran).toEqual(['kept']);
  });

  it('retries a failing job with a doubling delay, and keeps it as failed once its attempts are spent', async () => {
    const tries: number[] = [];
    jobs.handle(
      'test.flaky',
      () => {
        tries.push(Date.now());
        return tries.length < 2 ? Promise.reject(new Error('not yet')) : Promise.resolve();
      },
      { attempts: 3, retryAfterMs: 100 },
    );
    const failedAt: number[] = [];
    jobs.handle(
      'test.broken',
      () => {
        failedAt.push(Date.now());
        return Promise.reject(new Error('the mail server said no'));
      },
      { attempts: 3, retryAfterMs: 100 },
    );
    await jobs.enqueue('test.flaky', {});
    await jobs.enqueue('test.broken', {});
    await until(async () => tries.length === 2 && (await row('test.flaky')) === undefined);
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(100);

    await until(async () => (await row('test.broken'))?.failed_at != null);
    expect(failedAt).toHaveLength(3);
    expect(failedAt[1] - failedAt[0]).toBeGreaterThanOrEqual(100);
    expect(failedAt[2] - failedAt[1]).toBeGreaterThanOrEqual(200);
    const kept = await row('test.broken');
    expect([Number(kept.attempts), kept.last_error]).toEqual([3, 'the mail server said no']);
    // Kept for a look, never taken again.
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(replicas.map((r) => r.app.get(Jobs).drain()));
    expect(failedAt).toHaveLength(3);
  });

  it('tells the owner of a job that gives up, once, with the last error', async () => {
    const gaveUp: { payload: unknown; error: string }[] = [];
    jobs.handle<{ importId: number }>('test.doomed', () => Promise.reject(new Error('still broken')), {
      attempts: 2,
      retryAfterMs: 50,
      onGiveUp: (payload, error) => {
        gaveUp.push({ payload, error });
        return Promise.resolve();
      },
    });
    await jobs.enqueue('test.doomed', { importId: 7 });
    await until(async () => (await row('test.doomed'))?.failed_at != null);
    expect(gaveUp).toEqual([{ payload: { importId: 7 }, error: 'still broken' }]);
  });

  it('takes again a job whose replica died while running it, once its lease has run out', async () => {
    const ran: string[] = [];
    jobs.handle<{ label: string }>('test.orphan', ({ label }) => {
      ran.push(label);
      return Promise.resolve();
    });
    const now = Date.now();
    // Taken by replicas that stopped: one lease ran out, the other still runs.
    await db.query(
      'INSERT INTO jobs (kind, payload, run_at, attempts, locked_until) VALUES (?, ?, ?, 1, ?), (?, ?, ?, 1, ?)',
      [
        'test.orphan',
        '{"label":"lease over"}',
        now,
        now - 1,
        'test.orphan',
        '{"label":"leased"}',
        now,
        now + 60_000,
      ],
    );
    await until(() => ran.length > 0);
    await Promise.all(replicas.map((r) => r.app.get(Jobs).drain()));
    expect(ran).toEqual(['lease over']);
    expect(Number((await row('test.orphan')).attempts)).toBe(1);
  });

  it('runs each of many jobs exactly once across the replicas', async () => {
    const runs = new Map<number, string[]>();
    replicas.forEach((r, i) =>
      r.app.get(Jobs).handle<{ n: number }>('test.many', async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), `replica ${i}`]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }),
    );
    // All due at once (one commit), every replica taking them at the same moment.
    await db.transaction(async (manager) => {
      for (let n = 0; n < 60; n += 1) await jobs.enqueue('test.many', { n }, { manager });
    });
    await until(() => runs.size === 60);
    await Promise.all(replicas.map((r) => r.app.get(Jobs).drain()));
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
  });

  it('runs a lane beside the shared one, as many of its jobs at once as it allows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    jobs.handle('test.hold', async () => {
      holding = true;
      await held;
    });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    jobs.handle<{ n: number }>(
      'test.lane',
      async ({ n }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
        done.push(n);
      },
      { lane: { name: 'test', concurrency: 3 } },
    );
    // The shared lane is held by a job that hangs (a receiver that never answers)...
    await jobs.enqueue('test.hold', {});
    await waitFor(() => holding);
    await db.transaction(async (manager) => {
      for (let n = 0; n < 9; n += 1) await jobs.enqueue('test.lane', { n }, { manager });
    });
    // ...and the lane's jobs all run meanwhile, three at a time.
    await waitFor(() => done.length === 9);
    expect([holding, most]).toEqual([true, 3]);
    release();
    await until(async () => (await row('test.hold')) === undefined);
  });

  it('takes a fair lane’s jobs in turns: a tenant with many hanging jobs keeps to its share, another tenant’s job runs at once', async () => {
    const lane = { name: 'test-fair', concurrency: 4, fair: { perQueue: 1, perTenant: 2 } };
    const gates: (() => void)[] = [];
    const now = new Map<string, number>();
    const most = new Map<string, number>();
    const started: string[] = [];
    let finished = 0;
    const count = (key: string, n: number) => {
      now.set(key, (now.get(key) ?? 0) + n);
      most.set(key, Math.max(most.get(key) ?? 0, now.get(key)!));
    };
    type Job = { queue: string; tenant: string };
    // Every replica runs the kind; the limits are counted in the database, across them.
    for (const r of replicas)
      r.app.get(Jobs).handle<Job>(
        'test.fair',
        async ({ queue, tenant }) => {
          started.push(queue);
          count(queue, 1);
          count(tenant, 1);
          // Tenant a's jobs hang until let go (a receiver that never answers).
          if (tenant === 'a') await new Promise<void>((resolve) => gates.push(resolve));
          count(queue, -1);
          count(tenant, -1);
          finished += 1;
        },
        { lane },
      );
    const job = (tenant: string, queue: string) => ({ payload: { queue, tenant }, place: { queue, tenant } });
    await jobs.enqueueAll(
      'test.fair',
      Array.from({ length: 30 }, (_, n) => job('a', `a${n % 5}`)),
    );
    await waitFor(() => started.length === 2);
    await jobs.enqueue('test.fair', job('b', 'b').payload, { place: job('b', 'b').place });
    await waitFor(() => finished === 1);
    // b's job ran while a's two hung, and no third of a's started beside them.
    expect(started).toHaveLength(3);
    expect(started[2]).toBe('b');
    // Let a's go one by one as they come: each freed runner takes a's next, two at most at once.
    await waitFor(() => {
      gates.splice(0).forEach((release) => release());
      return finished === 31;
    });
    expect(most.get('a')).toBe(2);
    for (let q = 0; q < 5; q += 1) expect(most.get(`a${q}`)).toBe(1);
  });

  it('writes a job with a key once while it waits, and again once it is done', async () => {
    const ran: number[] = [];
    jobs.handle<{ n: number }>('test.keyed', ({ n }) => {
      ran.push(n);
      return Promise.resolve();
    });
    await db.transaction(async (manager) => {
      await jobs.enqueue('test.keyed', { n: 1 }, { manager, key: 'the-same', delayMs: 60_000 });
      await jobs.enqueue('test.keyed', { n: 2 }, { manager, key: 'the-same', delayMs: 60_000 });
    });
    const waiting = await db.query<{ payload: string }[]>(
      "SELECT payload FROM jobs WHERE kind = 'test.keyed'",
    );
    expect(waiting.map((j) => JSON.parse(j.payload))).toEqual([{ n: 1 }]);
    await db.query("UPDATE jobs SET run_at = 0 WHERE kind = 'test.keyed'");
    await until(() => ran.length === 1);
    await jobs.enqueue('test.keyed', { n: 3 }, { key: 'the-same' });
    await until(() => ran.length === 2);
    expect(ran).toEqual([1, 3]);
  });

  it('runs a schedule once per period across the replicas', async () => {
    const runs: number[] = [];
    for (const r of replicas) {
      r.app.get(Jobs).every('test-tick', 400, () => {
        runs.push(Date.now());
        return Promise.resolve();
      });
    }
    const start = Date.now();
    // Three runs, however long the machine takes to come round to them...
    await until(() => runs.length >= 3);
    const elapsed = Date.now() - start;
    // ...due at once, then every 400 ms: never twice in a period, whichever replica looks.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 400) + 1);
  });
});
