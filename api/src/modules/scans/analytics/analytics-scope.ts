import { ForbiddenException } from '@nestjs/common';
import { ANALYTICS_MESSAGES, isAdminRole, type AnalyticsScopeName, type Role } from '@qrpanel/contracts';
import type { CodeLookup, CodeScope } from '../../qrcodes';
import type { CodeIds } from '../scans.repository';

/** Whose codes a query reads: one workspace's, or everyone's (admins); optionally one code. */
export type AnalyticsScope = CodeScope;

/**
 * The codes of the scope, as reads of the scans' own tables filter them: one code, every
 * code (null: no filter, nor a list of every id), or a workspace's, whose ids the codes'
 * module answers. The scope's code has been checked already (scopeFor).
 */
export async function codesIn(lookup: CodeLookup, scope: AnalyticsScope): Promise<CodeIds> {
  if (scope.qrId !== undefined) return [scope.qrId];
  return scope.workspaceId === null ? null : lookup.idsIn(scope);
}

/**
 * Whether a call asked with `scope` covers every code: an administrator's unless they ask
 * for their own (My Analytics), a user's never (403 when they ask for all).
 */
export function coversEveryCode(role: Role, scope?: AnalyticsScopeName): boolean {
  const admin = isAdminRole(role);
  if (scope === 'all' && !admin) throw new ForbiddenException(ANALYTICS_MESSAGES.scopeAllForAdmins);
  return scope === undefined ? admin : scope === 'all';
}

/** A day column as 'YYYY-MM-DD', whichever driver read it. */
export function dayString(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** The last `days` UTC dates ending today, oldest first. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
