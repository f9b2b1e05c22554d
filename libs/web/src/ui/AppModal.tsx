import { Modal, type ModalProps } from '@mantine/core';

/**
 * The one modal look of the suite: centred, titled, closed by Escape or the close button
 * (which is named, so screen readers announce it).
 */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  return (
    <Modal
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close', ...closeButtonProps }}
      {...props}
    />
  );
}
