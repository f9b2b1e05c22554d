import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { errorText } from '../common/errors';
import { JobNames } from './job-names';

/**
 * Work every period on this replica only, in memory: for what each replica must do for
 * itself (refresh its own cache), which a schedule of Jobs, run once across all replicas,
 * cannot do. Each timer has a name from the registry of job names (JobNames), as jobs and
 * schedules do; all stop when the api stops. Work that one replica may do for all is a
 * schedule (Jobs.every), not one of these (docs/decisions/background-work.md).
 */
@Injectable()
export class LocalTimers implements OnModuleDestroy {
  private readonly logger = new Logger('LocalTimers');
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly names: JobNames) {}

  /**
   * Runs `run` every `everyMs` on this replica, the first time after one period (a caller
   * that needs it at once runs it itself). A failure is logged; the next period runs again.
   */
  every(name: string, everyMs: number, run: () => Promise<void>): void {
    this.names.use(name, 'the replica timer');
    if (this.timers.has(name)) throw new Error(`LocalTimers: ${name} runs already`);
    const timer = setInterval(
      () => void run().catch((e: unknown) => this.logger.warn(`${name} failed: ${errorText(e)}`)),
      everyMs,
    );
    // A timer never holds the process up.
    timer.unref();
    this.timers.set(name, timer);
  }

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }
}
