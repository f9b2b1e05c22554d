import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_ENDPOINT_LIMIT,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_SECRET_OVERLAP_MS,
  type CreatedWebhookEndpointDto,
  type Page,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig, type WebhookConfig } from '../../../platform/config/app-config';
import { handOverMadeBy } from '../../../platform/database/hand-over';
import { DomainEvents } from '../../../platform/events/domain-events';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { AuditLog, auditChanges, type AuditRecord } from '../../audit';
import { UsersService } from '../../identity';
import { WorkspacesService } from '../../workspaces';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook-input.dto';
import { parseWebhookUrl, resolveWebhookHost, WebhookUrlError } from './webhook-address';
import { WebhookDeliveries } from './webhook-deliveries';
import { DELIVER, WebhookOutbox, deliveryPlace, type DeliverJob } from './webhook-outbox';
import { RedeliveryLimit } from './redelivery-limit';
import { WebhookDelivery, WebhookEndpoint, type WebhookAttempt } from './webhook.entities';
import { WebhooksRepository } from './webhooks.repository';

const DELIVERIES_PER_PAGE = 25;

/**
 * A workspace's webhook endpoints and their delivery log, for the session api and /api/v1
 * alike. Its owners and admins reach them (the controllers check the role); another
 * workspace's endpoint is 404.
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  private readonly policy: WebhookConfig;

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly deliveries: WebhookDeliveries,
    private readonly jobs: Jobs,
    private readonly events: DomainEvents,
    private readonly outbox: WebhookOutbox,
    private readonly redeliveries: RedeliveryLimit,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = config.webhooks;
  }

  onModuleInit(): void {
    // The endpoints a member added stay their team's when their account goes.
    this.users.whileRemoving((manager, userId) =>
      handOverMadeBy(manager, [WebhookEndpoint], userId, (workspaceId) =>
        this.workspaces.heirIn(manager, workspaceId, userId),
      ),
    );
  }

  async list(workspaceId: number): Promise<WebhookEndpointDto[]> {
    return (await this.repository.endpointsOf(workspaceId)).map(endpointDto);
  }

  async get(workspaceId: number, id: number): Promise<WebhookEndpointDto> {
    return endpointDto(await this.owned(workspaceId, id));
  }

  /** A new endpoint of the workspace, added by `userId`; the answer holds its signing secret, shown this once. */
  async create(
    userId: number,
    workspaceId: number,
    dto: CreateWebhookDto,
  ): Promise<CreatedWebhookEndpointDto> {
    const url = await this.checkedUrl(dto.url);
    const secret = newSecret();
    const saved = await this.repository.transaction(async (manager) => {
      if ((await this.repository.endpointCount(manager, workspaceId)) >= WEBHOOK_ENDPOINT_LIMIT)
        throw new UnprocessableEntityException(M.limitReached);
      const endpoint = await manager.save(
        manager.create(WebhookEndpoint, {
          workspaceId,
          userId,
          url,
          description: dto.description || null,
          events: [...new Set(dto.events)],
          secretSealed: this.deliveries.sealSecret(secret),
          status: 'active',
          failingSince: null,
          createdAt: String(Date.now()),
        }),
      );
      await this.audit.record(
        manager,
        webhookEntry('webhook.created', endpoint, { events: endpoint.events }),
      );
      return endpoint;
    });
    await this.changed(workspaceId);
    return { ...endpointDto(saved), secret };
  }

  async update(workspaceId: number, id: number, dto: UpdateWebhookDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.owned(workspaceId, id);
    const before = { ...endpoint };
    if (dto.url !== undefined) endpoint.url = await this.checkedUrl(dto.url);
    if (dto.events !== undefined) endpoint.events = [...new Set(dto.events)];
    if (dto.description !== undefined) endpoint.description = dto.description || null;
    if (dto.enabled === true) {
      endpoint.status = 'active';
      endpoint.failingSince = null;
    } else if (dto.enabled === false) endpoint.status = 'disabled';
    const saved = await this.repository.transaction(async (manager) => {
      const stored = await manager.save(endpoint);
      const { fields, changes } = auditChanges(before, stored, ['url', 'events', 'description', 'status']);
      if (fields.length)
        await this.audit.record(manager, webhookEntry('webhook.updated', before, { fields, changes }));
      return stored;
    });
    await this.changed(workspaceId);
    return endpointDto(saved);
  }

  /**
   * A new signing secret, shown this once. The one it replaces still signs deliveries, beside
   * it, for WEBHOOK_SECRET_OVERLAP_MS (Standard Webhooks' webhook-signature holds both), so
   * receivers can move over without losing an event; then only the new one does. Rotating
   * again meanwhile drops the oldest at once: two secrets at most sign a delivery.
   */
  async rotateSecret(workspaceId: number, id: number): Promise<CreatedWebhookEndpointDto> {
    const endpoint = await this.owned(workspaceId, id);
    const secret = newSecret();
    const until = Date.now() + WEBHOOK_SECRET_OVERLAP_MS;
    await this.repository.transaction(async (manager) => {
      await this.repository.rotateSecret(endpoint.id, this.deliveries.sealSecret(secret), until, manager);
      await this.audit.record(manager, webhookEntry('webhook.rotated', endpoint));
    });
    return { ...endpointDto(await this.owned(workspaceId, id)), secret };
  }

  /** Deletes the endpoint with its log; deliveries still due are dropped. */
  async remove(workspaceId: number, id: number): Promise<void> {
    const endpoint = await this.owned(workspaceId, id);
    await this.repository.removeEndpoint(endpoint.id, (manager) =>
      this.audit.record(manager, webhookEntry('webhook.deleted', endpoint)),
    );
    await this.changed(workspaceId);
  }

  async deliveryLog(workspaceId: number, id: number, page = 1): Promise<Page<WebhookDeliveryDto>> {
    const endpoint = await this.owned(workspaceId, id);
    const { rows, attempts, total } = await this.repository.deliveries(
      endpoint.id,
      page,
      DELIVERIES_PER_PAGE,
    );
    return { items: rows.map((row) => deliveryDto(row, attempts)), total, page, limit: DELIVERIES_PER_PAGE };
  }

  /**
   * Sends a delivery again now, once, whatever became of it (its id, so receivers can
   * de-duplicate): one attempt more in its log, beside the retries still due, if any. The
   * answer is the delivery as it stands, the attempt on its way. A redelivery still waiting
   * stands for another asked meanwhile; past the limits a minute (RedeliveryLimit, counted
   * for the member who asks), 429.
   */
  async redeliver(
    userId: number,
    workspaceId: number,
    id: number,
    deliveryId: string,
  ): Promise<WebhookDeliveryDto> {
    const endpoint = await this.owned(workspaceId, id);
    if (endpoint.status === 'disabled') throw new ConflictException(M.disabled);
    const delivery = await this.repository.manager.findOneBy(WebhookDelivery, {
      id: deliveryId,
      endpointId: endpoint.id,
    });
    if (!delivery) throw new NotFoundException(M.deliveryNotFound);
    await this.redeliveries.count(userId, endpoint.id);
    await this.jobs.enqueue(DELIVER, { id: delivery.id, manual: true } satisfies DeliverJob, {
      place: deliveryPlace(endpoint),
      key: `redeliver:${delivery.id}`,
    });
    return deliveryDto(delivery, await this.repository.attemptsOf([delivery.id]));
  }

  private async owned(workspaceId: number, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.repository.endpoint(workspaceId, id);
    if (!endpoint) throw new NotFoundException(M.notFound);
    return endpoint;
  }

  /** The URL as it will be called, or 422 with the reason it may not be. */
  private async checkedUrl(raw: string): Promise<string> {
    try {
      const url = parseWebhookUrl(raw, this.policy);
      // With private addresses allowed, the host need not resolve yet (a receiver still to start).
      if (!this.policy.allowPrivate) await resolveWebhookHost(url, this.policy);
      return url.href;
    } catch (e) {
      if (!(e instanceof WebhookUrlError)) throw e;
      throw new UnprocessableEntityException({
        message: e.message,
        error: 'Unprocessable Entity',
        fields: { url: [e.message] },
      });
    }
  }

  /** The scan batches learn of the workspace's endpoints: here before the answer, elsewhere through the event. */
  private async changed(workspaceId: number): Promise<void> {
    await this.outbox.reload(workspaceId);
    this.events.emit('webhooks.changed', { workspaceId });
  }
}

