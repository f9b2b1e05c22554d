import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jobNames } from './jobs';

/** Every module's jobs file (`modules/<module>/<name>-jobs.ts`), as the registry must list it. */
const MODULES = join(__dirname, 'modules');
const jobFiles = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(MODULES, dir.name))
      .filter((file) => file.endsWith('-jobs.ts'))
      .map((file) => join(MODULES, dir.name, file)),
  );

describe('the registry of job names (api/src/jobs.ts)', () => {
  it("lists every name of every module's jobs file, each once", () => {
    expect(jobFiles.length).toBeGreaterThan(0);
    for (const file of jobFiles) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.values(require(file) as Record<string, Record<string, string>>);
      for (const names of exported) for (const name of Object.values(names)) expect(jobNames).toContain(name);
    }
    expect(new Set(jobNames).size).toBe(jobNames.length);
  });

  it('keeps the names the jobs table already carries', () => {
    expect(jobNames).toEqual(
      expect.arrayContaining([
        'mail.send',
        'identity.password-reset',
        'identity.user-deleted',
        'subscription-expiry',
        'logo-cleanup',
        'qrcodes.codes-deleted',
        'qrcodes.import',
        'scans.roll-up-sweep',
        'scans.retention',
        'scans.retention-daily',
        'webhook.deliver',
        'webhook.scan-events',
        'webhook.scan-deliveries',
        'webhooks.disable-failing',
        'webhooks.disable-failing-hourly',
        'webhooks.purge',
        'api.idempotency-purge',
      ]),
    );
  });
});
