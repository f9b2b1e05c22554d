import { QR_STATUS_COLORS } from '@qrpanel/contracts';

/** A code status's colour (QR_STATUS_COLORS of libs/contracts); grey for anything else. */
export function statusColor(status: string): string {
  return (QR_STATUS_COLORS as Record<string, string>)[status] ?? 'gray';
}
