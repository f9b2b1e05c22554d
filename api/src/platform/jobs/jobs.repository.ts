import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobLaneRow, JobRow, JobScheduleRow } from './job.entities';
import type { FairHead, FairRunning } from './fair-turns';

/** A job a replica has taken: its lease runs until the time given to claim(). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** A job to write: its kind's handler's input, as JSON, and in a fair lane its queue and tenant. */
export interface NewJob {
  kind: string;
  payload: string;
  runAt: number;
  queue?: string;
  tenant?: string;
  /** Enqueued once while it waits: a job with this key waiting already, this one is not written. */
  key?: string;
}

/** The jobs tables and their SQL, for both dialects (Jobs is their only user). */
@Injectable()
export class JobsRepository {
  private readonly mariadb: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.mariadb = db.options.type !== 'better-sqlite3';
  }

  async insert(manager: EntityManager | undefined, jobs: readonly NewJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const query = (manager ?? this.db.manager)
      .createQueryBuilder()
      .insert()
      .into(JobRow)
      .values(
        jobs.map((job) => ({
          kind: job.kind,
          payload: job.payload,
          runAt: String(job.runAt),
          queueKey: job.queue ?? null,
          tenantKey: job.tenant ?? null,
          uniqueKey: job.key ?? null,
        })),
      );
    // A key already waiting: that job stands for this one.
    if (jobs.some((job) => job.key)) query.orIgnore();
    await query.execute();
  }

  /**
   * Takes up to `limit` due jobs of these kinds until `leaseUntil`. On MariaDB the rows are
   * locked as they are read (FOR UPDATE SKIP LOCKED), so replicas claiming at once take
   * different jobs; SQLite has one writer, whose transaction serialises the claims.
   * READ COMMITTED on MariaDB: under its default REPEATABLE READ the claim's scan of the due
   * index also locks the gaps between rows, and a job enqueued meanwhile inside another
   * transaction (a code saved with its follow-up work) could deadlock against it.
   */
  claim(kinds: string[], now: number, leaseUntil: number, limit: number): Promise<ClaimedJob[]> {
    const work = async (manager: EntityManager): Promise<ClaimedJob[]> => {
      const rows = await manager.query<JobRead[]>(
        `SELECT id, kind, payload, attempts FROM jobs
          WHERE ${DUE}
            AND kind IN (${marks(kinds.length)})
          ORDER BY run_at, id LIMIT ${Math.trunc(limit)}${this.mariadb ? ' FOR UPDATE SKIP LOCKED' : ''}`,
        [now, now, ...kinds],
      );
      return this.take(manager, rows, leaseUntil);
    };
    return this.mariadb ? this.db.transaction('READ COMMITTED', work) : this.db.transaction(work);
  }

  /**
   * Takes due jobs of a fair lane: `choose` picks which from each queue's first due jobs
   * (`heads`, oldest first) and the jobs running (`running`, counted by queue and tenant, on
   * every replica). The lane's row is locked first, so claims of the lane take turns across
   * replicas and each counts the jobs the one before it took. With nothing due, it writes
   * nothing (an idle lane's polls must not take the database's write lock each second).
   */
  async claimFair(
    lane: string,
    kinds: string[],
    now: number,
    leaseUntil: number,
    headsPerQueue: number,
    choose: (heads: FairHead[], running: FairRunning[]) => number[],
  ): Promise<ClaimedJob[]> {
    const inKinds = `kind IN (${marks(kinds.length)})`;
    const due = await this.db.query<unknown[]>(
      `SELECT 1 FROM jobs
        WHERE ${DUE} AND ${inKinds}
        LIMIT 1`,
      [now, now, ...kinds],
    );
    if (due.length === 0) return [];
    const work = async (manager: EntityManager): Promise<ClaimedJob[]> => {
      await manager.query('UPDATE job_lanes SET claimed_at = ? WHERE name = ?', [now, lane]);
      const running = await manager.query<
        { queue: string | null; tenant: string | null; n: number | string }[]
      >(
        `SELECT queue_key AS queue, tenant_key AS tenant, COUNT(*) AS n FROM jobs
          WHERE locked_until > ? AND failed_at IS NULL AND ${inKinds}
          GROUP BY queue_key, tenant_key`,
        [now, ...kinds],
      );
      const heads = await manager.query<
        { id: number | string; queue: string | null; tenant: string | null; run_at: number | string }[]
      >(
        `SELECT id, queue_key AS queue, tenant_key AS tenant, run_at FROM (
            SELECT id, queue_key, tenant_key, run_at,
                   ROW_NUMBER() OVER (PARTITION BY queue_key ORDER BY run_at, id) AS place
              FROM jobs
             WHERE ${DUE}
               AND ${inKinds}
          ) due
          WHERE place <= ${Math.trunc(headsPerQueue)}
          ORDER BY run_at, id`,
        [now, now, ...kinds],
      );
      const ids = choose(
        heads.map((h) => ({ id: Number(h.id), queue: h.queue, tenant: h.tenant, runAt: Number(h.run_at) })),
        running.map((r) => ({ queue: r.queue, tenant: r.tenant, count: Number(r.n) })),
      );
      if (ids.length === 0) return [];
      return this.lease(manager, ids, leaseUntil);
    };
    return this.mariadb ? this.db.transaction('READ COMMITTED', work) : this.db.transaction(work);
  }

  /** These jobs, read and taken until `leaseUntil`, in the order of `ids`. */
  private async lease(manager: EntityManager, ids: number[], leaseUntil: number): Promise<ClaimedJob[]> {
    const rows = await manager.query<JobRead[]>(
      `SELECT id, kind, payload, attempts FROM jobs WHERE id IN (${marks(ids.length)})`,
      ids,
    );
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
    return this.take(manager, rows, leaseUntil);
  }

  /** The rows read taken until `leaseUntil`, each attempt counted. */
  private async take(manager: EntityManager, rows: JobRead[], leaseUntil: number): Promise<ClaimedJob[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    await manager.query(
      `UPDATE jobs SET locked_until = ?, attempts = attempts + 1 WHERE id IN (${marks(ids.length)})`,
      [leaseUntil, ...ids],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempt: Number(row.attempts) + 1,
    }));
  }

  /** The fair lane's row, for its claims to lock (made once, by whichever replica comes first). */
  async ensureLane(name: string): Promise<void> {
    await this.db.createQueryBuilder().insert().into(JobLaneRow).values({ name }).orIgnore().execute();
  }

  /**
   * The waiting jobs of a queue not due before `until` (its receiver stopped answering):
   * the other queues' jobs go first meanwhile.
   */
  async postpone(queue: string, until: number): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET run_at = ?
        WHERE queue_key = ? AND run_at < ? AND failed_at IS NULL AND locked_until IS NULL`,
      [until, queue, until],
    );
  }

  async done(id: number): Promise<void> {
    await this.db.query('DELETE FROM jobs WHERE id = ?', [id]);
  }

  async retryAt(id: number, runAt: number, error: string): Promise<void> {
    await this.db.query('UPDATE jobs SET run_at = ?, locked_until = NULL, last_error = ? WHERE id = ?', [
      runAt,
      error.slice(0, 1000),
      id,
    ]);
  }

  /** Kept for a look; its key freed, so the same work may be asked for again. */
  async failed(id: number, at: number, error: string): Promise<void> {
    await this.db.query(
      'UPDATE jobs SET failed_at = ?, locked_until = NULL, last_error = ?, unique_key = NULL WHERE id = ?',
      [at, error.slice(0, 1000), id],
    );
  }

  /** The schedule's row, due at `firstRunAt`, unless it exists already. */
  async ensureSchedule(name: string, firstRunAt: number): Promise<void> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(JobScheduleRow)
      .values({ name, nextRunAt: String(firstRunAt) })
      .orIgnore()
      .execute();
  }

  /**
   * If the schedule is due, moves it on to `nextRunAt` and enqueues its run, in one
   * transaction: of the replicas that try at once, one moves it and the others find it
   * moved. Answers when the schedule is next due, whoever moved it.
   */
  takeSchedule(name: string, now: number, nextRunAt: number, kind: string): Promise<number> {
    return this.db.transaction(async (manager) => {
      const moved = await manager
        .createQueryBuilder()
        .update(JobScheduleRow)
        .set({ nextRunAt: String(nextRunAt) })
        .where('name = :name AND next_run_at <= :now', { name, now })
        .execute();
      if (moved.affected) {
        await this.insert(manager, [{ kind, payload: '{}', runAt: now }]);
        return nextRunAt;
      }
      const row = await manager.findOneBy(JobScheduleRow, { name });
      return Number(row?.nextRunAt ?? now);
    });
  }
}

/** A job that may be taken now (its two marks: now, now): due, not failed, not leased. */
const DUE = 'run_at <= ? AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= ?)';

/** A job's row as a claim reads it. */
interface JobRead {
  id: number | string;
  kind: string;
  payload: string;
  attempts: number;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
