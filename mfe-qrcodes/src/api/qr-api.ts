import type {
  BulkActionPayload,
  DownloadFormat,
  QrCodePayload,
  QrTemplatePayload,
  SettableQrStatus,
} from '@qrpanel/contracts';
import { api, dataOf, pageOf, rowsOf, type ApiPaths } from '@qrpanel/web';

/** Whose codes a screen shows: the signed-in user's, or everyone's (admins). */
export type Scope = 'user' | 'admin';

const byId = (id: number) => ({ params: { path: { id } } });
/** What analytics are asked for: one code's when qrId is given (else every code in scope), over a range. */
export type AnalyticsQuery = NonNullable<
  ApiPaths['/api/qrcodes/analytics/user']['get']['parameters']['query']
>;

/** The series' and the export's query: AnalyticsQuery and whose codes (scope: own or all). */
export type ScopedAnalyticsQuery = NonNullable<
  ApiPaths['/api/qrcodes/analytics/scans-over-time']['get']['parameters']['query']
>;

/** An upload travels as multipart form data, its one part named `file`. */
function asFormData(body: { file: Blob }): FormData {
  const form = new FormData();
  form.append('file', body.file);
  return form;
}

/** What a page of the list is asked for (see list/list-view.ts). */
export type PageQuery = NonNullable<ApiPaths['/api/qrcodes/my']['get']['parameters']['query']>;

/** What a ZIP download is asked for: the list's filters or ids, and the format. */
export type ExportQuery = NonNullable<ApiPaths['/api/qrcodes/export/ticket']['post']['parameters']['query']>;

/** Where a ZIP download's ticket opens it: the browser saves it to disk as it comes. */
export const exportZipUrl = (ticket: string) =>
  `/api/qrcodes/export.zip?ticket=${encodeURIComponent(ticket)}`;

/** The QR code calls (docs/architecture.md, Modules: qrcodes), typed by the api's document. */
export const qrApi = {
  page: (scope: Scope, query: PageQuery) =>
    pageOf(api.GET(scope === 'admin' ? '/api/qrcodes/all' : '/api/qrcodes/my', { params: { query } })),
  bulk: (body: BulkActionPayload) => dataOf(api.POST('/api/qrcodes/bulk', { body })),
  /**
   * Whether a short key is free for a new code, or for the code being edited, on a custom
   * domain (null: the instance's own host, which the api reads as 0).
   */
  checkKey: (key: string, code?: number, domainId: number | null = null) =>
    dataOf(
      api.GET('/api/qrcodes/keys/{key}', {
        params: { path: { key }, query: { code, domain_id: domainId ?? 0 } },
      }),
    ),
  /** The public settings: whether dynamic codes print their short address (short_links). */
  publicSettings: () => dataOf(api.GET('/api/settings')),
  folders: (userId?: number) => dataOf(api.GET('/api/folders', { params: { query: { userId } } })),
  createFolder: (name: string) => dataOf(api.POST('/api/folders', { body: { name } })),
  removeFolder: (id: number) => api.DELETE('/api/folders/{id}', byId(id)),
  templates: () => dataOf(api.GET('/api/qr-templates')),
  template: (id: number) => dataOf(api.GET('/api/qr-templates/{id}', byId(id))),
  createTemplate: (body: QrTemplatePayload) => dataOf(api.POST('/api/qr-templates', { body })),
  updateTemplate: (id: number, body: Partial<QrTemplatePayload>) =>
    dataOf(api.PUT('/api/qr-templates/{id}', { ...byId(id), body })),
  removeTemplate: (id: number) => api.DELETE('/api/qr-templates/{id}', byId(id)),
  list: (scope: Scope) => rowsOf(api.GET(scope === 'admin' ? '/api/qrcodes/all' : '/api/qrcodes/my')),
  users: () => rowsOf(api.GET('/api/auth/users')),
  get: (id: number) => dataOf(api.GET('/api/qrcodes/{id}', byId(id))),
  create: (body: QrCodePayload) => dataOf(api.POST('/api/qrcodes', { body })),
  update: (id: number, body: QrCodePayload) => dataOf(api.PUT('/api/qrcodes/{id}', { ...byId(id), body })),
  remove: (id: number) => api.DELETE('/api/qrcodes/{id}', byId(id)),
  reassign: (id: number, newUserId: number) =>
    dataOf(api.PUT('/api/qrcodes/{id}/reassign', { ...byId(id), body: { newUserId } })),
  setStatus: (id: number, status: SettableQrStatus) =>
    dataOf(api.PUT('/api/qrcodes/{id}/status', { ...byId(id), body: { status } })),
  history: (id: number) => dataOf(api.GET('/api/qrcodes/{id}/history', byId(id))),
  uploadLogo: (file: File) =>
    dataOf(api.POST('/api/uploads/logo', { body: { file }, bodySerializer: asFormData })),
  /** A hosted page's PDF or image: the answer names its path for the page. */
  uploadFile: (file: File) =>
    dataOf(api.POST('/api/uploads/file', { body: { file }, bodySerializer: asFormData })),
  /** What the workspace's pages' files take, and what its plan allows. */
  storage: () => dataOf(api.GET('/api/uploads/storage')),
  summary: (scope: Scope, query: AnalyticsQuery) =>
    dataOf(
      api.GET(scope === 'admin' ? '/api/qrcodes/analytics/admin' : '/api/qrcodes/analytics/user', {
        params: { query },
      }),
    ),
  scansOverTime: (query: ScopedAnalyticsQuery) =>
    dataOf(api.GET('/api/qrcodes/analytics/scans-over-time', { params: { query } })),
  image: (id: number, format: DownloadFormat, size?: number, dpi?: number) =>
    dataOf(
      api.GET('/api/qrcodes/{id}/image', {
        params: { path: { id }, query: { format, size, ...(dpi ? { dpi } : {}) } },
        parseAs: 'blob',
      }),
    ),
  importCsv: (file: File) =>
    dataOf(api.POST('/api/qrcodes/import', { body: { file }, bodySerializer: asFormData })),
  imports: () => dataOf(api.GET('/api/qrcodes/import')),
  importStatus: (id: number) => dataOf(api.GET('/api/qrcodes/import/{id}', byId(id))),
  importErrors: (id: number) =>
    dataOf(api.GET('/api/qrcodes/import/{id}/errors.csv', { ...byId(id), parseAs: 'blob' })),
  importTemplate: () => dataOf(api.GET('/api/qrcodes/import/template.csv', { parseAs: 'blob' })),
  exportTicket: (query: ExportQuery) => dataOf(api.POST('/api/qrcodes/export/ticket', { params: { query } })),
  exportProgress: (token: string) =>
    dataOf(api.GET('/api/qrcodes/export/progress/{token}', { params: { path: { token } } })),
  exportCsv: (query: Omit<ScopedAnalyticsQuery, 'granularity'>) =>
    dataOf(api.GET('/api/qrcodes/analytics/export.csv', { params: { query }, parseAs: 'blob' })),
};

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
