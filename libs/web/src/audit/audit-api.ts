import type { AuditEntryDto, Page } from '@qrpanel/contracts';
import { api, dataOf } from '../api/api-client';
import type { operations } from '../api/schema';

/**
 * The query as the api's document types it. The screen sends what its fields hold, as
 * text: a value the api refuses comes back as a 400 naming the field, shown beside it.
 */
type AuditListQuery = NonNullable<operations['AuditController_list']['parameters']['query']>;

/** Whose audit log a screen shows: a workspace's (its owners and admins) or the instance's (platform admins). */
export type AuditScope = { workspaceId: number } | 'instance';

/** The filters as the screen's fields hold them ('' or absent: none). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

/** The query string of the filters, without the empty ones. */
export function auditQuery(filters: AuditFilters): AuditListQuery {
  const given = Object.entries(filters).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  return Object.fromEntries(given.map(([k, v]) => [k, (v as string).trim()]));
}

/** A page of entries, newest first. */
export function auditPage(
  scope: AuditScope,
  filters: AuditFilters,
  page: number,
  limit: number,
): Promise<Page<AuditEntryDto>> {
  const query: AuditListQuery = { ...auditQuery(filters), page, limit };
  return scope === 'instance'
    ? dataOf(api.GET('/api/audit', { params: { query } }))
    : dataOf(api.GET('/api/workspaces/{id}/audit', { params: { path: { id: scope.workspaceId }, query } }));
}

/** Every matching entry as CSV (the api streams it). */
export async function auditCsv(scope: AuditScope, filters: AuditFilters): Promise<Blob> {
  const query = auditQuery(filters);
  const csv =
    scope === 'instance'
      ? api.GET('/api/audit/export', { params: { query }, parseAs: 'blob' })
      : api.GET('/api/workspaces/{id}/audit/export', {
          params: { path: { id: scope.workspaceId }, query },
          parseAs: 'blob',
        });
  return await dataOf(csv);
}

/** Hands a Blob to the browser as a download with this file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
