import {
  fitsInQrCode,
  HEX_COLOR_PATTERN,
  QR_DEFAULT_BACKGROUND,
  QR_DEFAULT_FOREGROUND,
  QR_ERROR_CORRECTION,
  renderQrSvg,
  type FrameId,
  type QrDesign,
  validateQrDesign,
  defaultDesign,
} from '@qrpanel/contracts';
import { create } from 'qrcode';

export interface QrPictureInput {
  /** The exact text the code encodes (encodeQrPayload or a code's encoded_payload). */
  payload: string;
  /** The picture's width in pixels. */
  width: number;
  foregroundColor: string;
  backgroundColor: string;
  /** An image address for the centre (an uploaded logo, or a data: URL of a chosen file). */
  logoHref?: string | null;
  frameId?: FrameId;
  /** The design; when given, it decides the colours and frame instead of the fields above. */
  design?: QrDesign;
  /** Unique per picture on a page (a gradient is referred to by id). */
  idPrefix?: string;
}

/** A colour as the picture may use it: #RRGGBB, else the default (half-typed input). */
function safeColor(value: string, fallback: string): string {
  return HEX_COLOR_PATTERN.test(value) ? value : fallback;
}

/**
 * The SVG of a code, drawn the way the api draws its downloads: the module matrix of the
 * `qrcode` package at the design's error correction (H without one), laid out by renderQrSvg from contracts (colours, cleared
 * logo area, frame). Answers null for a payload too long for any QR code.
 */
export function qrSvgMarkup(input: QrPictureInput): string | null {
  if (!input.payload || !fitsInQrCode(input.payload)) return null;
  let qr: ReturnType<typeof create>;
  try {
    qr = create(input.payload, {
      errorCorrectionLevel: input.design?.errorCorrection ?? QR_ERROR_CORRECTION,
    });
  } catch {
    return null;
  }
  return renderQrSvg({
    matrix: { size: qr.modules.size, isDark: (row, col) => Boolean(qr.modules.get(row, col)) },
    width: input.width,
    foregroundColor: safeColor(input.foregroundColor, QR_DEFAULT_FOREGROUND),
    backgroundColor: safeColor(input.backgroundColor, QR_DEFAULT_BACKGROUND),
    logoHref: input.logoHref ?? null,
    frameId: input.frameId,
    design: input.design ? drawableDesign(input.design) : undefined,
    idPrefix: input.idPrefix,
  });
}

/**
 * A design as the picture may draw it while fields are half typed: colours that are not
 * #RRGGBB and numbers that are not numbers are left out (their defaults apply), so nothing
 * typed reaches the markup unchecked; a design still wrong is drawn as the default one.
 */
function drawableDesign(design: QrDesign): QrDesign {
  const cleaned = JSON.parse(
    JSON.stringify(design, (key, value: unknown) => {
      if ((key === 'color' || key === 'textColor') && typeof value === 'string') {
        return HEX_COLOR_PATTERN.test(value) || value === 'transparent' ? value : undefined;
      }
      if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
      return value;
    }),
  ) as Record<string, unknown>;
  if (!(cleaned.background as { color?: string } | undefined)?.color) delete cleaned.background;
  const checked = validateQrDesign(cleaned);
  return checked.ok ? checked.design : defaultDesign();
}
