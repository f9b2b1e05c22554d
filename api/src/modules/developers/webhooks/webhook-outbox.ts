import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType, WebhookPayload } from '@qrpanel/contracts';
import { EventOutbox, type ScanEventSource } from '../../../platform/events/event-outbox';
import { DomainEvents } from '../../../platform/events/domain-events';
import { Jobs, type FairPlace } from '../../../platform/jobs/jobs.service';
import { ScanPressure } from '../../../platform/load/scan-pressure';
import { DEVELOPER_JOBS } from '../developer-jobs';
import type { WebhookEndpoint } from './webhook.entities';
import { WebhooksRepository, type NewDelivery } from './webhooks.repository';

export const DELIVER = DEVELOPER_JOBS.deliver;
/** A scan batch's events, kept compact until the scanners are quiet (see ScanEventsJob). */
export const SCAN_EVENTS = DEVELOPER_JOBS.scanEvents;
/** One endpoint's share of a scan events job, sent in that endpoint's queue (see ScanDeliveriesJob). */
export const SCAN_DELIVERIES = DEVELOPER_JOBS.scanDeliveries;

/** Where an endpoint's delivery jobs wait their turn: its own queue, among its workspace's. */
export const deliveryPlace = (endpoint: Pick<WebhookEndpoint, 'id' | 'workspaceId'>): FairPlace => ({
  queue: `webhook:${endpoint.id}`,
  tenant: `workspace:${endpoint.workspaceId}`,
});

/**
 * A delivery job's input: one delivery's scheduled attempt (`step` of the schedule, from 1)
 * or redelivery (`manual`, tried once), or first attempts sent side by side (`ids`: scan
 * events as earlier versions stored them, still queued after an upgrade).
 */
export type DeliverJob = { id: string; step?: number } | { id: string; manual: true } | { ids: string[] };

/**
 * Scan events as a scan batch stores them, in its own transaction: each scan a row of values
 * (its time in epoch ms, then its event's data in the order of `fields`), grouped by the
 * endpoints they go to. No payload per endpoint and no key per value: every byte is written
 * on the scanners' path, and a payload per event and endpoint cost the redirect a third of
 * its speed. Expanded into one delivery per event and endpoint once the scanners are quiet;
 * the deliveries' ids come from `key` and the event's place, so a job run twice (a replica
 * that died after expanding it) writes no delivery twice.
 */
export interface ScanEventsJob {
  key: string;
  fields: string[];
  groups: { endpoints: number[]; scans: unknown[][] }[];
}

/**
 * One endpoint's events of a scan events job: each scan a row of its place in the job (which
 * makes its delivery's id), then its values as in the job.
 */
export interface ScanDeliveriesJob {
  key: string;
  fields: string[];
  endpoint: number;
  scans: unknown[][];
}

/** A scan batch's events per job. */
const SCANS_PER_JOB = 100;

/** When a scan events job's first scan was made (epoch ms). */
export const firstScanAt = (job: ScanEventsJob): number =>
  Math.min(...job.groups.flatMap((g) => g.scans.map((row) => row[0] as number)));

/** msg_ and 144 random bits: the event's id, sent as webhook-id. */
const newEventId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** The id of event `index` of a scan events job, for one endpoint: msg_, 96 random bits, place. */
const scanEventId = (key: string, index: number, endpointId: number) =>
  `msg_${key}_${index.toString(36)}_${endpointId.toString(36)}`;

/**
 * The outbox: each event is stored in the transaction of the change it tells of. A code's
 * event is one delivery row per subscribed endpoint, with its job; it reads the workspace's
 * endpoints in that transaction (code changes are few), so an endpoint made a moment ago on
 * another replica hears of it. Scans are many: which workspaces have endpoints for which
 * events is kept in memory (reloaded for a workspace whenever its endpoints change, on any replica),
 * so a scan batch learns it without a query, and its events are one compact job row per
 * hundred scans (ScanEventsJob), made into deliveries later.
 */
