/**
 * A dynamic code's status (docs/product.md, Statuses). Static codes have none (null). `expired` is never
 * stored: a dynamic code reads as expired once its expiry date has passed.
 */
export const QR_STATUSES = ['active', 'paused', 'suspended', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** The values an admin may set. */
export const ADMIN_SETTABLE_QR_STATUSES = ['active', 'paused', 'suspended'] as const;
export type SettableQrStatus = (typeof ADMIN_SETTABLE_QR_STATUSES)[number];

export const QR_STATUS_LABELS: Record<QrStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  suspended: 'Suspended',
  expired: 'Expired',
};

/**
 * Badge colours in the order of docs/product.md, Statuses (Active, Paused, Expired): green, yellow, red; grey
 * for the rest.
 */
export const QR_STATUS_COLORS: Record<QrStatus, 'green' | 'yellow' | 'red' | 'gray'> = {
  active: 'green',
  paused: 'yellow',
  expired: 'red',
  suspended: 'gray',
};

/** The status a code shows: the stored one, or `expired` once a dynamic code's expiry has passed. */
export function effectiveQrStatus(
  stored: SettableQrStatus | null,
  expiresAt: string | Date | null,
  now: Date = new Date(),
): QrStatus | null {
  if (stored === null) return null;
  if (expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime()) return 'expired';
  return stored;
}
