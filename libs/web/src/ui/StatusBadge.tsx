import { Badge } from '@mantine/core';
import { QR_STATUSES, type QrStatus } from '@qrpanel/contracts';
import { useTranslation } from 'react-i18next';
import { statusColor } from './status-color';

const isStatus = (status: string): status is QrStatus => (QR_STATUSES as readonly string[]).includes(status);

/** A light shade of the status colour under dark text: readable at WCAG AA in every colour. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('web');
  return (
    <Badge color={`${statusColor(status)}.3`} c="dark.9" variant="filled" data-status={status}>
      {isStatus(status) ? t(`status.${status}`) : status}
    </Badge>
  );
}
