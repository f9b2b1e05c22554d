import { beforeDeadline, waitAtMost } from './deadline';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('waiting with a time limit', () => {
  it('answers what the work answers in time', async () => {
    await expect(beforeDeadline(after(5, 'done'), 1_000)).resolves.toBe('done');
  });

  it('fails with the late error once the limit has passed, and drops the late answer', async () => {
    const late = new Error('too slow');
    await expect(beforeDeadline(after(200, 'done'), 10, () => late)).rejects.toBe(late);
    await expect(beforeDeadline(after(200, 'done'), 10)).rejects.toThrow('No answer within 10 ms');
  });

  it('passes on the work’s own failure', async () => {
    await expect(beforeDeadline(Promise.reject(new Error('broken')), 1_000)).rejects.toThrow('broken');
  });

  it('waits at most the limit, then goes on with the work still running', async () => {
    let ended = false;
    await waitAtMost(
      after(300, null).then(() => (ended = true)),
      20,
    );
    expect(ended).toBe(false);
    await waitAtMost(
      after(5, null).then(() => (ended = true)),
      1_000,
    );
    expect(ended).toBe(true);
  });
});
