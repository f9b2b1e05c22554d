import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { errorText } from '../common/errors';
import { insertRows, type Statement } from '../database/sql';
import { JobsRepository, type ClaimedJob } from './jobs.repository';

/** How often a replica looks for due jobs it was not told of (another replica's, retries). */
const POLL_MS = 1_000;
/** Enqueued here: looked for this soon, once the caller's transaction has had time to commit. */
const SOON_MS = 20;
/** How long a taken job is this replica's; a replica that died lets it go then. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const RETRY_CAP_MS = 60 * 60_000;

export interface JobOptions<T = unknown> {
  /** Attempts before the job is kept as failed (default 8). */
  attempts?: number;
  /** The first retry's delay, doubled on each further one (default 5 s; at most an hour). */
  retryAfterMs?: number;
  /**
   * The lane the kind runs in (default: the shared one, one job at a time). A lane claims and
   * runs its own jobs, `concurrency` at once, so work that waits on others (webhook receivers)
   * neither waits behind nor holds up the rest (mail, imports).
   */
  lane?: { name: string; concurrency: number };
  /**
   * Runs once the last attempt has failed, before the job is kept as failed: the owner of
   * the work records that it stopped (an import shown as failed rather than running for
   * ever). Its own failure is logged; a crash before the job is marked runs it again.
   */
  onGiveUp?: (payload: T, error: string) => Promise<void>;
}

interface Registration {
  handler: (payload: unknown) => Promise<void>;
  onGiveUp?: (payload: unknown, error: string) => Promise<void>;
  attempts: number;
  retryAfterMs: number;
  lane: Lane;
}

/** A lane's kinds and its own pass: one running at a time, another asked for while it runs. */
class Lane {
  readonly kinds: string[] = [];
  /** Claimed at a time: enough for every runner, at least a batch. */
  readonly batch: number;
  timer: NodeJS.Timeout | undefined;
  wakeAt = 0;
  running: Promise<void> | undefined;
  /** A pass was asked for while one ran: run another after it. */
  again = false;

  constructor(
    readonly name: string,
    readonly concurrency: number,
  ) {
    this.batch = Math.max(BATCH, concurrency);
  }
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
 *
 * Kinds run in lanes: the shared one runs one job at a time; a kind whose jobs wait on
 * others (webhook receivers) gets its own, with its own claims and concurrency.
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registration>();
  private readonly main = new Lane('main', 1);
  private readonly lanes = new Map<string, Lane>([[this.main.name, this.main]]);
  private readonly schedules: { name: string; everyMs: number }[] = [];
  /** When each schedule is next due, as last read (absent: its row may not exist yet). */
  private readonly dueAt = new Map<string, number>();
  /** Work was enqueued during drain(): drain again, whichever lane it is in. */
  private enqueued = false;
  private started = false;
  private stopped = false;
  /** The database failed the last pass: said once, and once more when it answers again. */
  private failing = false;
  /**
   * This replica's claims, one at a time. A claim locks the due rows it scans (FOR UPDATE SKIP
   * LOCKED) and skips the rows another claim holds, whatever their kind: two lanes claiming at
   * once could each skip the other's due job, and drain() would end with it still waiting.
   */
  private claims: Promise<unknown> = Promise.resolve();

  constructor(private readonly repository: JobsRepository) {}

