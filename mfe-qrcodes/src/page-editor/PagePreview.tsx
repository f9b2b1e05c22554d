import {
  renderPageHtml,
  withFilesAt,
  type PageLanguage,
  type PageQrData,
  type PageQrType,
} from '@qrpanel/contracts';
import { Box, useDebouncedValue, useTranslation } from '@qrpanel/web';
import { useMemo } from 'react';
import { draftPage, editorPageLanguage } from './page-draft';

/** The page is redrawn once typing has paused this long, not on every key. */
export const PAGE_PREVIEW_MS = 150;
/** A phone's screen, in CSS pixels. */
export const PHONE_WIDTH = 360;
const PHONE_HEIGHT = 640;

export interface PagePreviewProps {
  type: PageQrType;
  data: PageQrData;
  /** Folded beside a one-column form: as tall as the screen allows. */
  compact?: boolean;
}

/**
 * The page's HTML as a scan will get it, in the panel's language, its links going straight to
 * their addresses. Uploaded files' paths become addresses at the panel, as the served page has
 * them: the frame's document is its own, so nothing is left to how it resolves a path.
 */
export function previewHtml(type: PageQrType, data: PageQrData, lang: PageLanguage): string {
  const page = withFilesAt(draftPage(type, data, lang), window.location.origin);
  return renderPageHtml({ title: data.title, page, lang, hopBase: null }).html;
}

/**
 * The hosted page as its visitors will see it: the served page's own renderer, in a
 * sandboxed frame (no script, no form, no way out of the frame), phone-sized.
 */
export function PagePreview({ type, data, compact = false }: PagePreviewProps) {
  const { t } = useTranslation('qrcodes');
  const lang = editorPageLanguage();
  const html = useMemo(() => previewHtml(type, data, lang), [type, data, lang]);
  const [shown] = useDebouncedValue(html, PAGE_PREVIEW_MS);
  return (
    <Box
      mx="auto"
      w="100%"
      maw={PHONE_WIDTH}
      style={{
        border: '8px solid var(--mantine-color-dark-6)',
        borderRadius: 24,
        overflow: 'hidden',
        background: 'var(--mantine-color-dark-6)',
      }}
    >
      <iframe
        title={t('page.preview.frame')}
        // An empty sandbox: no script, no form, no top navigation, an origin of its own.
        sandbox=""
        srcDoc={shown}
        data-testid="page-preview"
        style={{
          display: 'block',
          width: '100%',
          height: compact ? `min(${PHONE_HEIGHT}px, 60vh)` : PHONE_HEIGHT,
          border: 0,
          borderRadius: 16,
          background: '#fff',
        }}
      />
    </Box>
  );
}
