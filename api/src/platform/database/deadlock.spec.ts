import { QueryFailedError } from 'typeorm';
import { isLockLost, retryDeadlocks } from './deadlock';

/** A driver's error as TypeORM throws it. */
const failed = (code: string) =>
  new QueryFailedError('UPDATE scan_owner_daily …', [], Object.assign(new Error(code), { code }));

describe('retryDeadlocks', () => {
  it("runs a deadlock's victim again and answers the run that commits", async () => {
    const errors = [failed('ER_LOCK_DEADLOCK'), failed('SQLITE_BUSY')];
    let runs = 0;
    const answer = await retryDeadlocks(() => {
      runs += 1;
      const error = errors.shift();
      return error ? Promise.reject(error) : Promise.resolve('committed');
    });
    expect([answer, runs]).toEqual(['committed', 3]);
  });

  it('gives up after its tries with the last deadlock, and never runs again on another error', async () => {
    let runs = 0;
    const deadlocked = () => {
      runs += 1;
      return Promise.reject(failed('ER_LOCK_DEADLOCK'));
    };
    await expect(retryDeadlocks(deadlocked, 2)).rejects.toThrow('ER_LOCK_DEADLOCK');
    expect(runs).toBe(2);

    runs = 0;
    const duplicate = () => {
      runs += 1;
      return Promise.reject(failed('ER_DUP_ENTRY'));
    };
    await expect(retryDeadlocks(duplicate)).rejects.toThrow('ER_DUP_ENTRY');
    expect(runs).toBe(1);
  });

  it('counts a lock wait given up as a lost lock, not as a deadlock to retry', async () => {
    expect([isLockLost(failed('ER_LOCK_WAIT_TIMEOUT')), isLockLost(failed('ER_DUP_ENTRY'))]).toEqual([
      true,
      false,
    ]);
    let runs = 0;
    await expect(
      retryDeadlocks(() => {
        runs += 1;
        return Promise.reject(failed('ER_LOCK_WAIT_TIMEOUT'));
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
