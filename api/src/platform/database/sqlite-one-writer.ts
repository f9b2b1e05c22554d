import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource } from 'typeorm';

/**
 * SQLite through TypeORM: transactions take turns.
 *
 * TypeORM's better-sqlite3 driver shares one connection between every caller, so a
 * transaction started while another is open became a savepoint of it: committed or rolled
 * back with the other, and broken when the other ended first. Here a transaction waits
 * until the open one has ended (first come, first served), and so does save() and its
 * kin, which open a transaction of their own; one started from inside the open one (its
 * async context, tracked with AsyncLocalStorage) nests as before.
 *
 * A single statement outside any transaction still runs at once, whole (better-sqlite3
 * runs each statement synchronously): were it to wait, a transaction awaiting work that
 * such a statement does (a cache being filled by another request) would never end.
 * So a transaction must not await anything that needs another transaction.
 */
export function oneWriter(db: DataSource): void {
  if (db.options.type !== 'better-sqlite3') return;
  const context = new AsyncLocalStorage<object>();
  let openToken: object | undefined;
  let queue: Promise<void> = Promise.resolve();

  const manager = db.manager;
  const inside = () => openToken !== undefined && context.getStore() === openToken;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = async (...args: unknown[]) => {
    if (inside()) return transaction(...args);
    const token = {};
    let end!: () => void;
    const turn = queue;
    queue = new Promise<void>((resolve) => (end = resolve));
    await turn;
    openToken = token;
    try {
      return await context.run(token, () => transaction(...args));
    } finally {
      openToken = undefined;
      end();
    }
  };
  // save() and its kin open a transaction of their own on the shared connection when none
  // is open: they take their turn the same way.
  for (const method of ['save', 'remove', 'softRemove', 'recover'] as const) {
    const original = manager[method].bind(manager) as (...args: unknown[]) => Promise<unknown>;
    manager[method] = ((...args: unknown[]) =>
      inside() ? original(...args) : manager.transaction(() => original(...args))) as never;
  }
}