  /** The handler of a kind of job (registered once, by the module that owns the work). */
  handle<T>(kind: string, handler: (payload: T) => Promise<void>, options: JobOptions<T> = {}): void {
    if (this.handlers.has(kind)) throw new Error(`Jobs: ${kind} has a handler already`);
    const lane = options.lane ? this.laneFor(options.lane) : this.main;
    lane.kinds.push(kind);
    this.handlers.set(kind, {
      handler: handler as (payload: unknown) => Promise<void>,
      onGiveUp: options.onGiveUp as Registration['onGiveUp'],
      attempts: options.attempts ?? 8,
      retryAfterMs: options.retryAfterMs ?? 5_000,
      lane,
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
    if (!options.delayMs) this.wakeSoon(kind);
  }

  /**
   * Jobs as one INSERT for a caller that writes its own batch of statements (the scan
   * batch): run it in that transaction, then call wakeSoon() once it has committed.
   */
  insertStatement(kind: string, payloads: readonly unknown[], delayMs = 0): Statement {
    const runAt = Date.now() + delayMs;
    return insertRows(
      'INSERT INTO jobs (kind, payload, run_at, attempts)',
      payloads.map((payload) => [kind, JSON.stringify(payload ?? {}), runAt, 0]),
    );
  }

  /** Looks for due jobs of `kind`'s lane soon: work was enqueued (by insertStatement()). */
  wakeSoon(kind: string): void {
    this.enqueued = true;
    this.wake(this.handlers.get(kind)?.lane ?? this.main, SOON_MS);
  }

  /** Runs `handler` every `everyMs`, once across all replicas; the first run is due at once. */
  every(name: string, everyMs: number, handler: () => Promise<void>, options: JobOptions = {}): void {
    this.handle(scheduleKind(name), handler, { attempts: 1, ...options });
    this.schedules.push({ name, everyMs });
    this.wake(this.main, 0);
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const lane of this.lanes.values()) this.wake(lane, 0);
  }

  /** The jobs running end before the database closes (TypeORM closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const lane of this.lanes.values()) clearTimeout(lane.timer);
    await Promise.all([...this.lanes.values()].map((lane) => lane.running ?? Promise.resolve()));
  }

  /** Resolves once the jobs due now (of this replica's kinds, in every lane) are done or put off. */
  async drain(): Promise<void> {
    do {
      this.enqueued = false;
      await Promise.all([...this.lanes.values()].map((lane) => this.drainLane(lane)));
    } while (this.enqueued && !this.stopped);
  }

  private laneFor({ name, concurrency }: { name: string; concurrency: number }): Lane {
    const lane = this.lanes.get(name) ?? new Lane(name, concurrency);
    if (lane.concurrency !== concurrency)
      throw new Error(`Jobs: lane ${name} runs ${lane.concurrency} at once`);
    this.lanes.set(name, lane);
    return lane;
  }

  private async drainLane(lane: Lane): Promise<void> {
    // A pass already running may have claimed before the caller's job was written, and resetting
    // `again` below would forget the wake that job asked for: that pass ends first.
    await lane.running;
    do {
      lane.again = false;
      lane.running ??= this.pass(lane).finally(() => (lane.running = undefined));
      await lane.running;
    } while (lane.again && !this.stopped);
  }

  /** Runs a pass of `lane` in `ms` (or with the one running, or the one due sooner already). */
  private wake(lane: Lane, ms: number): void {
    if (!this.started || this.stopped) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    const at = Date.now() + ms;
    if (lane.timer && lane.wakeAt <= at) return;
    clearTimeout(lane.timer);
    lane.wakeAt = at;
    lane.timer = setTimeout(() => {
      lane.timer = undefined;
      void this.drainLane(lane).finally(() => this.wake(lane, POLL_MS));
    }, ms);
    lane.timer.unref();
  }

  private async pass(lane: Lane): Promise<void> {
    try {
      if (lane === this.main) await this.takeSchedules();
      if (lane.kinds.length > 0) await this.runDue(lane);
    } catch (e) {
      // The database is away: the jobs wait in their rows for the next pass.
      if (!this.failing) this.logger.warn(`Could not take jobs, trying every second: ${errorText(e)}`);
      this.failing = true;
    }
  }

  /**
   * Runs the lane's due jobs, `concurrency` at once: each runner takes the next claimed job,
   * and the first to find none claims more, until a claim comes back short.
   */
  private async runDue(lane: Lane): Promise<void> {
    const claimed: ClaimedJob[] = [];
    let more = true;
    let claiming: Promise<void> | undefined;
    const claim = async () => {
      const jobs = await this.claimInTurn(lane);
      if (this.failing) this.logger.log('Taking jobs again');
      this.failing = false;
      claimed.push(...jobs);
      more = jobs.length === lane.batch;
    };
    const runner = async () => {
      for (;;) {
        const job = claimed.shift();
        if (job) await this.run(job);
        else if (!more || this.stopped) return;
        else await (claiming ??= claim().finally(() => (claiming = undefined)));
      }
    };
    const ends = await Promise.allSettled(Array.from({ length: lane.concurrency }, runner));
    const failed = ends.find((end) => end.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private claimInTurn(lane: Lane): Promise<ClaimedJob[]> {
    const turn = this.claims.then(() => {
      const now = Date.now();
      return this.repository.claim(lane.kinds, now, now + LEASE_MS, lane.batch);
    });
    this.claims = turn.catch(() => undefined);
    return turn;
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
        await registration
          .onGiveUp?.(JSON.parse(job.payload), error)
          .catch((e: unknown) =>
            this.logger.error(`${job.kind} #${job.id}: giving up failed: ${errorText(e)}`),
          );
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