/** whsec_ and 32 random bytes in base64: the form Standard Webhooks libraries take. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const iso = (ms: string | number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function endpointDto(e: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: e.id,
    workspace_id: e.workspaceId,
    created_by: e.userId,
    url: e.url,
    description: e.description,
    events: e.events,
    status: e.status,
    failing_since: iso(e.failingSince),
    previous_secret_expires_at:
      e.previousSecretUntil !== null && Number(e.previousSecretUntil) > Date.now()
        ? iso(e.previousSecretUntil)
        : null,
    created_at: iso(e.createdAt)!,
  };
}

function deliveryDto(d: WebhookDelivery, attempts: WebhookAttempt[]): WebhookDeliveryDto {
  return {
    id: d.id,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    response_status: d.responseStatus,
    duration_ms: d.durationMs,
    created_at: iso(d.createdAt)!,
    next_attempt_at: iso(d.nextAttemptAt),
    history: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        attempt: a.attempt,
        at: iso(a.at)!,
        response_status: a.responseStatus,
        duration_ms: a.durationMs,
        error: a.error,
      })),
  };
}

/** An endpoint's entry: its workspace and its URL; never its secret. */
function webhookEntry(
  action: 'webhook.created' | 'webhook.updated' | 'webhook.rotated' | 'webhook.deleted',
  endpoint: Pick<WebhookEndpoint, 'id' | 'url' | 'workspaceId'>,
  details?: Record<string, unknown>,
): AuditRecord {
  return {
    action,
    workspaceId: endpoint.workspaceId,
    target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
    ...(details && { details }),
  };
}
