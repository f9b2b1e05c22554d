import type { FrameId, QrDesign } from '@qrpanel/contracts';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useDebouncedValue,
  useMediaQuery,
  useTranslation,
} from '@qrpanel/web';
import { IconArrowsDiagonal, IconArrowsDiagonalMinimize2 } from '@tabler/icons-react';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { QrPicture } from '../picture/QrPicture';
import { ScanIndicator } from './ScanIndicator';

/** docs/product.md, The QR form: a 256 px preview, redrawn 50 ms after the last change. */
export const PREVIEW_WIDTH = 256;
export const PREVIEW_REDRAW_MS = 50;
/** Below this width the form is one column: the preview floats over it in a corner. */
const ONE_COLUMN = '(max-width: 61.99em)';
/** The floating preview's size while folded: the design reads, the form stays in view. */
const FOLDED_WIDTH = 96;
/** What the preview of a hosted page shows: the page a scan opens, or the code printed. */
const PAGE_VIEWS = ['page', 'code'] as const;

/**
 * Where the preview sits: beside the form, held in view while the form scrolls past (wide
 * screens); over the form in the lower corner, folded small or unfolded (one column).
 */
const PINNED: CSSProperties = {
  position: 'sticky',
  top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))',
};
const FLOATING: CSSProperties = {
  position: 'fixed',
  right: 'var(--mantine-spacing-sm)',
  bottom: 'var(--mantine-spacing-sm)',
  zIndex: 150,
  maxWidth: 'calc(100vw - 2 * var(--mantine-spacing-sm))',
};

export interface LivePreviewProps {
  payload: string;
  foregroundColor: string;
  backgroundColor: string;
  logoUrl: string | null;
  frameId: FrameId;
  /** The design the form will save (composeDesign). */
  design: QrDesign;
  /**
   * A hosted page's preview, beside the code's (docs/product.md, Hosted pages); `compact`
   * when it floats over a one-column form.
   */
  page?: (compact: boolean) => ReactNode;
}

/** The code as it will be printed, drawn by the same renderer as the downloads. */
export function LivePreview({
  payload,
  foregroundColor,
  backgroundColor,
  logoUrl,
  frameId,
  design,
  page,
}: LivePreviewProps) {
  const { t } = useTranslation('qrcodes');
  const input = useMemo(
    () => ({ payload, foregroundColor, backgroundColor, logoUrl, frameId, design }),
    [payload, foregroundColor, backgroundColor, logoUrl, frameId, design],
  );
  // Typing redraws once the input has been still for 50 ms, not on every key.
  const [drawn] = useDebouncedValue(input, PREVIEW_REDRAW_MS);
  const floating = useMediaQuery(ONE_COLUMN) ?? false;
  const [unfolded, setUnfolded] = useState(false);
  const folded = floating && !unfolded;
  // A hosted page shows its page first; the code it is printed as is a tap away.
  const [view, setView] = useState<'page' | 'code'>('page');
  const showPage = page !== undefined && !folded && view === 'page';
  return (
    <Box style={floating ? FLOATING : PINNED} data-testid="preview-dock" data-folded={folded}>
      <Paper
        withBorder
        p={folded ? 'xs' : 'lg'}
        radius="md"
        shadow={floating ? 'lg' : undefined}
        component="section"
        aria-labelledby="preview-heading"
      >
        <Title
          order={2}
          fz={folded ? 'xs' : 'lg'}
          mb={folded ? 4 : 'md'}
          id="preview-heading"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}
        >
          {t('form.preview.title')}
          {floating ? (
            <ActionIcon
              variant="subtle"
              size={44}
              onClick={() => setUnfolded(folded)}
              aria-expanded={!folded}
              aria-label={t(folded ? 'form.preview.unfold' : 'form.preview.fold')}
            >
              {folded ? (
                <IconArrowsDiagonal size={18} aria-hidden />
              ) : (
                <IconArrowsDiagonalMinimize2 size={18} aria-hidden />
              )}
            </ActionIcon>
          ) : null}
        </Title>
        {page && !folded ? (
          <Group gap="xs" mb="sm" grow role="group" aria-label={t('page.preview.choose')}>
            {PAGE_VIEWS.map((choice) => (
              <Button
                key={choice}
                size="xs"
                variant={view === choice ? 'filled' : 'default'}
                aria-pressed={view === choice}
                onClick={() => setView(choice)}
              >
                {t(`page.preview.${choice}`)}
              </Button>
            ))}
          </Group>
        ) : null}
        {showPage ? page(floating) : null}
        <Stack align="center" gap="xs" display={showPage ? 'none' : undefined}>
          <QrPicture
            alt={t('form.preview.alt')}
            testId="qr-preview"
            width={folded ? FOLDED_WIDTH : PREVIEW_WIDTH}
            payload={drawn.payload}
            foregroundColor={drawn.foregroundColor}
            backgroundColor={drawn.backgroundColor}
            logoHref={drawn.logoUrl}
            frameId={drawn.frameId}
            design={drawn.design}
          />
          <Box maw={folded ? FOLDED_WIDTH : undefined}>
            <ScanIndicator payload={drawn.payload} design={drawn.design} logoHref={drawn.logoUrl} />
          </Box>
          {folded ? null : (
            <Text
              size="xs"
              c="dimmed"
              ta="center"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="preview-payload"
            >
              {drawn.payload}
            </Text>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
