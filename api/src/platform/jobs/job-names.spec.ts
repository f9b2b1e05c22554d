import { Logger } from '@nestjs/common';
import { JobNames } from './job-names';
import type { JobsRepository } from './jobs.repository';
import { Jobs } from './jobs.service';

/** Jobs before the api starts (nothing touches the database until then). */
function jobsWith(names: readonly string[]): { jobs: Jobs; registry: JobNames } {
  const registry = new JobNames(names);
  return { jobs: new Jobs({} as JobsRepository, registry), registry };
}

describe('the registry of job names', () => {
  it('refuses a handler whose kind is not declared, naming it', () => {
    const { jobs } = jobsWith(['scans.retention']);
    expect(() => jobs.handle('scans.retention', () => Promise.resolve())).not.toThrow();
    expect(() => jobs.handle('scans.retension', () => Promise.resolve())).toThrow(
      /scans\.retension is not in the registry of job names/,
    );
  });

  it('refuses a schedule whose name is not declared, and work queued under an unknown kind', async () => {
    const { jobs } = jobsWith(['logo-cleanup']);
    expect(() => jobs.every('logo-cleanup', 60_000, () => Promise.resolve())).not.toThrow();
    expect(() => jobs.every('logo-clean-up', 60_000, () => Promise.resolve())).toThrow(/logo-clean-up/);
    await expect(jobs.enqueue('mail.sent', {})).rejects.toThrow(/mail\.sent/);
    expect(() => jobs.insertStatement('mail.sent', [{}])).toThrow(/mail\.sent/);
  });

  it('refuses a name declared twice', () => {
    expect(() => new JobNames(['mail.send', 'mail.send'])).toThrow(/mail\.send is declared twice/);
  });

  it('reports the declared names that nothing handles or schedules', () => {
    const { jobs, registry } = jobsWith(['mail.send', 'identity.user-deleted', 'webhooks.purge']);
    jobs.handle('mail.send', () => Promise.resolve());
    jobs.every('webhooks.purge', 60_000, () => Promise.resolve());
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    registry.onApplicationBootstrap();
    expect(registry.unused()).toEqual(['identity.user-deleted']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('identity.user-deleted'));
    warn.mockRestore();
  });
});
