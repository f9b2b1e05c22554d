import { Injectable, StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import {
  AUDIT_CSV_COLUMNS,
  type AuditAction,
  type AuditEntryDto,
  type AuditFilter,
  type AuditTargetType,
  type Page,
  parseAuditQuery,
} from '@qrpanel/contracts';
import { RequestContext } from '../../platform/common/request-context';
import { csvFrom } from '../../platform/common/spreadsheet-csv';
import type { AuditEntry } from './audit-entry.entity';
import { AuditRepository, type AuditScope } from './audit.repository';

/**
 * Who acted, when it is not the request's caller: the user who just signed in, the api itself
 * (a payment gateway's webhook, a job), or someone not signed in (a failed sign-in).
 */
export type AuditActor =
  | { type: 'user'; userId: number; label: string }
  | { type: 'system' }
  | { type: 'anonymous'; label?: string };

/** What an owner tells of its change; the actor, time and request come from the request. */
export interface AuditRecord {
  action: AuditAction;
  /** The workspace the change was made in; null for the instance's own. */
  workspaceId: number | null;
  target: { type: AuditTargetType; id?: number | null; label: string };
  details?: Record<string, unknown>;
  /** Only when the caller of the request is not who acted (see AuditActor). */
  actor?: AuditActor;
}

export const SYSTEM_ACTOR: AuditActor = { type: 'system' };

/** Labels are cut to their column's 255 characters; details to what a TEXT column holds. */
const LABEL_MAX = 255;
const DETAILS_MAX_BYTES = 60_000;
const CSV_BATCH = 500;

/**
 * The audit log (docs/decisions/audit-log.md). Each owner of a change calls `record` with the
 * EntityManager of the transaction that makes it, so an entry exists exactly when its change
 * does: a refused or rolled-back change leaves none. Entries name no address.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly entries: AuditRepository) {}

  /** Writes one entry through `manager`, inside the caller's transaction. */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await this.entries.insert(manager, {
      createdAt: new Date(),
      workspaceId: entry.workspaceId,
      ...actorColumns(entry.actor),
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id ?? null,
      targetLabel: cut(entry.target.label),
      details: detailsText(entry.details),
      requestId: RequestContext.current()?.requestId.slice(0, 64) || null,
    });
  }

  /**
   * The answer of an audit route to a query the validation pipe let through: a page of
   * entries, or (`format=csv`, or the route's `/export`) every matching entry as a CSV
   * download, streamed.
   */
  answer(scope: AuditScope, query: object, csv = false): Promise<Page<AuditEntryDto>> | StreamableFile {
    const { page, limit, filter, format } = parseAuditQuery(query as Record<string, unknown>);
    if (!csv && format === 'json') return this.page(scope, filter, page, limit);
    return new StreamableFile(this.csv(scope, filter), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="audit-log.csv"',
    });
  }

  /**
   * An entry that is the only write of its change (a failed sign-in): in a transaction of
   * its own, as the others are in their change's.
   */
  recordAlone(entry: AuditRecord): Promise<void> {
    return this.entries.transaction((manager) => this.record(manager, entry));
  }

  /** A page of the entries in scope, newest first. */
  async page(
    scope: AuditScope,
    filter: AuditFilter,
    page: number,
    limit: number,
  ): Promise<Page<AuditEntryDto>> {
    const { rows, total } = await this.entries.page(scope, filter, (page - 1) * limit, limit);
    return { items: rows.map(auditEntryDto), total, page, limit };
  }

  /** Every entry in scope the filter matches, newest first, as CSV written as it is read. */
  csv(scope: AuditScope, filter: AuditFilter): Readable {
    return csvFrom(AUDIT_CSV_COLUMNS, this.csvRows(scope, filter));
  }

  private async *csvRows(scope: AuditScope, filter: AuditFilter): AsyncGenerator<(string | number)[]> {
    for (let before: number | null = null; ;) {
      const rows = await this.entries.batch(scope, filter, before, CSV_BATCH);
      if (!rows.length) return;
      for (const row of rows) yield csvRow(auditEntryDto(row));
      before = rows[rows.length - 1].id;
      // A turn of the event loop between batches: on SQLite a batch is read synchronously.
      await nextTurn();
    }
  }
}

/** The actor's columns: the one given, else the request's caller, else the system (work outside a request). */
function actorColumns(actor: AuditActor | undefined) {
  const none = { actorUserId: null, actorApiKeyId: null };
  if (actor?.type === 'user')
    return { ...none, actorType: 'user' as const, actorUserId: actor.userId, actorLabel: cut(actor.label) };
  if (actor?.type === 'anonymous')
    return { ...none, actorType: 'anonymous' as const, actorLabel: cut(actor.label ?? 'anonymous') };
  const caller = actor ? undefined : RequestContext.caller();
  if (caller?.kind === 'user')
    return { ...none, actorType: 'user' as const, actorUserId: caller.userId, actorLabel: cut(caller.label) };
  if (caller?.kind === 'api_key')
    return {
      actorType: 'api_key' as const,
      actorUserId: caller.userId,
      actorApiKeyId: caller.apiKeyId,
      actorLabel: cut(caller.label),
    };
  return { ...none, actorType: 'system' as const, actorLabel: 'system' };
}

/** At most LABEL_MAX characters (code points: a column's length counts characters). */
function cut(text: string): string {
  const chars = [...text];
  return chars.length > LABEL_MAX ? chars.slice(0, LABEL_MAX).join('') : text;
}

function detailsText(details: Record<string, unknown> | undefined): string | null {
  if (!details) return null;
  const text = JSON.stringify(details);
  return Buffer.byteLength(text) <= DETAILS_MAX_BYTES ? text : JSON.stringify({ truncated: true });
}

export function auditEntryDto(row: AuditEntry): AuditEntryDto {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    workspace_id: row.workspaceId,
    actor_type: row.actorType,
    actor_user_id: row.actorUserId,
    actor_api_key_id: row.actorApiKeyId,
    actor_label: row.actorLabel,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    request_id: row.requestId,
  };
}

function csvRow(entry: AuditEntryDto): (string | number)[] {
  return [
    entry.created_at,
    entry.workspace_id ?? '',
    entry.actor_type,
    entry.actor_user_id ?? '',
    entry.actor_api_key_id ?? '',
    entry.actor_label,
    entry.action,
    entry.target_type,
    entry.target_id ?? '',
    entry.target_label,
    entry.details ? JSON.stringify(entry.details) : '',
    entry.request_id ?? '',
  ];
}
