import { Modal, type ModalProps } from '@mantine/core';

/** The one modal look of the suite: centred, titled, closed by Escape or the close button. */
export function AppModal(props: ModalProps) {
  return <Modal centered radius="md" closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}
