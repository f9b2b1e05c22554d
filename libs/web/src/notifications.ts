import { notifications } from '@mantine/notifications';
import { i18n } from './i18n/i18n';

/** Toasts disappear after 3 seconds (docs/product.md, Errors and messages). */
export const TOAST_DURATION_MS = 3000;

/**
 * A toast, announced by screen readers: politely when it reports success (role=status),
 * at once when something failed (role=alert).
 */
function show(message: string, kind: 'success' | 'error'): void {
  notifications.show({
    message,
    color: kind === 'success' ? 'green' : 'red',
    role: kind === 'success' ? 'status' : 'alert',
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('web:common.closeNotification') },
    'data-kind': kind,
  });
}

/** A green toast. */
export function notifySuccess(message: string): void {
  show(message, 'success');
}

/** A red toast. */
export function notifyError(message: string): void {
  show(message, 'error');
}
