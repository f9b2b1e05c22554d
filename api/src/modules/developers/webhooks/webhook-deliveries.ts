import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type WebhookConfig } from '../../../platform/config/app-config';
import { DomainEvents } from '../../../platform/events/domain-events';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { MailQueue, mailText } from '../../mail';
import { UsersService } from '../../identity';
import { SecretBox } from '../../settings';
import { ScanPressure } from '../../../platform/load/scan-pressure';
import {
  DELIVER,
  SCAN_DELIVERIES,
  SCAN_EVENTS,
  WebhookOutbox,
  deliveryPlace,
  firstScanAt,
  type DeliverJob,
  type ScanDeliveriesJob,
  type ScanEventsJob,
} from './webhook-outbox';
import { DEVELOPER_JOBS } from '../developer-jobs';
import { WebhookSender, type SendResult } from './webhook-sender';
import { WebhookAttempt, WebhookDelivery, type WebhookEndpoint } from './webhook.entities';
import { WebhooksRepository, type NewDelivery } from './webhooks.repository';

/** The field the endpoints' secrets are sealed under. */
export const SECRET_FIELD = 'webhook_endpoints.secret';
/** Disables the endpoints failing long enough (run hourly; a job, so it can be asked for). */
export const DISABLE_FAILING = DEVELOPER_JOBS.disableFailing;
const DISABLE_CHECK_EVERY_MS = 60 * 60_000;
/** How long the delivery log keeps what is done. */
const LOG_KEPT_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** Legacy jobs' first attempts (`ids`) sent at once. */
const PARALLEL = 8;
/** A scan events job's deliveries to one endpoint sent at once (two such jobs may run: 4 requests). */
const SCAN_PARALLEL = 2;
/** How long a scan's event waits for quiet scanners at most: then it is sent regardless. */
const SCAN_EVENTS_WAIT_MS = 30_000;
/**
 * Deliveries run in their own lane, taken in turns: each endpoint is a queue with at most 2
 * jobs running, each owner takes at most 4 of the 8 runners, and the next runner goes to
 * the owner and endpoint served longest ago (FairTurns). A receiver that hangs until its
 * timeout holds up its own queue, and its owner's share at most: never another owner's
 * deliveries, nor the replica's mail and imports.
 */
const LANE = { name: 'webhooks', concurrency: 8, fair: { perQueue: 2, perTenant: 4 } };
/**
 * Scan events jobs wait for quiet scanners, then are split by endpoint into the delivery
 * lane's queues: a lane of their own, so their wait holds no delivery runner.
 */
const SCANS_LANE = { name: 'webhook-scans', concurrency: 1 };
/** The longest an endpoint that stopped answering waits before its next attempt (see backOff()). */
const BACKOFF_CAP_MS = 5 * 60_000;
/** Each delay moves by up to this share either way, so retries of many events spread out. */
const JITTER = 0.2;

/**
 * Delivers events, one attempt per job: a failed attempt records itself and enqueues the
 * next on the schedule (immediately, ~5 s, 5 min, 30 min, 2 h, 5 h, 10 h, with jitter), in
 * one transaction; after the last the delivery has failed and its endpoint is failing. A
 * redelivery is one attempt more in the same log, outside the schedule. An endpoint failing
 * for 3 days is disabled and its owner told by mail, at its next failure or by the hourly
 * check, whichever comes first. At least once: a replica that dies mid-attempt leaves the
 * job to be taken again.
 */
