import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';

/**
 * The provider of every name the api's background work goes by (job kinds, schedules, this
 * replica's timers): each module declares its own in one file (`<module>-jobs.ts`) and the
 * composition root (api/src/jobs.ts) lists them all. A name is a row's `kind` in existing
 * databases: once given, its string never changes.
 */
export const JOB_NAMES = Symbol('JOB_NAMES');

/** A module's names, `as const`: `{ retention: 'scans.retention' }`. */
export type JobNameList = Readonly<Record<string, string>>;

/**
 * The registry of job names. Work under a name not in it is refused (throws, naming it), so
 * a handler, a schedule or a timer that no one declared stops the api at start; a declared
 * name that nothing handles, schedules or runs is reported once the api has started.
 */
@Injectable()
export class JobNames implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');
  private readonly names: ReadonlySet<string>;
  /** The names something handles, schedules or runs on this replica. */
  private readonly used = new Set<string>();

  constructor(@Inject(JOB_NAMES) names: readonly string[]) {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) throw new Error(`Jobs: ${name} is declared twice in the registry of job names`);
      seen.add(name);
    }
    this.names = seen;
  }

  /** Throws unless `name` is declared. */
  check(name: string, what: string): void {
    if (!this.names.has(name))
      throw new Error(
        `Jobs: ${what} ${name} is not in the registry of job names (declare it in its module's jobs file)`,
      );
  }

  /** `name` is declared, and something handles, schedules or runs it. */
  use(name: string, what: string): void {
    this.check(name, what);
    this.used.add(name);
  }

  /** The declared names nothing handles, schedules or runs on this replica. */
  unused(): string[] {
    return [...this.names].filter((name) => !this.used.has(name));
  }

  onApplicationBootstrap(): void {
    const unused = this.unused();
    if (unused.length > 0)
      this.logger.warn(`Declared job names that nothing handles, schedules or runs: ${unused.join(', ')}`);
  }
}
