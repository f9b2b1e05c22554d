import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobRow, JobScheduleRow } from './job.entities';

/** A job a replica has taken: its lease runs until the time given to claim(). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** The jobs tables and their SQL, for both dialects (Jobs is their only user). */
@Injectable()
export class JobsRepository {
  private readonly mariadb: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.mariadb = db.options.type !== 'better-sqlite3';
  }

  async insert(
    manager: EntityManager | undefined,
    kind: string,
    payload: string,
    runAt: number,
  ): Promise<void> {
    await (manager ?? this.db.manager).insert(JobRow, { kind, payload, runAt: String(runAt) });
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
      const rows = await manager.query<
        { id: number | string; kind: string; payload: string; attempts: number }[]
      >(
        `SELECT id, kind, payload, attempts FROM jobs
          WHERE run_at <= ? AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= ?)
            AND kind IN (${marks(kinds.length)})
          ORDER BY run_at, id LIMIT ${Math.trunc(limit)}${this.mariadb ? ' FOR UPDATE SKIP LOCKED' : ''}`,
        [now, now, ...kinds],
      );
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
    };
    return this.mariadb ? this.db.transaction('READ COMMITTED', work) : this.db.transaction(work);
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

  async failed(id: number, at: number, error: string): Promise<void> {
    await this.db.query('UPDATE jobs SET failed_at = ?, locked_until = NULL, last_error = ? WHERE id = ?', [
      at,
      error.slice(0, 1000),
      id,
    ]);
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
        await this.insert(manager, kind, '{}', now);
        return nextRunAt;
      }
      const row = await manager.findOneBy(JobScheduleRow, { name });
      return Number(row?.nextRunAt ?? now);
    });
  }
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
