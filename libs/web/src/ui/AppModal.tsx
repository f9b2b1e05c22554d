import { Modal, type ModalProps } from '@mantine/core';

/** The one modal look of the suite: centred, titled, closed by Escape or the close button. */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  // Mantine's close button is an icon alone: it needs a name for screen readers.
  return (
    <Modal
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close', ...closeButtonProps }}
      {...props}
    />
  );
}
