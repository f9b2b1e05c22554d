import { QR_MESSAGES } from '@qrpanel/contracts';
import { Box, Text, useTranslation } from '@qrpanel/web';
import { useId, useMemo } from 'react';
import { useContractText } from '../ui/contract-texts';
import { qrSvgMarkup, type QrPictureInput } from './qr-markup';

export interface QrPictureProps extends QrPictureInput {
  /** What the picture shows, for screen readers. */
  alt: string;
  testId?: string;
  /** Beside text that names the code already (a list row): hidden from screen readers. */
  decorative?: boolean;
}

/**
 * A QR code drawn in the page. The markup is built by qrSvgMarkup from checked colours and
 * an escaped logo address only, so it is safe to place as it is.
 */
export function QrPicture({ alt, testId = 'qr-picture', decorative = false, ...input }: QrPictureProps) {
  const { t } = useTranslation('qrcodes');
  const contractText = useContractText();
  const idPrefix = `qr${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const markup = useMemo(
    () => qrSvgMarkup({ ...input, idPrefix }),
    // The input's fields, not the object, decide the picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      input.payload,
      input.width,
      input.foregroundColor,
      input.backgroundColor,
      input.logoHref,
      input.frameId,
      input.design,
      idPrefix,
    ],
  );
  if (markup === null) {
    return (
      <Text c="dimmed" size="sm" data-testid={testId} data-payload="" w={input.width}>
        {input.payload ? contractText(QR_MESSAGES.tooLongForQrCode) : t('common.picture.empty')}
      </Text>
    );
  }
  return (
    <Box
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative || undefined}
      data-testid={testId}
      data-payload={input.payload}
      w={input.width}
      style={{ lineHeight: 0 }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