@Injectable()
export class WebhookOutbox extends EventOutbox implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');
  /** Workspace → its endpoints still sent to, with the events each wants. */
  private subscribers = new Map<number, { id: number; events: WebhookEventType[] }[]>();
  /** Workspaces' endpoints as read in each transaction, once (a bulk action records hundreds of events). */
  private readonly readIn = new WeakMap<EntityManager, Map<number, Promise<WebhookEndpoint[]>>>();

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly jobs: Jobs,
    private readonly events: DomainEvents,
    private readonly pressure: ScanPressure,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    // A failed reload (the database away) keeps the list as it was, till the next change.
    const quietly = (work: Promise<void>) =>
      work.catch((e: Error) => this.logger.warn(`Webhook subscribers not reloaded: ${e.message}`));
    this.events.on('webhooks.changed', ({ workspaceId }) => void quietly(this.reload(workspaceId)));
    this.events.on('events.missed', () => void quietly(this.reloadAll()));
    await this.reloadAll();
  }

  /** Re-reads a workspace's endpoints (after a change here or on another replica). */
  async reload(workspaceId: number): Promise<void> {
    const live = await this.repository.liveEndpoints(workspaceId);
    if (live.length)
      this.subscribers.set(
        workspaceId,
        live.map(({ id, events }) => ({ id, events })),
      );
    else this.subscribers.delete(workspaceId);
  }

  async record(
    manager: EntityManager,
    workspaceId: number,
    type: Exclude<WebhookEventType, 'scan.created'>,
    data: Record<string, unknown>,
  ): Promise<void> {
    const endpoints = (await this.endpointsIn(manager, workspaceId)).filter(
      (e) => e.status !== 'disabled' && e.events.includes(type),
    );
    if (endpoints.length === 0) return;
    // Each endpoint its own id: each verifies and de-duplicates on its own.
    const at = Date.now();
    const deliveries = endpoints.map((e) => delivery(newEventId(), e.id, type, data, at));
    await this.repository.writeDeliveries(manager, deliveries);
    const places = new Map(endpoints.map((e) => [e.id, deliveryPlace(e)]));
    await this.jobs.enqueueAll(
      DELIVER,
      deliveries.map((d) => ({
        payload: { id: d.id } satisfies DeliverJob,
        place: places.get(d.endpointId),
      })),
      { manager },
    );
  }

  private endpointsIn(manager: EntityManager, workspaceId: number): Promise<WebhookEndpoint[]> {
    // Outside a transaction there is no snapshot to keep to: read each time.
    if (!manager.queryRunner) return this.repository.endpointsOf(workspaceId, manager);
    let read = this.readIn.get(manager);
    if (!read) this.readIn.set(manager, (read = new Map<number, Promise<WebhookEndpoint[]>>()));
    let endpoints = read.get(workspaceId);
    if (!endpoints) read.set(workspaceId, (endpoints = this.repository.endpointsOf(workspaceId, manager)));
    return endpoints;
  }

  forScans(scans: readonly ScanEventSource[]) {
    const subscribed: { endpoints: number[]; row: unknown[] }[] = [];
    const endpointsOf = new Map<number, number[]>();
    let fields: string[] | undefined;
    for (const scan of scans) {
      let endpoints = endpointsOf.get(scan.workspaceId);
      if (!endpoints) endpointsOf.set(scan.workspaceId, (endpoints = this.scanSubscribers(scan.workspaceId)));
      if (endpoints.length === 0) continue;
      const data = scan.data();
      fields ??= Object.keys(data);
      subscribed.push({ endpoints, row: [scan.at.getTime(), ...fields.map((f) => data[f])] });
    }
    if (!fields) return { statements: [], committed: () => undefined };
    const jobs: ScanEventsJob[] = [];
    for (let i = 0; i < subscribed.length; i += SCANS_PER_JOB) {
      // Grouped by their endpoints (one list per workspace, the same array for each of its scans).
      const groups = new Map<number[], unknown[][]>();
      for (const { endpoints, row } of subscribed.slice(i, i + SCANS_PER_JOB)) {
        const rows = groups.get(endpoints);
        if (rows) rows.push(row);
        else groups.set(endpoints, [row]);
      }
      jobs.push({
        key: randomBytes(12).toString('base64url'),
        fields,
        groups: [...groups].map(([endpoints, rows]) => ({ endpoints, scans: rows })),
      });
    }
    return {
      statements: [this.jobs.insertStatement(SCAN_EVENTS, jobs)],
      // While the scanners are busy the events wait anyway: the lane's next poll finds them,
      // and no batch sets off a pass of its own (a query each, on the scanners' database).
      committed: () => {
        if (!this.pressure.busy()) this.jobs.wakeSoon(SCAN_EVENTS);
      },
    };
  }

  /** A scan events job split by endpoint, for those of `live` (those deleted since are dropped). */
  split(job: ScanEventsJob, live: ReadonlySet<number>): ScanDeliveriesJob[] {
    const shares = new Map<number, ScanDeliveriesJob>();
    let index = 0;
    for (const { endpoints, scans } of job.groups) {
      const to = endpoints.filter((id) => live.has(id));
      for (const row of scans) {
        for (const endpoint of to) {
          let share = shares.get(endpoint);
          if (!share)
            shares.set(endpoint, (share = { key: job.key, fields: job.fields, endpoint, scans: [] }));
          share.scans.push([index, ...row]);
        }
        index += 1;
      }
    }
    return [...shares.values()];
  }

  /** An endpoint's share's deliveries, under the ids the whole job gives them. */
  deliveriesOf(share: ScanDeliveriesJob): NewDelivery[] {
    return (share.scans as [number, number, ...unknown[]][]).map(([index, at, ...values]) => {
      const data = Object.fromEntries(share.fields.map((field, i) => [field, values[i]]));
      return delivery(
        scanEventId(share.key, index, share.endpoint),
        share.endpoint,
        'scan.created',
        data,
        at,
      );
    });
  }

  /** The workspace's endpoints that want scan.created, as this replica last heard. */
  private scanSubscribers(workspaceId: number): number[] {
    return (this.subscribers.get(workspaceId) ?? [])
      .filter((e) => e.events.includes('scan.created'))
      .map((e) => e.id);
  }

  private async reloadAll(): Promise<void> {
    const next = new Map<number, { id: number; events: WebhookEventType[] }[]>();
    for (const { id, workspaceId, events } of await this.repository.liveEndpoints()) {
      next.set(workspaceId, [...(next.get(workspaceId) ?? []), { id, events }]);
    }
    this.subscribers = next;
  }
}

/** One event for one endpoint, as its delivery row keeps it: the body exactly as sent. */
function delivery(
  id: string,
  endpointId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at: number,
): NewDelivery {
  const payload: WebhookPayload = { id, type, created_at: new Date(at).toISOString(), data };
  return { id, endpointId, type, payload: JSON.stringify(payload), createdAt: at };
}
