/**
 * Whether a design can scan, as far as can be told without drawing it: contrast of every
 * foreground colour against the background, and the logo against the error correction.
 * The api adds a real decode of the drawn picture; the form shows the same verdict live.
 */
import { QR_DEFAULT_BACKGROUND } from './qr-validation';
import { TRANSPARENT, type ErrorCorrectionLevel, type QrDesign } from './qr-design';

/**
 * The widths (px) a design is drawn at and decoded when it is saved: the smallest size the
 * details screen offers for download, a print size and a large one.
 */
export const SCAN_CHECK_WIDTHS = [256, 600, 1024] as const;

/** Widths the details screen offers for screens (px). */
export const DOWNLOAD_PIXEL_SIZES = [256, 512, 1024, 2048] as const;
/** Print widths the details screen offers, drawn at PRINT_DPI. */
export const DOWNLOAD_PRINT_SIZES = [
  { label: '2.5 cm', inches: 2.5 / 2.54 },
  { label: '5 cm', inches: 5 / 2.54 },
  { label: '10 cm', inches: 10 / 2.54 },
  { label: '1 in', inches: 1 },
  { label: '2 in', inches: 2 },
  { label: '4 in', inches: 4 },
] as const;
export const PRINT_DPI = 300;
/** The largest image a download may ask for (px), and its print resolution's bounds. */
export const DOWNLOAD_SIZE_MAX = 4096;
export const DPI_MIN = 72;
export const DPI_MAX = 1200;

/** WCAG's minimum contrast for graphics (1.4.11), asked of every foreground colour. */
export const MIN_CONTRAST = 3;

/**
 * The share of the code's area a cleared logo may take at each level. Each level repairs
 * about 7, 15, 25 and 30% of the codewords; a logo takes codewords unevenly (and the
 * damage of print and light comes on top), so half of that is allowed.
 */
export const LOGO_AREA_BUDGET: Record<ErrorCorrectionLevel, number> = {
  L: 0.035,
  M: 0.075,
  Q: 0.125,
  H: 0.15,
};

export const DESIGN_MESSAGES = {
  lowContrast: 'Foreground and background are too close in contrast',
  logoTooLarge: (level: ErrorCorrectionLevel) =>
    level === 'H'
      ? 'The logo is too large for error correction H; choose a smaller logo'
      : `The logo is too large for error correction ${level}; choose H or a smaller logo`,
  doesNotDecode: 'The code does not scan back to its content with this design; simplify it',
  frameTextUnprintable: (field: string, characters: readonly string[]) =>
    `${field} has characters the frame's font cannot draw: ${characters.join(' ')}`,
  scannable: 'Scannable',
  checking: 'Checking…',
} as const;

/** The WCAG relative luminance of #RRGGBB. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Every colour a module is drawn in: the solid colour or each gradient stop, and the eyes'. */
export function foregroundColors(design: QrDesign): string[] {
  const dots = design.dots.gradient
    ? design.dots.gradient.stops.map((s) => s.color)
    : [design.dots.color ?? '#000000'];
  const eyes = [design.eyes.outer.color, design.eyes.inner.color].filter((c): c is string => !!c);
  return [...dots, ...eyes];
}

/** A transparent code is printed on paper: it is judged against white. */
function backgroundOf(design: QrDesign): string {
  return design.background.color === TRANSPARENT ? QR_DEFAULT_BACKGROUND : design.background.color;
}

/** The lowest contrast between any foreground colour and the background. */
export function lowestContrast(design: QrDesign): number {
  const bg = backgroundOf(design);
  return Math.min(...foregroundColors(design).map((c) => contrastRatio(c, bg)));
}

/** The share of the code (modules only, quiet zone out) the logo and its padding clear. */
export function logoAreaShare(design: QrDesign, modules: number): number {
  if (!design.logo) return 0;
  const side = design.logo.size * modules + 2 * (design.logo.padding ?? 0);
  return (side * side) / (modules * modules);
}

/**
 * What stops the design from scanning, before any drawing: the messages of the issue, in
 * order (contrast first). Empty when nothing does. `modules` is the code's size in modules.
 */
export function designProblems(design: QrDesign, modules: number): string[] {
  const problems: string[] = [];
  if (lowestContrast(design) < MIN_CONTRAST) problems.push(DESIGN_MESSAGES.lowContrast);
  if (logoAreaShare(design, modules) > LOGO_AREA_BUDGET[design.errorCorrection]) {
    problems.push(DESIGN_MESSAGES.logoTooLarge(design.errorCorrection));
  }
  return problems;
}
