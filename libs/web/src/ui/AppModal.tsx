import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The one modal look of the suite: centred, titled, closed by Escape or the close button
 * (which is named, so screen readers announce it).
 */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation('web');
  return (
    <Modal
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }}
      {...props}
    />
  );
}
