import { DataSource } from 'typeorm';
import { JobRow } from '../src/platform/jobs/job.entities';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Transactions started at once stay apart on both databases. On SQLite every caller shares
 * one connection: there they take turns (sqlite-one-writer), or one rolled back would undo
 * another that had answered as committed.
 */
describe('concurrent transactions', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const insert = (manager: { query: DataSource['query'] }, kind: string) =>
    manager.query("INSERT INTO jobs (kind, payload, run_at, failed_at) VALUES (?, '{}', 0, 0)", [kind]);
  const kinds = async () =>
    (await db.query<{ kind: string }[]>("SELECT kind FROM jobs WHERE kind LIKE 'tx.%' ORDER BY kind")).map(
      (row) => row.kind,
    );

  it('never lets one transaction’s rollback undo another’s commit, nor its own work leak', async () => {
    const failing = db.transaction(async (manager) => {
      await insert(manager, 'tx.rolled-back');
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('the change failed');
    });
    // Started while the first is open, ends (commits) before it.
    const committed = db.transaction(async (manager) => {
      await insert(manager, 'tx.committed');
      await insert(manager, 'tx.committed-too');
    });
    await expect(failing).rejects.toThrow('the change failed');
    await committed;
    expect(await kinds()).toEqual(['tx.committed', 'tx.committed-too']);
  });

  it('never lets a transaction’s rollback undo a save() made meanwhile', async () => {
    const failing = db.transaction(async (manager) => {
      await insert(manager, 'tx.rolled-back');
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('the change failed');
    });
    const saved = db
      .getRepository(JobRow)
      .save({ kind: 'tx.saved', payload: '{}', runAt: '0', failedAt: '0' });
    await expect(failing).rejects.toThrow('the change failed');
    await saved;
    expect(await kinds()).toEqual(['tx.committed', 'tx.committed-too', 'tx.saved']);
  });

  it('nests a transaction started inside another, as a part of it', async () => {
    await expect(
      db.transaction(async (manager) => {
        await insert(manager, 'tx.outer');
        await manager.transaction((inner) => insert(inner, 'tx.inner'));
        throw new Error('the outer change failed');
      }),
    ).rejects.toThrow('the outer change failed');
    expect(await kinds()).toEqual(['tx.committed', 'tx.committed-too', 'tx.saved']);
  });
});
