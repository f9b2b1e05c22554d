import type { FrameId, QrDesign } from '@qrpanel/contracts';
import { Paper, Stack, Text, Title, useDebouncedValue, useTranslation } from '@qrpanel/web';
import { useMemo } from 'react';
import { QrPicture } from '../picture/QrPicture';
import { ScanIndicator } from './ScanIndicator';

/** docs/product.md, The QR form: a 256 px preview, redrawn 50 ms after the last change. */
export const PREVIEW_WIDTH = 256;
export const PREVIEW_REDRAW_MS = 50;

export interface LivePreviewProps {
  payload: string;
  foregroundColor: string;
  backgroundColor: string;
  logoUrl: string | null;
  frameId: FrameId;
  /** The design the form will save (composeDesign). */
  design: QrDesign;
}

/** The code as it will be printed, drawn by the same renderer as the downloads. */
export function LivePreview({
  payload,
  foregroundColor,
  backgroundColor,
  logoUrl,
  frameId,
  design,
}: LivePreviewProps) {
  const { t } = useTranslation('qrcodes');
  const input = useMemo(
    () => ({ payload, foregroundColor, backgroundColor, logoUrl, frameId, design }),
    [payload, foregroundColor, backgroundColor, logoUrl, frameId, design],
  );
  // Typing redraws once the input has been still for 50 ms, not on every key.
  const [drawn] = useDebouncedValue(input, PREVIEW_REDRAW_MS);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="preview-heading">
      <Title order={2} fz="lg" mb="md" id="preview-heading">
        {t('form.preview.title')}
      </Title>
      <Stack align="center" gap="xs">
        <QrPicture
          alt={t('form.preview.alt')}
          testId="qr-preview"
          width={PREVIEW_WIDTH}
          payload={drawn.payload}
          foregroundColor={drawn.foregroundColor}
          backgroundColor={drawn.backgroundColor}
          logoHref={drawn.logoUrl}
          frameId={drawn.frameId}
          design={drawn.design}
        />
        <ScanIndicator payload={drawn.payload} design={drawn.design} logoHref={drawn.logoUrl} />
        <Text
          size="xs"
          c="dimmed"
          ta="center"
          style={{ wordBreak: 'break-all' }}
          data-testid="preview-payload"
        >
          {drawn.payload}
        </Text>
      </Stack>
    </Paper>
  );
}
