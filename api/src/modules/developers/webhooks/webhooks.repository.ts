import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { WebhookDeliveryStatus, WebhookEventType } from '@qrpanel/contracts';
import { insertRows, isSqlite, marks } from '../../../platform/database/sql';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/**
 * A delivery to write: the outbox row of one event for one endpoint, pending unless it is
 * written once sent (a scan's event).
 */
export interface NewDelivery {
  id: string;
  endpointId: number;
  type: WebhookEventType;
  payload: string;
  createdAt: number;
  status?: WebhookDeliveryStatus;
  attempts?: number;
  responseStatus?: number | null;
  durationMs?: number | null;
}

/** Rows a statement writes at most (placeholders stay well under every driver's limit). */
const CHUNK = 500;

/** The webhook tables (endpoints, deliveries, attempts) and their SQL. */
@Injectable()
export class WebhooksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  endpointsOf(workspaceId: number, manager: EntityManager = this.db.manager): Promise<WebhookEndpoint[]> {
    return manager.find(WebhookEndpoint, { where: { workspaceId }, order: { id: 'DESC' } });
  }

  endpoint(workspaceId: number, id: number): Promise<WebhookEndpoint | null> {
    return this.db.manager.findOneBy(WebhookEndpoint, { id, workspaceId });
  }

  /** Every endpoint still sent to (or a workspace's), for the subscribers kept in memory. */
  liveEndpoints(workspaceId?: number): Promise<Pick<WebhookEndpoint, 'id' | 'workspaceId' | 'events'>[]> {
    const query = this.db.manager
      .createQueryBuilder(WebhookEndpoint, 'e')
      .select(['e.id', 'e.workspaceId', 'e.events'])
      .where("e.status <> 'disabled'");
    if (workspaceId !== undefined) query.andWhere('e.workspace_id = :workspaceId', { workspaceId });
    return query.getMany();
  }

  /** These endpoints, those that still exist, by id. */
  async endpointsById(ids: readonly number[]): Promise<Map<number, WebhookEndpoint>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.manager.findBy(WebhookEndpoint, { id: In([...ids]) });
    return new Map(rows.map((e) => [e.id, e]));
  }

  /**
   * Writes these deliveries in the caller's transaction. `skipExisting`: those written
   * already are left as they are (a job run twice).
   */
  async writeDeliveries(
    manager: EntityManager,
    deliveries: readonly NewDelivery[],
    skipExisting = false,
  ): Promise<void> {
    const insert = skipExisting ? (isSqlite(this.db) ? 'INSERT OR IGNORE' : 'INSERT IGNORE') : 'INSERT';
    for (let i = 0; i < deliveries.length; i += CHUNK) {
      const { sql, params } = insertRows(
        `${insert} INTO webhook_deliveries (id, endpoint_id, event_type, payload, status, attempts, response_status, duration_ms, created_at)`,
        deliveries
          .slice(i, i + CHUNK)
          .map((d) => [
            d.id,
            d.endpointId,
            d.type,
            d.payload,
            d.status ?? 'pending',
            d.attempts ?? 0,
            d.responseStatus ?? null,
            d.durationMs ?? null,
            d.createdAt,
          ]),
      );
      await manager.query(sql, params);
    }
  }

  /** Which of these deliveries are written already. */
  async deliveriesWritten(ids: string[]): Promise<Set<string>> {
    const written = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.db.manager.find(WebhookDelivery, {
        select: { id: true },
        where: { id: In(ids.slice(i, i + CHUNK)) },
      });
      for (const row of rows) written.add(row.id);
    }
    return written;
  }

  /** A delivery and its endpoint; 'orphan' when the endpoint is gone. */
  async delivery(
    id: string,
  ): Promise<{ delivery: WebhookDelivery; endpoint: WebhookEndpoint } | 'orphan' | null> {
    const delivery = await this.db.manager.findOneBy(WebhookDelivery, { id });
    if (!delivery) return null;
    const endpoint = await this.db.manager.findOneBy(WebhookEndpoint, { id: delivery.endpointId });
    return endpoint ? { delivery, endpoint } : 'orphan';
  }

  /** A page of an endpoint's deliveries, newest first, with their attempts. */
  async deliveries(
    endpointId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: WebhookDelivery[]; attempts: WebhookAttempt[]; total: number }> {
    const [rows, total] = await this.db.manager.findAndCount(WebhookDelivery, {
      where: { endpointId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { rows, attempts: await this.attemptsOf(rows.map((r) => r.id)), total };
  }

  /** These deliveries' attempts, first first. */
  attemptsOf(deliveryIds: string[]): Promise<WebhookAttempt[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return this.db.manager
      .createQueryBuilder(WebhookAttempt, 'a')
      .where('a.delivery_id IN (:...ids)', { ids: deliveryIds })
      .orderBy('a.attempt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .getMany();
  }

  /**
   * The endpoint's secret replaced by `sealed`, the one it replaces kept until `until`: in
   * one statement, so rotations at once each keep the secret the one before them made.
   */
  async rotateSecret(
    endpointId: number,
    sealed: string,
    until: number,
    manager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints
          SET previous_secret_sealed = secret_sealed, previous_secret_until = ?, secret_sealed = ?
        WHERE id = ?`,
      [until, sealed, endpointId],
    );
  }

  /**
   * Deletes an endpoint with its deliveries (their attempts go with them); `within` runs in
   * the same transaction (the audit log's entry).
   */
  async removeEndpoint(id: number, within?: (manager: EntityManager) => Promise<void>): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.delete(WebhookDelivery, { endpointId: id });
      await manager.delete(WebhookEndpoint, { id });
      await within?.(manager);
    });
  }

  /**
   * Counts an attempt more and answers its number, or null when the delivery is gone. The
   * row's lock orders two attempts of one delivery (a retry and a redelivery) finishing at once.
   */
  async nextAttempt(manager: EntityManager, deliveryId: string): Promise<number | null> {
    await manager.query('UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = ?', [deliveryId]);
    const [row] = await manager.query<{ attempts: number | string }[]>(
      'SELECT attempts FROM webhook_deliveries WHERE id = ?',
      [deliveryId],
    );
    return row ? Number(row.attempts) : null;
  }

  /** The first attempts of deliveries written with them (recordSucceeded()). */
  async writeFirstAttempts(
    manager: EntityManager,
    attempts: { deliveryId: string; at: number; responseStatus: number | null; durationMs: number }[],
  ): Promise<void> {
    for (let i = 0; i < attempts.length; i += CHUNK) {
      const { sql, params } = insertRows(
        'INSERT INTO webhook_attempts (delivery_id, attempt, at, response_status, duration_ms)',
        attempts.slice(i, i + CHUNK).map((a) => [a.deliveryId, 1, a.at, a.responseStatus, a.durationMs]),
      );
      await manager.query(sql, params);
    }
  }

  /** Changes the delivery if it is still pending: false when it is not (a redelivery succeeded). */
  async updatePending(
    manager: EntityManager,
    deliveryId: string,
    values: QueryDeepPartialEntity<WebhookDelivery>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set(values)
      .where("id = :id AND status = 'pending'", { id: deliveryId })
      .execute();
    return !!result.affected;
  }

  /** The endpoint's pending deliveries not tried again before `until` (its backoff). */
  async postponePending(endpointId: number, until: number): Promise<void> {
    await this.db.query(
      `UPDATE webhook_deliveries SET next_attempt_at = ?
        WHERE endpoint_id = ? AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at < ?)`,
      [until, endpointId, until],
    );
  }

  async removeDelivery(id: string): Promise<void> {
    await this.db.manager.delete(WebhookDelivery, { id });
  }

  /**
   * Forgets deliveries done before `before`, and those whose endpoint is gone (its user
   * deleted, or written by a scan batch just after the endpoint was).
   */
  async purge(before: number): Promise<void> {
    await this.db.query("DELETE FROM webhook_deliveries WHERE created_at < ? AND status <> 'pending'", [
      before,
    ]);
    await this.db.query(
      'DELETE FROM webhook_deliveries WHERE endpoint_id NOT IN (SELECT id FROM webhook_endpoints)',
    );
  }

  async endpointCount(manager: EntityManager, workspaceId: number): Promise<number> {
    return manager.countBy(WebhookEndpoint, { workspaceId });
  }

  /** A success: the endpoints are active again (unless disabled meanwhile). */
  async succeeded(manager: EntityManager, endpointIds: number[]): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET status = 'active', failing_since = NULL WHERE id IN (${marks(endpointIds.length)}) AND status <> 'disabled'`,
      endpointIds,
    );
  }

  /** A failed attempt: failing from now unless already; `final`: a delivery gave up, so failing. */
  async failed(manager: EntityManager, endpointId: number, at: number, final: boolean): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?)${
        final ? ", status = 'failing'" : ''
      } WHERE id = ? AND status <> 'disabled'`,
      [at, endpointId],
    );
  }

  /** The endpoints still sent to that have failed since before `before`. */
  failingSince(before: number): Promise<WebhookEndpoint[]> {
    return this.db.manager.findBy(WebhookEndpoint, {
      status: Not('disabled'),
      failingSince: LessThanOrEqual(String(before)),
    });
  }

  /** Disables the endpoint if it has failed since before `before`: true for the one call that does. */
  async disableIfFailingSince(endpointId: number, before: number): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(WebhookEndpoint)
      .set({ status: 'disabled' })
      .where("id = :id AND status <> 'disabled' AND failing_since IS NOT NULL AND failing_since <= :before", {
        id: endpointId,
        before,
      })
      .execute();
    return !!result.affected;
  }
}
