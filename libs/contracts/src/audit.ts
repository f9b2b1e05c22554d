/**
 * The audit log (docs/product.md, Audit log): who changed what, when, in which request. An
 * entry is written in the transaction of its change, never names an address, and no route
 * edits or deletes one; `audit_retention_days` decides how long entries are kept.
 */

import {
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_MESSAGES,
  positiveInteger,
  type FieldProblems,
} from './lists';

/** Every action an entry may name; a change of a new kind adds its name here. */
export const AUDIT_ACTIONS = [
  'code.created',
  'code.updated',
  'code.deleted',
  'code.bulk_delete',
  'code.bulk_pause',
  'code.bulk_activate',
  'code.bulk_move',
  'code.bulk_add_tags',
  'code.bulk_remove_tags',
  'workspace.created',
  'workspace.updated',
  'workspace.deleted',
  'member.role_changed',
  'member.removed',
  'member.left',
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.rotated',
  'webhook.deleted',
  'domain.added',
  'domain.verified',
  'domain.updated',
  'domain.deleted',
  'file.uploaded',
  'subscription.created',
  'subscription.changed',
  'subscription.cancelled',
  'settings.updated',
  'user.role_changed',
  'user.deleted',
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'auth.2fa_recovery_code_used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who acted: a signed-in user, an API key (its maker named too), the api itself (a job, a
 * payment gateway's webhook), or someone not signed in (a failed sign-in of no account).
 */
export const AUDIT_ACTOR_TYPES = ['user', 'api_key', 'system', 'anonymous'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** What an entry's change was made to. */
export const AUDIT_TARGET_TYPES = [
  'code',
  'workspace',
  'member',
  'invitation',
  'api_key',
  'webhook',
  'domain',
  'file',
  'subscription',
  'settings',
  'user',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What a secret's value reads as in an entry: never the value, nor a part of it. */
export const AUDIT_SECRET_MASK = '********';

/** One entry of the audit log, as both routes answer it. */
export interface AuditEntryDto {
  id: number;
  /** When the change was made (ISO 8601, UTC). */
  created_at: string;
  /** The workspace the change was made in; null for the instance's own (settings, sign-ins, users). */
  workspace_id: number | null;
  actor_type: AuditActorType;
  /** The user who acted (an API key's maker); null for the system and the anonymous. */
  actor_user_id: number | null;
  actor_api_key_id: number | null;
  /** The actor as they were named then (an email; a key's name with its maker's email). */
  actor_label: string;
  action: AuditAction;
  target_type: AuditTargetType;
  /** Null when the change has no one target (settings, a bulk action, a sign-in of no account). */
  target_id: number | null;
  target_label: string;
  /** What the action tells of the change: fields changed with old and new values, counts. */
  details: Record<string, unknown> | null;
  /** The request that made the change (its X-Request-Id); null for background work. */
  request_id: string | null;
}

/** The filters of both audit routes. */
export interface AuditFilter {
  /** The acting user's id. */
  actor?: number;
  /** An action (`code.updated`) or the start of some (`code.`). */
  action?: string;
  target_type?: AuditTargetType;
  target_id?: number;
  /** From this time on (a day: from its start, UTC). */
  from?: Date;
  /** Up to this time (a day: to its end, UTC). */
  to?: Date;
  /** The instance's route only: one workspace's entries. */
  workspace_id?: number;
}

/** The query of an audit route, as a client sends it. */
export interface AuditQuery {
  page?: number;
  limit?: number;
  actor?: number;
  action?: string;
  target_type?: AuditTargetType;
  target_id?: number;
  from?: string;
  to?: string;
  workspace_id?: number;
  format?: 'json' | 'csv';
}

export const AUDIT_FORMATS = ['json', 'csv'] as const;

export const AUDIT_MESSAGES = {
  actorInvalid: 'actor must be a user id (a whole number from 1).',
  actionInvalid: 'action must be an action (code.updated) or the start of some, ending with a dot (code.).',
  targetTypeInvalid: `target_type must be one of: ${AUDIT_TARGET_TYPES.join(', ')}.`,
  targetIdInvalid: 'target_id must be a whole number from 1.',
  fromInvalid: 'from must be a day (YYYY-MM-DD) or a time (ISO 8601).',
  toInvalid: 'to must be a day (YYYY-MM-DD) or a time (ISO 8601).',
  fromAfterTo: 'from must not be after to.',
  workspaceIdInvalid: 'workspace_id must be a whole number from 1.',
  formatInvalid: `format must be one of: ${AUDIT_FORMATS.join(', ')}.`,
} as const;

/** The keys an audit query may carry; any other is refused. */
export const AUDIT_QUERY_KEYS = [
  'page',
  'limit',
  'actor',
  'action',
  'target_type',
  'target_id',
  'from',
  'to',
  'workspace_id',
  'format',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD, a real one) or an ISO 8601 time; `end`: a day reads as its last moment. */
export function auditTime(value: unknown, end = false): Date | undefined {
  if (typeof value !== 'string') return undefined;
  if (DAY.test(value)) {
    const start = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== value) return undefined;
    return end ? new Date(start.getTime() + DAY_MS - 1) : start;
  }
  if (!TIME.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Whether a value names an action, or the start of some (ending with a dot). */
export function isAuditActionFilter(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  if (value.endsWith('.')) return AUDIT_ACTIONS.some((action) => action.startsWith(value));
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * An audit query read from query-string values: the page, the filters and the format, and a
 * problem for each wrong value (the api answers them as a 400 by field).
 */
export function parseAuditQuery(raw: Record<string, unknown>): {
  page: number;
  limit: number;
  filter: AuditFilter;
  format: 'json' | 'csv';
  problems: FieldProblems;
} {
  const problems: FieldProblems = {};
  const filter: AuditFilter = {};
  const given = (key: string) => raw[key] !== undefined && raw[key] !== '';
  const page = given('page') ? positiveInteger(raw.page) : 1;
  if (page === undefined) problems.page = LIST_MESSAGES.pageInvalid;
  let limit = LIST_LIMIT_DEFAULT;
  if (given('limit')) {
    const n = positiveInteger(raw.limit);
    if (n === undefined || n > LIST_LIMIT_MAX) problems.limit = LIST_MESSAGES.limitInvalid;
    else limit = n;
  }
  const id = (key: 'actor' | 'target_id' | 'workspace_id', message: string) => {
    if (!given(key)) return;
    const n = positiveInteger(raw[key]);
    if (n === undefined) problems[key] = message;
    else filter[key] = n;
  };
  id('actor', AUDIT_MESSAGES.actorInvalid);
  id('target_id', AUDIT_MESSAGES.targetIdInvalid);
  id('workspace_id', AUDIT_MESSAGES.workspaceIdInvalid);
  if (given('action')) {
    if (isAuditActionFilter(raw.action)) filter.action = raw.action;
    else problems.action = AUDIT_MESSAGES.actionInvalid;
  }
  if (given('target_type')) {
    if ((AUDIT_TARGET_TYPES as readonly unknown[]).includes(raw.target_type))
      filter.target_type = raw.target_type as AuditTargetType;
    else problems.target_type = AUDIT_MESSAGES.targetTypeInvalid;
  }
  readTimes(raw, filter, problems, given);
  const format = given('format') ? raw.format : 'json';
  if (format !== 'json' && format !== 'csv') problems.format = AUDIT_MESSAGES.formatInvalid;
  return { page: page ?? 1, limit, filter, format: format === 'csv' ? 'csv' : 'json', problems };
}

function readTimes(
  raw: Record<string, unknown>,
  filter: AuditFilter,
  problems: FieldProblems,
  given: (key: string) => boolean,
): void {
  if (given('from')) {
    filter.from = auditTime(raw.from);
    if (!filter.from) problems.from = AUDIT_MESSAGES.fromInvalid;
  }
  if (given('to')) {
    filter.to = auditTime(raw.to, true);
    if (!filter.to) problems.to = AUDIT_MESSAGES.toInvalid;
  }
  if (filter.from && filter.to && filter.from > filter.to) problems.from = AUDIT_MESSAGES.fromAfterTo;
}

/** The query-string form of an audit filter (the screens' CSV links). */
export function auditQueryParams(query: AuditQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of AUDIT_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** The columns of the audit CSV, in order. */
export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'workspace_id',
  'actor_type',
  'actor_user_id',
  'actor_api_key_id',
  'actor_label',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'details',
  'request_id',
] as const;
