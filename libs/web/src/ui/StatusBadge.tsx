import { Badge } from '@mantine/core';
import { QR_STATUS_COLORS, QR_STATUS_LABELS } from '@qrpanel/contracts';

export const STATUS_LABELS: Record<string, string> = QR_STATUS_LABELS;

/** SPEC.md §3's colours (libs/contracts); grey for anything else. */
export function statusColor(status: string): string {
  return (QR_STATUS_COLORS as Record<string, string>)[status] ?? 'gray';
}

/** A light shade of the status colour under dark text: readable at WCAG AA in every colour. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={`${statusColor(status)}.3`} c="dark.9" variant="filled" data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
