import { Badge } from '@mantine/core';
import { QR_STATUSES, QR_STATUS_COLORS, type QrStatus } from '@qrpanel/contracts';
import { useTranslation } from 'react-i18next';

const isStatus = (status: string): status is QrStatus => (QR_STATUSES as readonly string[]).includes(status);

/** SPEC.md §3's colours (libs/contracts); grey for anything else. */
export function statusColor(status: string): string {
  return (QR_STATUS_COLORS as Record<string, string>)[status] ?? 'gray';
}

/** A light shade of the status colour under dark text: readable at WCAG AA in every colour. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('web');
  return (
    <Badge color={`${statusColor(status)}.3`} c="dark.9" variant="filled" data-status={status}>
      {isStatus(status) ? t(`status.${status}`) : status}
    </Badge>
  );
}
