import type {
  AnalyticsSummary,
  LogoUploadResponse,
  QrCodeDto,
  QrCodePayload,
  QrHistoryEntryDto,
  ScansOverTimePoint,
  SettableQrStatus,
  UserDto,
} from '@qrpanel/contracts';
import { api, apiRequest } from '@qrpanel/web';

/** Whose codes a screen shows: the signed-in user's, or everyone's (admins). */
export type Scope = 'user' | 'admin';

const withQr = (path: string, qrId?: number) => (qrId ? `${path}?qrId=${qrId}` : path);

/** The QR code calls of SPEC.md §7, typed. */
export const qrApi = {
  list: (scope: Scope) => api.get<QrCodeDto[]>(scope === 'admin' ? '/qrcodes/all' : '/qrcodes/my'),
  users: () => api.get<UserDto[]>('/auth/users'),
  get: (id: number) => api.get<QrCodeDto>(`/qrcodes/${id}`),
  create: (payload: QrCodePayload) => api.post<QrCodeDto>('/qrcodes', payload),
  update: (id: number, payload: QrCodePayload) => api.put<QrCodeDto>(`/qrcodes/${id}`, payload),
  remove: (id: number) => api.delete<void>(`/qrcodes/${id}`),
  reassign: (id: number, newUserId: number) => api.put<QrCodeDto>(`/qrcodes/${id}/reassign`, { newUserId }),
  setStatus: (id: number, status: SettableQrStatus) =>
    api.put<QrCodeDto>(`/qrcodes/${id}/status`, { status }),
  history: (id: number) => api.get<QrHistoryEntryDto[]>(`/qrcodes/${id}/history`),
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<LogoUploadResponse>('/uploads/logo', { method: 'POST', body });
  },
  summary: (scope: Scope, qrId?: number) =>
    api.get<AnalyticsSummary>(withQr(`/qrcodes/analytics/${scope}`, qrId)),
  scansOverTime: (qrId?: number) =>
    api.get<ScansOverTimePoint[]>(withQr('/qrcodes/analytics/scans-over-time', qrId)),
  image: (id: number, format: 'png' | 'svg', size?: number) =>
    api.blob(`/qrcodes/${id}/image?format=${format}${size ? `&size=${size}` : ''}`),
  exportCsv: (qrId?: number) => api.blob(withQr('/qrcodes/analytics/export.csv', qrId)),
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
