import { SlotsFull } from '../../../platform/load/slots';
import { CODE_SLOTS, CODE_WAITING, PasswordService } from './password.service';

describe('PasswordService', () => {
  it('checks a sign-in beside a burst of code passwords, never behind it, and turns away the burst past its wait', async () => {
    const passwords = new PasswordService();
    const account = await passwords.hash('account password');
    const code = await passwords.hash('code password');
    const waiting = new Set<number>();
    const burst = Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => {
        waiting.add(i);
        return passwords.verifyCodePassword(code, `guess ${i}`).finally(() => waiting.delete(i));
      }),
    );
    expect(await passwords.verify(account, 'account password')).toBe(true);
    // The burst's checks go one at a time: when the sign-in's is done, most of those let in
    // still wait. In one queue with them, the sign-in's came after all thirty.
    const admitted = CODE_SLOTS + CODE_WAITING;
    expect(waiting.size).toBeGreaterThanOrEqual(Math.ceil(admitted / 2));

    const results = await burst;
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(admitted);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(30 - admitted);
    for (const r of refused) expect(r.reason).toBeInstanceOf(SlotsFull);
  });

  it('matches no password for an unknown account, and a code’s right password', async () => {
    const passwords = new PasswordService();
    expect(await passwords.verify(undefined, 'decoy-password-never-matches')).toBe(false);
    expect(await passwords.verify(await passwords.hash('right'), 'wrong')).toBe(false);
    expect(await passwords.verifyCodePassword(await passwords.hash('open'), 'open')).toBe(true);
  });
});
