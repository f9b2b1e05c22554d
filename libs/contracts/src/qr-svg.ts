/**
 * Draws a QR code as SVG markup: the same picture for the api's downloads (rasterised to
 * PNG there) and for the web's preview. Pure string work: the module matrix comes from
 * any QR library (the `qrcode` package in both places) at error-correction level H.
 */

/** The frames a code can be drawn in (frameId). */
export const QR_FRAMES = [
  { id: 'none', label: 'No frame', description: 'The code alone, with its quiet zone.' },
  { id: 'border', label: 'Border', description: 'A rounded border in the foreground colour.' },
  {
    id: 'scan-me',
    label: 'Border with SCAN ME',
    description: 'The border with a banner below the code reading SCAN ME.',
  },
] as const;
export type FrameId = (typeof QR_FRAMES)[number]['id'];
export const FRAME_IDS: readonly FrameId[] = QR_FRAMES.map((f) => f.id);
export const DEFAULT_FRAME_ID: FrameId = 'none';
export const SCAN_ME_TEXT = 'SCAN ME';

/** Always H: 30% of the code can be lost, which leaves room for a centred logo. */
export const QR_ERROR_CORRECTION = 'H';
/** The logo's side as a share of the code's side (50 px on the 256 px preview). */
export const QR_LOGO_RATIO = 0.2;
/** Light modules around the code that scanners need, in modules. */
export const QR_QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark(row: number, col: number): boolean;
}

export interface QrSvgOptions {
  matrix: QrMatrix;
  /** The picture's width in pixels (its height is larger with a banner). */
  width: number;
  foregroundColor: string;
  backgroundColor: string;
  /** An image address the SVG may embed: a data: URL for a self-contained file. */
  logoHref?: string | null;
  frameId?: FrameId;
}

export interface QrSvgLayout {
  /** The picture's size in modules (the viewBox). */
  viewWidth: number;
  viewHeight: number;
  /** Where the code's first module sits, in modules. */
  originX: number;
  originY: number;
  /** The logo's box in modules, or null. */
  logo: { x: number; y: number; side: number } | null;
  /** The banner's box in modules, or null. */
  banner: { x: number; y: number; width: number; height: number } | null;
  /** Frame thickness in modules (0 with no frame). */
  frame: number;
}

const FRAME_THICKNESS = 1.5;
const FRAME_RADIUS = 2;

/** Where everything goes, in module units (the SVG's viewBox). */
export function qrSvgLayout(modules: number, frameId: FrameId, withLogo: boolean): QrSvgLayout {
  const framed = frameId !== 'none';
  const frame = framed ? FRAME_THICKNESS : 0;
  const inner = modules + 2 * QR_QUIET_ZONE;
  const viewWidth = inner + 2 * frame;
  const bannerHeight = frameId === 'scan-me' ? inner * 0.22 : 0;
  const viewHeight = viewWidth + bannerHeight;
  const originX = frame + QR_QUIET_ZONE;
  const originY = frame + QR_QUIET_ZONE;
  const side = modules * QR_LOGO_RATIO;
  const logo = withLogo
    ? { x: originX + (modules - side) / 2, y: originY + (modules - side) / 2, side }
    : null;
  const banner = bannerHeight ? { x: frame, y: frame + inner, width: inner, height: bannerHeight } : null;
  return { viewWidth, viewHeight, originX, originY, logo, banner, frame };
}

