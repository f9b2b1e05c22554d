import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Work to be done after an answer (a mail, a clean-up), kept in the database so that it
 * survives a restart: written by the caller, in its own transaction when it has one, and
 * taken by any replica (see Jobs). Times are epoch milliseconds, alike on both dialects.
 */
@Entity('jobs')
@Index('IDX_jobs_due', ['runAt'])
@Index('IDX_jobs_locked', ['lockedUntil'])
@Index('IDX_jobs_queue', ['queueKey', 'runAt'])
@Index('IDX_jobs_unique_key', ['uniqueKey'], { unique: true })
export class JobRow {
  @PrimaryGeneratedColumn({ type: 'int', unsigned: true })
  id: number;

  /** What to do; one handler per kind. */
  @Column({ type: 'varchar', length: 64 })
  kind: string;

  /** The handler's input, as JSON. */
  @Column({ type: 'text' })
  payload: string;

  /** Not before; a failed attempt moves it later (backoff). */
  @Column({ name: 'run_at', type: 'bigint' })
  runAt: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Taken by a replica until then; a replica that died lets it go when this passes. */
  @Column({ name: 'locked_until', type: 'bigint', nullable: true })
  lockedUntil: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  /** Set once its attempts are spent: kept for a look, never taken again. */
  @Column({ name: 'failed_at', type: 'bigint', nullable: true })
  failedAt: string | null;

  /**
   * In a fair lane, the jobs that share a queue (a webhook endpoint's): a queue has at most
   * a few jobs running at once, and its next job waits its turn behind the other queues'.
   */
  @Column({ name: 'queue_key', type: 'varchar', length: 64, nullable: true })
  queueKey: string | null;

  /** In a fair lane, whose work it is (a user): one tenant takes at most a share of the runners. */
  @Column({ name: 'tenant_key', type: 'varchar', length: 64, nullable: true })
  tenantKey: string | null;

  /** A job with a key is enqueued once while it waits: the same key again adds nothing. */
  @Column({ name: 'unique_key', type: 'varchar', length: 128, nullable: true })
  uniqueKey: string | null;
}

/**
 * A fair lane's row: its claims lock it first, so claims on every replica take turns and
 * each sees the jobs the one before it took (a queue's and a tenant's counts hold across
 * replicas).
 */
@Entity('job_lanes')
export class JobLaneRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ name: 'claimed_at', type: 'bigint', default: 0 })
  claimedAt: string;
}

/** When each scheduled job is next due: the replica that moves it on enqueues the run. */
@Entity('job_schedules')
export class JobScheduleRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ name: 'next_run_at', type: 'bigint' })
  nextRunAt: string;
}
