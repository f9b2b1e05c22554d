import { notifications } from '@mantine/notifications';

/** Toasts disappear after 3 seconds (SPEC.md §4). */
export const TOAST_DURATION_MS = 3000;

const closeButtonProps = { 'aria-label': 'Close notification' };

/** A green toast. */
export function notifySuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: TOAST_DURATION_MS,
    closeButtonProps,
    'data-kind': 'success',
  });
}

/** A red toast. */
export function notifyError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOAST_DURATION_MS,
    closeButtonProps,
    'data-kind': 'error',
  });
}