/** The SVG document of a QR code with its colours, logo and frame. */
export function renderQrSvg(options: QrSvgOptions): string {
  const { matrix, foregroundColor: fg, backgroundColor: bg } = options;
  const frameId = options.frameId ?? DEFAULT_FRAME_ID;
  const layout = qrSvgLayout(matrix.size, frameId, Boolean(options.logoHref));
  const { viewWidth: vw, viewHeight: vh } = layout;
  const width = Math.round(options.width);
  const height = Math.round((options.width * vh) / vw);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(vw)} ${n(vh)}" shape-rendering="crispEdges">`,
  ];
  if (layout.frame) {
    const f = layout.frame;
    const inner = matrix.size + 2 * QR_QUIET_ZONE;
    parts.push(`<rect width="${n(vw)}" height="${n(vh)}" rx="${FRAME_RADIUS}" fill="${fg}"/>`);
    parts.push(`<rect x="${n(f)}" y="${n(f)}" width="${n(inner)}" height="${n(inner)}" fill="${bg}"/>`);
  } else {
    parts.push(`<rect width="${n(vw)}" height="${n(vh)}" fill="${bg}"/>`);
  }
  parts.push(`<path fill="${fg}" d="${modulesPath(matrix, layout)}"/>`);
  if (layout.logo && options.logoHref) {
    const { x, y, side } = layout.logo;
    parts.push(
      `<image x="${n(x)}" y="${n(y)}" width="${n(side)}" height="${n(side)}" preserveAspectRatio="xMidYMid meet" href="${attr(options.logoHref)}"/>`,
    );
  }
  if (layout.banner) parts.push(bannerText(layout.banner, bg));
  parts.push('</svg>');
  return parts.join('');
}

/**
 * One path for every dark module, leaving out those under the logo (the area is cleared).
 * Neighbouring dark modules of a row are drawn as one run, which keeps big codes small.
 */
function modulesPath(matrix: QrMatrix, layout: QrSvgLayout): string {
  const logo = layout.logo;
  const covered = (row: number, col: number) =>
    logo !== null &&
    layout.originX + col + 1 > logo.x &&
    layout.originX + col < logo.x + logo.side &&
    layout.originY + row + 1 > logo.y &&
    layout.originY + row < logo.y + logo.side;
  const dark = (row: number, col: number) =>
    col < matrix.size && matrix.isDark(row, col) && !covered(row, col);
  const d: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (!dark(row, col)) continue;
      let run = 1;
      while (dark(row, col + run)) run += 1;
      d.push(`M${n(layout.originX + col)} ${n(layout.originY + row)}h${run}v1h-${run}z`);
      col += run - 1;
    }
  }
  return d.join('');
}

/**
 * The banner's text, drawn from a 5x7 pixel font as rectangles: no font is needed, so the
 * picture is the same in every browser and in the server's rasteriser.
 */
function bannerText(banner: NonNullable<QrSvgLayout['banner']>, color: string): string {
  const columns = textColumns(SCAN_ME_TEXT);
  const pixel = Math.min((banner.height * 0.5) / 7, (banner.width * 0.8) / columns);
  const startX = banner.x + (banner.width - columns * pixel) / 2;
  const startY = banner.y + (banner.height - 7 * pixel) / 2;
  const d: string[] = [];
  let x = startX;
  for (const ch of SCAN_ME_TEXT) {
    const glyph = PIXEL_FONT[ch] ?? [];
    glyph.forEach((line, row) => {
      [...line].forEach((cell, col) => {
        if (cell === '#')
          d.push(`M${n(x + col * pixel)} ${n(startY + row * pixel)}h${n(pixel)}v${n(pixel)}h${n(-pixel)}z`);
      });
    });
    x += (glyphWidth(ch) + 1) * pixel;
  }
  return `<path fill="${color}" d="${d.join('')}"/>`;
}

function glyphWidth(ch: string): number {
  return ch === ' ' ? 3 : 5;
}

function textColumns(text: string): number {
  return [...text].reduce((sum, ch) => sum + glyphWidth(ch) + 1, -1);
}

/** The letters the frames print, 5 columns by 7 rows. */
const PIXEL_FONT: Record<string, readonly string[]> = {
  S: ['.###.', '#...#', '#....', '.###.', '....#', '#...#', '.###.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  ' ': [],
};

/** Numbers without float noise (3 decimals at most). */
function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The file name a download gets: the label, or 'qrcode' (SPEC.md §2 QR details). */
export function qrDownloadFileName(label: string | null | undefined, extension: 'png' | 'svg'): string {
  const base = (label ?? '')
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_')
    .replace(/\s+/g, ' ')
    .slice(0, 100)
    .trim();
  return `${base || 'qrcode'}.${extension}`;
}
