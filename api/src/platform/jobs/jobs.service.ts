import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { errorText } from '../common/errors';
import { JobsRepository, type ClaimedJob } from './jobs.repository';

/** How often a replica looks for due jobs it was not told of (another replica's, retries). */
const POLL_MS = 1_000;
/** Enqueued here: looked for this soon, once the caller's transaction has had time to commit. */
const SOON_MS = 20;
/** How long a taken job is this replica's; a replica that died lets it go then. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const RETRY_CAP_MS = 60 * 60_000;

export interface JobOptions {
  /** Attempts before the job is kept as failed (default 8). */
  attempts?: number;
  /** The first retry's delay, doubled on each further one (default 5 s; at most an hour). */
  retryAfterMs?: number;
}

interface Registration extends Required<JobOptions> {
  handler: (payload: unknown) => Promise<void>;
}

/**
 * The one mechanism for work done after an answer. A job is a row (`jobs`): enqueued in
 * the caller's transaction when it passes one (so it exists exactly when the change it
 * follows does), taken by whichever replica polls first (MariaDB: FOR UPDATE SKIP LOCKED),
 * retried with a doubling delay when its handler throws, and taken again by another
 * replica if the one running it dies. A handler may therefore run more than once for one
 * job (a crash after its work, before its row is deleted): it must be safe to repeat.
 *
 * Scheduled work (every(...)) runs once per period across all replicas: the replica that
 * moves the schedule's row on enqueues the run.
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registration>();
  private readonly schedules: { name: string; everyMs: number }[] = [];
  /** When each schedule is next due, as last read (absent: its row may not exist yet). */
  private readonly dueAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = 0;
  private running: Promise<void> | undefined;
  /** A pass was asked for while one ran: run another after it. */
  private again = false;
  private started = false;
  private stopped = false;
  /** The database failed the last pass: said once, and once more when it answers again. */
  private failing = false;

  constructor(private readonly repository: JobsRepository) {}

  /** The handler of a kind of job (registered once, by the module that owns the work). */
  handle<T>(kind: string, handler: (payload: T) => Promise<void>, options: JobOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`Jobs: ${kind} has a handler already`);
    this.handlers.set(kind, {
      handler: handler as (payload: unknown) => Promise<void>,
      attempts: options.attempts ?? 8,
      retryAfterMs: options.retryAfterMs ?? 5_000,
    });
  }

  /**
   * Work to do soon (after `delayMs`). With `manager`, the job is written in that
   * transaction: rolled back, it never runs.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: { manager?: EntityManager; delayMs?: number } = {},
  ): Promise<void> {
    await this.repository.insert(
      options.manager,
      kind,
      JSON.stringify(payload ?? {}),
      Date.now() + (options.delayMs ?? 0),
    );
    if (!options.delayMs) this.wake(SOON_MS);
  }

  /** Runs `handler` every `everyMs`, once across all replicas; the first run is due at once. */
  every(name: string, everyMs: number, handler: () => Promise<void>, options: JobOptions = {}): void {
    this.handle(scheduleKind(name), handler, { attempts: 1, ...options });
    this.schedules.push({ name, everyMs });
    this.wake(0);
  }

  onApplicationBootstrap(): void {
    this.started = true;
    this.wake(0);
  }

  /** The job running ends before the database closes (TypeORM closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Resolves once the jobs due now (of this replica's kinds) are done or put off. */
  async drain(): Promise<void> {
    do {
      this.again = false;
      this.running ??= this.pass().finally(() => (this.running = undefined));
      await this.running;
    } while (this.again && !this.stopped);
  }

  /** Runs a pass in `ms` (or with the one running, or the one due sooner already). */
  private wake(ms: number): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const at = Date.now() + ms;
    if (this.timer && this.wakeAt <= at) return;
    clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drain().finally(() => this.wake(POLL_MS));
    }, ms);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    try {
      await this.takeSchedules();
      const kinds = [...this.handlers.keys()];
      if (kinds.length === 0) return;
      for (;;) {
        const now = Date.now();
        const jobs = await this.repository.claim(kinds, now, now + LEASE_MS, BATCH);
        if (this.failing) this.logger.log('Taking jobs again');
        this.failing = false;
        for (const job of jobs) await this.run(job);
        if (jobs.length < BATCH || this.stopped) return;
      }
    } catch (e) {
      // The database is away: the jobs wait in their rows for the next pass.
      if (!this.failing) this.logger.warn(`Could not take jobs, trying every second: ${errorText(e)}`);
      this.failing = true;
    }
  }

  private async takeSchedules(): Promise<void> {
    for (const { name, everyMs } of this.schedules) {
      const due = this.dueAt.get(name);
      if (due === undefined) await this.repository.ensureSchedule(name, Date.now());
      else if (due > Date.now()) continue;
      const now = Date.now();
      this.dueAt.set(name, await this.repository.takeSchedule(name, now, now + everyMs, scheduleKind(name)));
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const registration = this.handlers.get(job.kind)!;
    try {
      await registration.handler(JSON.parse(job.payload));
      await this.repository.done(job.id);
    } catch (e) {
      const error = errorText(e);
      if (job.attempt >= registration.attempts) {
        this.logger.error(`${job.kind} #${job.id} failed for good after ${job.attempt} attempts: ${error}`);
        await this.repository.failed(job.id, Date.now(), error);
      } else {
        const delay = Math.min(registration.retryAfterMs * 2 ** (job.attempt - 1), RETRY_CAP_MS);
        this.logger.warn(
          `${job.kind} #${job.id} failed (attempt ${job.attempt}), again in ${delay} ms: ${error}`,
        );
        await this.repository.retryAt(job.id, Date.now() + delay, error);
      }
    }
  }
}

const scheduleKind = (name: string) => `schedule:${name}`;