@Injectable()
export class WebhookDeliveries implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');
  private readonly policy: WebhookConfig;
  private readonly box: SecretBox;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly sender: WebhookSender,
    private readonly jobs: Jobs,
    private readonly mail: MailQueue,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly outbox: WebhookOutbox,
    private readonly pressure: ScanPressure,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.policy = config.webhooks;
    this.box = new SecretBox(config.appSecret);
  }

  onModuleInit(): void {
    // The job's own retries are for the database being away; the receiver's are ours.
    const retries = { attempts: 5, retryAfterMs: 5_000 };
    this.jobs.handle<DeliverJob>(
      DELIVER,
      (job) => {
        if ('ids' in job) return this.deliverAll(job.ids);
        return this.deliver(job.id, 'manual' in job ? null : (job.step ?? 1));
      },
      { ...retries, lane: LANE },
    );
    this.jobs.handle<ScanDeliveriesJob>(SCAN_DELIVERIES, (job) => this.sendScanDeliveries(job), {
      ...retries,
      lane: LANE,
    });
    this.jobs.handle<ScanEventsJob>(SCAN_EVENTS, (job) => this.splitScanEvents(job), {
      ...retries,
      lane: SCANS_LANE,
    });
    this.jobs.every(DEVELOPER_JOBS.purge, PURGE_EVERY_MS, () =>
      this.repository.purge(Date.now() - LOG_KEPT_MS),
    );
    // An endpoint no event comes to fails no more attempts: only this check disables it.
    this.jobs.handle(DISABLE_FAILING, () => this.disableFailing());
    this.jobs.every(DEVELOPER_JOBS.disableFailingHourly, DISABLE_CHECK_EVERY_MS, () =>
      this.jobs.enqueue(DISABLE_FAILING, {}),
    );
  }

  sealSecret(secret: string): string {
    return this.box.seal(secret, SECRET_FIELD);
  }

  /** The endpoint's secret, and the one a rotation replaced while it still signs too. */
  private signingSecrets(endpoint: WebhookEndpoint): string[] {
    const secrets = [this.box.open(endpoint.secretSealed, SECRET_FIELD)];
    if (endpoint.previousSecretSealed && Number(endpoint.previousSecretUntil) > Date.now())
      secrets.push(this.box.open(endpoint.previousSecretSealed, SECRET_FIELD));
    return secrets;
  }

  /**
   * A scan batch's events, once the scanners are quiet (or SCAN_EVENTS_WAIT_MS after its
   * first scan at the latest), split by the endpoints that still exist into a job each in
   * that endpoint's queue. Run again (a replica died before the job was done), each share's
   * key keeps it from being written twice.
   */
  private async splitScanEvents(job: ScanEventsJob): Promise<void> {
    await this.pressure.quiet(firstScanAt(job) + SCAN_EVENTS_WAIT_MS);
    const endpoints = await this.repository.endpointsById([
      ...new Set(job.groups.flatMap((g) => g.endpoints)),
    ]);
    const shares = this.outbox.split(job, new Set(endpoints.keys()));
    await this.jobs.enqueueAll(
      SCAN_DELIVERIES,
      shares.map((share) => ({
        payload: share,
        place: deliveryPlace(endpoints.get(share.endpoint)!),
        key: `scan:${job.key}:${share.endpoint}`,
      })),
    );
  }

  /**
   * One endpoint's scan events, sent a few at a time (pausing while the scanners are busy
   * again). A delivery is written once it has been sent: its successes all at once, a few
   * statements for them all (a transaction each cost the database more than the sending); a
   * failure as pending, to the schedule. An attempt that gets no answer stops the rest: they
   * are written pending and wait for the endpoint's backoff, each on the schedule from its
   * first attempt. Run again, those written already are left to their course.
   */
  private async sendScanDeliveries(share: ScanDeliveriesJob): Promise<void> {
    const endpoint = (await this.repository.endpointsById([share.endpoint])).get(share.endpoint);
    // Deleted since: its events go with it.
    if (!endpoint) return;
    const events = this.outbox.deliveriesOf(share);
    const written = await this.repository.deliveriesWritten(events.map((e) => e.id));
    const queue = events.filter((e) => !written.has(e.id));
    if (endpoint.status === 'disabled') {
      const failed = queue.map((event) => ({ ...event, status: 'failed' as const }));
      return this.repository.writeDeliveries(this.repository.manager, failed);
    }
    const deadline = Math.min(...events.map((e) => e.createdAt)) + SCAN_EVENTS_WAIT_MS;
    const secrets = this.signingSecrets(endpoint);
    const succeeded: Succeeded[] = [];
    let unanswered = false;
    const worker = async () => {
      while (!unanswered) {
        const event = queue.shift();
        if (!event) return;
        await this.pressure.quiet(deadline);
        const result = await this.sender.send(endpoint.url, secrets, event.id, event.payload);
        if (result.ok) {
          succeeded.push({ event, endpoint, result, at: Date.now() - result.durationMs });
          continue;
        }
        unanswered ||= result.status === null;
        await this.repository.writeDeliveries(this.repository.manager, [event]);
        await this.settle(event.id, endpoint, result, 1);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SCAN_PARALLEL, queue.length) }, worker));
    if (succeeded.length) await this.recordSucceeded(succeeded);
    if (queue.length) await this.waitForBackoff(endpoint, queue);
  }

  /** Scan events not sent (their endpoint stopped answering): pending, first attempts after its backoff. */
  private async waitForBackoff(endpoint: WebhookEndpoint, events: NewDelivery[]): Promise<void> {
    const delayMs = this.backoffMs(endpoint, Date.now());
    await this.repository.transaction(async (manager) => {
      await this.repository.writeDeliveries(manager, events);
      await this.jobs.enqueueAll(
        DELIVER,
        events.map((e) => ({
          payload: { id: e.id, step: 1 } satisfies DeliverJob,
          place: deliveryPlace(endpoint),
        })),
        { manager, delayMs },
      );
    });
  }

  /**
   * First attempts sent side by side (scan events as earlier versions stored them, still
   * queued after an upgrade).
   */
  private async deliverAll(ids: string[]): Promise<void> {
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await this.deliver(id, 1);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  }

  /**
   * First attempts that succeeded: each delivery written done, with its attempt, and their
   * endpoints active again, in one transaction.
   */
  private async recordSucceeded(succeeded: Succeeded[]): Promise<void> {
    await this.repository.transaction(async (manager) => {
      await this.repository.writeDeliveries(
        manager,
        succeeded.map(({ event, result }) => ({
          ...event,
          status: 'succeeded' as const,
          attempts: 1,
          responseStatus: result.status,
          durationMs: result.durationMs,
        })),
        true,
      );
      await this.repository.writeFirstAttempts(
        manager,
        succeeded.map(({ event, result, at }) => ({
          deliveryId: event.id,
          at,
          responseStatus: result.status,
          durationMs: result.durationMs,
        })),
      );
      await this.repository.succeeded(manager, [...new Set(succeeded.map((s) => s.endpoint.id))]);
    });
    const workspaces = new Set(
      succeeded.filter((s) => s.endpoint.status !== 'active').map((s) => s.endpoint.workspaceId),
    );
    for (const workspaceId of workspaces) this.events.emit('webhooks.changed', { workspaceId });
  }

  /** One attempt: `step` of the schedule, or a redelivery (null). */
  private async deliver(id: string, step: number | null): Promise<void> {
    const found = await this.repository.delivery(id);
    if (found === 'orphan') return this.repository.removeDelivery(id);
    // Gone with its endpoint: nothing to do.
    if (!found) return;
    const { delivery, endpoint } = found;
    // A scheduled attempt is owed only while the delivery is pending (not after a job taken
    // twice, nor once a redelivery succeeded); a redelivery is sent whatever became of it.
    if (step !== null && delivery.status !== 'pending') return;
    if (endpoint.status === 'disabled') {
      if (step !== null)
        await this.repository.manager.update(
          WebhookDelivery,
          { id },
          { status: 'failed', nextAttemptAt: null },
        );
      return;
    }
    const result = await this.sender.send(
      endpoint.url,
      this.signingSecrets(endpoint),
      delivery.id,
      delivery.payload,
    );
    await this.settle(delivery.id, endpoint, result, step);
  }

  /**
   * Records the attempt and what follows from it, in one transaction with the next attempt's
   * job. Attempts are numbered as they are recorded, scheduled ones and redeliveries alike.
   * A success ends the delivery. A failed scheduled attempt enqueues the next step, or, the
   * schedule spent, fails the delivery and marks its endpoint failing. A failed redelivery
   * changes nothing scheduled: retries still due go on, a delivery done stays done.
   */
  private async settle(
    deliveryId: string,
    endpoint: WebhookEndpoint,
    result: SendResult,
    step: number | null,
  ): Promise<void> {
    const now = Date.now();
    const retryIn = result.ok || step === null ? null : this.retryDelay(step);
    const last = { responseStatus: result.status, durationMs: result.durationMs };
    await this.repository.transaction(async (manager) => {
      const attempt = await this.repository.nextAttempt(manager, deliveryId);
      // Deleted with its endpoint meanwhile.
      if (attempt === null) return;
      await manager.insert(WebhookAttempt, {
        deliveryId: deliveryId,
        attempt,
        at: String(now - result.durationMs),
        ...last,
        error: result.error?.slice(0, 255) ?? null,
      });
      if (result.ok) {
        await manager.update(
          WebhookDelivery,
          { id: deliveryId },
          { ...last, status: 'succeeded', nextAttemptAt: null },
        );
        await this.repository.succeeded(manager, [endpoint.id]);
        return;
      }
      if (step === null) {
        await manager.update(WebhookDelivery, { id: deliveryId }, last);
        await this.repository.failed(manager, endpoint.id, now, false);
        return;
      }
      const stillPending = await this.repository.updatePending(manager, deliveryId, {
        ...last,
        status: retryIn === null ? 'failed' : 'pending',
        nextAttemptAt: retryIn === null ? null : String(now + retryIn),
      });
      // A redelivery succeeded while this attempt ran: nothing more is owed.
      if (!stillPending) return;
      if (retryIn !== null)
        await this.jobs.enqueue(DELIVER, { id: deliveryId, step: step + 1 } satisfies DeliverJob, {
          manager,
          delayMs: retryIn,
          place: deliveryPlace(endpoint),
        });
      await this.repository.failed(manager, endpoint.id, now, retryIn === null);
    });
    if (result.ok) {
      if (endpoint.status !== 'active')
        this.events.emit('webhooks.changed', { workspaceId: endpoint.workspaceId });
      return;
    }
    if (result.status === null) await this.backOff(endpoint, now);
    if (await this.repository.disableIfFailingSince(endpoint.id, now - this.policy.disableAfterMs))
      await this.disabled(endpoint);
  }

  /**
   * The endpoint gave no answer (a timeout, a refused connection): its queue waits, so its
   * next attempts, retries and first ones alike, do not each hold a runner for a timeout
   * straight after. The log shows each pending delivery's next attempt moved with it.
   */
  private async backOff(endpoint: WebhookEndpoint, now: number): Promise<void> {
    const until = now + this.backoffMs(endpoint, now);
    await this.jobs.postpone(deliveryPlace(endpoint).queue, until);
    await this.repository.postponePending(endpoint.id, until);
  }

  /**
   * As long as the endpoint has been failing (so each wait about doubles the last), at least
   * a timeout and at most BACKOFF_CAP_MS; a success ends it (failing_since is cleared).
   */
  private backoffMs(endpoint: WebhookEndpoint, now: number): number {
    const failingFor = endpoint.failingSince === null ? 0 : now - Number(endpoint.failingSince);
    return Math.min(Math.max(failingFor, this.policy.timeoutMs), BACKOFF_CAP_MS);
  }

  /** The delay before the step after `step`, or null when it was the last. */
  private retryDelay(step: number): number | null {
    const base = this.policy.retryScheduleMs[step];
    if (base === undefined) return null;
    return Math.round(base * (1 - JITTER + Math.random() * 2 * JITTER));
  }

  /** Disables each endpoint failing for long enough, its owner told once (whichever replica runs it). */
  private async disableFailing(): Promise<void> {
    const before = Date.now() - this.policy.disableAfterMs;
    for (const endpoint of await this.repository.failingSince(before))
      if (await this.repository.disableIfFailingSince(endpoint.id, before)) await this.disabled(endpoint);
  }

  private async disabled(endpoint: WebhookEndpoint): Promise<void> {
    this.logger.warn(
      `Webhook endpoint #${endpoint.id} disabled after failing since ${endpoint.failingSince}`,
    );
    this.events.emit('webhooks.changed', { workspaceId: endpoint.workspaceId });
    // The member who added it hears of it, in their language.
    const owner = await this.users.findById(endpoint.userId);
    if (!owner) return;
    const params = {
      url: endpoint.url,
      days: days(this.policy.disableAfterMs),
      link: `${this.config.publicUrl}/developers`,
    };
    // In the owner's language.
    await this.mail.queue({
      to: owner.email,
      ...mailText('webhookDisabled', owner.language ?? 'en', params),
    });
  }
}

/** Whole days, at least one. */
const days = (ms: number) => Math.max(1, Math.round(ms / 86_400_000));

/** A first attempt that succeeded (sent `at`, epoch ms), to record with the others. */
interface Succeeded {
  event: NewDelivery;
  endpoint: WebhookEndpoint;
  result: SendResult;
  at: number;
}
