import { Injectable, Logger, OnApplicationBootstrap, BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { errorText } from '../common/errors';
import { insertRows, type Statement } from '../database/sql';
import { FairTurns, type FairLimits } from './fair-turns';
import { JobNames } from './job-names';
import { JobsRepository, type ClaimedJob, type NewJob } from './jobs.repository';

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
   * neither waits behind nor holds up the rest (mail, imports). With `fair`, its jobs carry a
   * queue and a tenant (see enqueue()) and are taken in turns (FairTurns), not oldest first.
   */
  lane?: LaneOptions;
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

export interface LaneOptions {
  name: string;
  concurrency: number;
  fair?: FairLimits;
}

/** Where a job of a fair lane waits its turn: its queue (a webhook endpoint) and its tenant (a user). */
export interface FairPlace {
  queue: string;
  tenant: string;
}

/** A lane's kinds and its own pass: one running at a time, another asked for while it runs. */
class Lane {
  readonly kinds: string[] = [];
  /** Claimed at a time: enough for every runner, at least a batch. */
  readonly batch: number;
  /** A fair lane's turns; undefined: oldest first. */
  readonly turns: FairTurns | undefined;
  /** The fair lane's row exists (made at its first claim). */
  laneRow = false;
  timer: NodeJS.Timeout | undefined;
  wakeAt = 0;
  running: Promise<void> | undefined;
  /** A pass was asked for while one ran: run another after it. */
  again = false;
  /** Ends a fair pass's wait for a runner: work was enqueued, or the replica stops. */
  nudge: (() => void) | undefined;

  constructor(readonly options: LaneOptions) {
    this.batch = Math.max(BATCH, options.concurrency);
    this.turns = options.fair && new FairTurns(options.fair);
  }

  get name(): string {
    return this.options.name;
  }

  get concurrency(): number {
    return this.options.concurrency;
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
 * others (webhook receivers) gets its own, with its own claims and concurrency. A fair lane
 * takes its jobs in turns by queue and tenant, each with a limit of jobs running at once
 * (FairTurns), instead of oldest first: one tenant's backlog cannot fill its runners.
 *
 * Every kind and schedule is named in the registry of job names (JobNames): work under a
 * name not declared there is refused.
 */
@Injectable()
export class Jobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registration>();
  private readonly main = new Lane({ name: 'main', concurrency: 1 });
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

  constructor(
    private readonly repository: JobsRepository,
    private readonly names: JobNames,
  ) {}

  /** The handler of a kind of job (registered once, by the module that owns the work). */
  handle<T>(kind: string, handler: (payload: T) => Promise<void>, options: JobOptions<T> = {}): void {
    this.names.use(kind, 'the job kind');
    this.register(kind, handler, options);
  }

  private register<T>(kind: string, handler: (payload: T) => Promise<void>, options: JobOptions<T>): void {
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
   * transaction: rolled back, it never runs. A fair lane's job says its `place`; with `key`,
   * a job of that key still waiting stands for this one (it is not written).
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: { manager?: EntityManager; delayMs?: number; place?: FairPlace; key?: string } = {},
  ): Promise<void> {
    await this.enqueueAll(kind, [{ payload, place: options.place, key: options.key }], options);
  }

  /** Jobs of one kind in one INSERT (see enqueue()). */
  async enqueueAll(
    kind: string,
    jobs: readonly { payload: unknown; place?: FairPlace; key?: string }[],
    options: { manager?: EntityManager; delayMs?: number } = {},
  ): Promise<void> {
    this.names.check(kind, 'the job kind');
    const runAt = Date.now() + (options.delayMs ?? 0);
    await this.repository.insert(
      options.manager,
      jobs.map((job): NewJob => ({
        kind,
        payload: JSON.stringify(job.payload ?? {}),
        runAt,
        queue: job.place?.queue,
        tenant: job.place?.tenant,
        key: job.key,
      })),
    );
    if (!options.delayMs) this.wakeSoon(kind);
  }

  /**
   * A fair lane's queue waits until `until`: its jobs due before then are moved to then (its
   * receiver stopped answering), and the runners go to the other queues meanwhile.
   */
  postpone(queue: string, until: number): Promise<void> {
    return this.repository.postpone(queue, until);
  }

  /**
   * Jobs as one INSERT for a caller that writes its own batch of statements (the scan
   * batch): run it in that transaction, then call wakeSoon() once it has committed.
   */
  insertStatement(kind: string, payloads: readonly unknown[], delayMs = 0): Statement {
    this.names.check(kind, 'the job kind');
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
    this.names.use(name, 'the schedule');
    this.register(scheduleKind(name), handler, { attempts: 1, ...options });
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
    for (const lane of this.lanes.values()) {
      clearTimeout(lane.timer);
      lane.nudge?.();
    }
    await Promise.all([...this.lanes.values()].map((lane) => lane.running ?? Promise.resolve()));
  }

  /** Resolves once the jobs due now (of this replica's kinds, in every lane) are done or put off. */
  async drain(): Promise<void> {
    do {
      this.enqueued = false;
      await Promise.all([...this.lanes.values()].map((lane) => this.drainLane(lane)));
    } while (this.enqueued && !this.stopped);
  }

  private laneFor(options: LaneOptions): Lane {
    const lane = this.lanes.get(options.name) ?? new Lane(options);
    if (JSON.stringify(lane.options) !== JSON.stringify(options))
      throw new Error(`Jobs: lane ${options.name} is set up otherwise already`);
    this.lanes.set(options.name, lane);
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
      lane.nudge?.();
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
      if (lane.kinds.length > 0) await (lane.turns ? this.runFair(lane) : this.runDue(lane));
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
      this.answered();
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

  /**
   * Runs a fair lane's due jobs: claims as many as there are free runners (FairTurns picks
   * them), then waits for a runner to free, for work enqueued, or a second (retries coming
   * due), and claims again; ends once nothing runs and nothing could be taken. A claim may
   * come back short while jobs run (their queues or tenants at their limits): the next one
   * comes when a runner frees, not after a poll.
   */
  private async runFair(lane: Lane): Promise<void> {
    const running = new Set<Promise<void>>();
    // A job's row could not be written (the database away): the pass ends and says so.
    let failure: Error | undefined;
    try {
      while (!this.stopped && failure === undefined) {
        const free = lane.concurrency - running.size;
        const jobs = free > 0 ? await this.claimInTurn(lane, free) : [];
        this.answered();
        for (const job of jobs) {
          const run: Promise<void> = this.run(job)
            .catch((e: unknown) => void (failure ??= e instanceof Error ? e : new Error(errorText(e))))
            .finally(() => running.delete(run));
          running.add(run);
        }
        if (running.size === 0) return;
        await this.nextTurn(lane, running);
      }
    } finally {
      await Promise.allSettled(running);
    }
    if (failure !== undefined) throw failure;
  }

  /** Resolves when a job ends, the lane is nudged, or after a poll's wait. */
  private async nextTurn(lane: Lane, running: Set<Promise<void>>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const nudged = new Promise<void>((resolve) => {
      lane.nudge = resolve;
      timer = setTimeout(resolve, POLL_MS);
    });
    await Promise.race([...running, nudged]);
    clearTimeout(timer);
    lane.nudge = undefined;
  }

  /** The database answered a claim: said once after it had failed. */
  private answered(): void {
    if (this.failing) this.logger.log('Taking jobs again');
    this.failing = false;
  }

  private claimInTurn(lane: Lane, free = lane.batch): Promise<ClaimedJob[]> {
    const turn = this.claims.then(async () => {
      const now = Date.now();
      if (!lane.turns) return this.repository.claim(lane.kinds, now, now + LEASE_MS, lane.batch);
      if (!lane.laneRow) await this.repository.ensureLane(lane.name);
      lane.laneRow = true;
      const { perQueue } = lane.options.fair!;
      return this.repository.claimFair(
        lane.name,
        lane.kinds,
        now,
        now + LEASE_MS,
        perQueue,
        (heads, running) => lane.turns!.choose(free, heads, running),
      );
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
