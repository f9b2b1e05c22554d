import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType, WebhookPayload } from '@qrpanel/contracts';
import { EventOutbox, type ScanEventSource } from '../../../platform/events/event-outbox';
import { DomainEvents } from '../../../platform/events/domain-events';
import { Jobs } from '../../../platform/jobs/jobs.service';
import type { WebhookEndpoint } from './webhook.entities';
import { WebhooksRepository, type NewDelivery } from './webhooks.repository';

export const DELIVER = 'webhook.deliver';

/**
 * A delivery job's input: one delivery's scheduled attempt (`step` of the schedule, from 1)
 * or redelivery (`manual`, tried once), or a scan batch's first attempts (`ids`), sent side
 * by side.
 */
export type DeliverJob = { id: string; step?: number } | { id: string; manual: true } | { ids: string[] };

/** A scan batch's deliveries per job. */
const IDS_PER_JOB = 50;

/** msg_ and 144 random bits: the event's id, sent as webhook-id. */
export const newEventId = () => `msg_${randomBytes(18).toString('base64url')}`;

/**
 * The outbox: each event is stored as one delivery row per subscribed endpoint, with its
 * job, in the transaction of the change it tells of. A code's event reads the owner's
 * endpoints in that transaction (code changes are few), so an endpoint made a moment ago on
 * another replica hears of it. Scans are many: which owners have endpoints for which events
 * is kept in memory (reloaded for an owner whenever their endpoints change, on any replica),
 * so a scan batch learns it without a query.
 */
@Injectable()
export class WebhookOutbox extends EventOutbox implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');
  /** Owner → their endpoints still sent to, with the events each wants. */
  private subscribers = new Map<number, { id: number; events: WebhookEventType[] }[]>();
  /** Owners' endpoints as read in each transaction, once (a bulk action records hundreds of events). */
  private readonly readIn = new WeakMap<EntityManager, Map<number, Promise<WebhookEndpoint[]>>>();

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly jobs: Jobs,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    // A failed reload (the database away) keeps the list as it was, till the next change.
    const quietly = (work: Promise<void>) =>
      work.catch((e: Error) => this.logger.warn(`Webhook subscribers not reloaded: ${e.message}`));
    this.events.on('webhooks.changed', ({ userId }) => void quietly(this.reload(userId)));
    this.events.on('events.missed', () => void quietly(this.reloadAll()));
    await this.reloadAll();
  }

  /** Re-reads an owner's endpoints (after a change here or on another replica). */
  async reload(userId: number): Promise<void> {
    const live = await this.repository.liveEndpoints(userId);
    if (live.length)
      this.subscribers.set(
        userId,
        live.map(({ id, events }) => ({ id, events })),
      );
    else this.subscribers.delete(userId);
  }

  async record(
    manager: EntityManager,
    ownerId: number,
    type: Exclude<WebhookEventType, 'scan.created'>,
    data: Record<string, unknown>,
  ): Promise<void> {
    const endpoints = (await this.endpointsIn(manager, ownerId)).filter(
      (e) => e.status !== 'disabled' && e.events.includes(type),
    );
    if (endpoints.length === 0) return;
    const deliveries = this.deliveries(
      endpoints.map((e) => e.id),
      type,
      data,
      new Date(),
    );
    await this.repository.writeDeliveries(manager, deliveries);
    for (const delivery of deliveries)
      await this.jobs.enqueue(DELIVER, { id: delivery.id } satisfies DeliverJob, { manager });
  }

  private endpointsIn(manager: EntityManager, ownerId: number): Promise<WebhookEndpoint[]> {
    // Outside a transaction there is no snapshot to keep to: read each time.
    if (!manager.queryRunner) return this.repository.endpointsOf(ownerId, manager);
    let owners = this.readIn.get(manager);
    if (!owners) this.readIn.set(manager, (owners = new Map<number, Promise<WebhookEndpoint[]>>()));
    let endpoints = owners.get(ownerId);
    if (!endpoints) owners.set(ownerId, (endpoints = this.repository.endpointsOf(ownerId, manager)));
    return endpoints;
  }

  forScans(scans: readonly ScanEventSource[]) {
    const deliveries: NewDelivery[] = [];
    for (const scan of scans) {
      const endpoints = this.subscribers.get(scan.ownerId);
      if (!endpoints) continue;
      const ids = endpoints.filter((e) => e.events.includes('scan.created')).map((e) => e.id);
      if (ids.length) deliveries.push(...this.deliveries(ids, 'scan.created', scan.data(), scan.at));
    }
    if (deliveries.length === 0) return { statements: [], committed: () => undefined };
    return {
      statements: [
        ...this.repository.insertDeliveries(deliveries),
        this.jobs.insertStatement(
          DELIVER,
          chunks(deliveries.map((d) => d.id)).map((ids) => ({ ids }) satisfies DeliverJob),
        ),
      ],
      committed: () => this.jobs.wakeSoon(DELIVER),
    };
  }

  /**
   * One event for each endpoint: each delivery its own id, since each endpoint verifies and
   * de-duplicates on its own.
   */
  private deliveries(
    endpointIds: number[],
    type: WebhookEventType,
    data: Record<string, unknown>,
    at: Date,
  ): NewDelivery[] {
    return endpointIds.map((endpointId) => {
      const id = newEventId();
      const payload: WebhookPayload = { id, type, created_at: at.toISOString(), data };
      return { id, endpointId, type, payload: JSON.stringify(payload), createdAt: at.getTime() };
    });
  }

  private async reloadAll(): Promise<void> {
    const next = new Map<number, { id: number; events: WebhookEventType[] }[]>();
    for (const { id, userId, events } of await this.repository.liveEndpoints()) {
      next.set(userId, [...(next.get(userId) ?? []), { id, events }]);
    }
    this.subscribers = next;
  }
}

const chunks = (ids: string[]): string[][] =>
  Array.from({ length: Math.ceil(ids.length / IDS_PER_JOB) }, (_, i) =>
    ids.slice(i * IDS_PER_JOB, (i + 1) * IDS_PER_JOB),
  );
