/**
 * The one renderer: draws a QR code and its design as SVG markup, the same picture for the
 * web's preview and for every download (rasterised to PNG, or placed in a PDF, by the api).
 * Pure string work: the module matrix comes from any QR library (the `qrcode` package in
 * both places) at the design's error-correction level.
 */
import {
  DEFAULT_CTA_TEXT,
  DEFAULT_FRAME_ID,
  designFromStyle,
  dotsColor,
  frameHasText,
  SCAN_ME_TEXT,
  TRANSPARENT,
  type EyeShape,
  type FrameId,
  type QrDesign,
} from './qr-design';
import { frameTextPath } from './frame-text';
import { QR_DEFAULT_BACKGROUND, QR_DEFAULT_FOREGROUND } from './qr-validation';

/** Codes without a design are drawn at H: 30% of the code can be lost, room for a logo. */
export const QR_ERROR_CORRECTION = 'H';
/** The logo's side as a share of the code's side for codes without a design. */
export const QR_LOGO_RATIO = 0.2;
/** Light modules around the code that scanners need, for codes without a design. */
export const QR_QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark(row: number, col: number): boolean;
}

export interface QrSvgOptions {
  matrix: QrMatrix;
  /** The picture's width in pixels (its height differs with a banner). */
  width: number;
  /** The design; left out, the older fields below draw the code as they always did. */
  design?: QrDesign;
  foregroundColor?: string;
  backgroundColor?: string;
  frameId?: FrameId;
  /** The logo's address the SVG embeds (a data: URL for a self-contained file). */
  logoHref?: string | null;
  /** Prefix of the gradient's id, unique per picture when several share a page. */
  idPrefix?: string;
}

type Box = { x: number; y: number; width: number; height: number };

export interface QrSvgLayout {
  /** The picture's size in modules (the viewBox). */
  viewWidth: number;
  viewHeight: number;
  /** Where the code's first module sits, in modules. */
  originX: number;
  originY: number;
  /** The light area around the code (quiet zone included). */
  plate: Box;
  /** The logo's box in modules, or null; `clear` is the box its padding adds. */
  logo: { x: number; y: number; side: number; clear: Box } | null;
  /** The band carrying the frame's text, or null. */
  banner: Box | null;
  /** Border thickness in modules (0 without one). */
  frame: number;
  /** The bubble's tail (a triangle under the code), or null. */
  tail: { x: number; y: number; width: number; height: number } | null;
}

const BORDER = 1.5;
const FRAME_RADIUS = 2;
const BANNER_SHARE = 0.22;
const TAIL = 1.5;

/** Where everything goes, in module units (the SVG's viewBox). */
export function qrSvgLayout(modules: number, design: QrDesign, withLogo: boolean): QrSvgLayout {
  const id = design.frame?.id ?? DEFAULT_FRAME_ID;
  const q = design.quietZone;
  const inner = modules + 2 * q;
  const bordered = id === 'border' || id === 'scan-me' || id === 'box';
  const frame = bordered ? BORDER : 0;
  const bannerHeight = frameHasText(id) ? inner * BANNER_SHARE : 0;
  const tailHeight = id === 'bubble' ? TAIL : 0;
  const top = id === 'banner-top' ? bannerHeight : 0;
  const viewWidth = inner + 2 * frame;
  const viewHeight = inner + 2 * frame + bannerHeight + tailHeight;
  const plate = { x: frame, y: frame + top, width: inner, height: inner };
  const originX = plate.x + q;
  const originY = plate.y + q;
  const bannerY = id === 'banner-top' ? 0 : frame + inner + tailHeight;
  const banner = bannerHeight ? { x: frame, y: bannerY, width: inner, height: bannerHeight } : null;
  const tail = tailHeight
    ? { x: viewWidth / 2 - TAIL, y: inner, width: 2 * TAIL, height: tailHeight + 0.05 }
    : null;
  return {
    viewWidth,
    viewHeight,
    originX,
    originY,
    plate,
    logo: logoBox(modules, design, originX, originY, withLogo),
    banner,
    frame,
    tail,
  };
}

function logoBox(modules: number, design: QrDesign, ox: number, oy: number, withLogo: boolean) {
  if (!withLogo || !design.logo) return null;
  const side = modules * design.logo.size;
  const pad = design.logo.padding ?? 0;
  const x = ox + (modules - side) / 2;
  const y = oy + (modules - side) / 2;
  return { x, y, side, clear: { x: x - pad, y: y - pad, width: side + 2 * pad, height: side + 2 * pad } };
}

/** The design a picture is drawn with: the given one, else the older fields'. */
export function effectiveDesign(options: Omit<QrSvgOptions, 'matrix' | 'width'>): QrDesign {
  if (options.design) return options.design;
  return designFromStyle({
    foregroundColor: options.foregroundColor ?? QR_DEFAULT_FOREGROUND,
    backgroundColor: options.backgroundColor ?? QR_DEFAULT_BACKGROUND,
    logoPath: options.logoHref ? 'logo' : null,
    frameId: options.frameId ?? DEFAULT_FRAME_ID,
  });
}

/** The SVG document of a QR code with its design. */
export function renderQrSvg(options: QrSvgOptions): string {
  const { matrix } = options;
  const design = effectiveDesign(options);
  const layout = qrSvgLayout(matrix.size, design, Boolean(options.logoHref && design.logo));
  const { viewWidth: vw, viewHeight: vh } = layout;
  const width = Math.round(options.width);
  const height = Math.round((options.width * vh) / vw);
  const fg = dotsColor(design);
  const bg = design.background.color;
  const frameColor = design.frame?.color ?? fg;
  const square = isPlainSquare(design);
  const gradientId = `${options.idPrefix ?? 'qr'}-fg`;
  const paint = design.dots.gradient ? `url(#${gradientId})` : fg;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(vw)} ${n(vh)}"${square ? ' shape-rendering="crispEdges"' : ''}>`,
  ];
  if (design.dots.gradient) parts.push(gradientDefs(design, matrix.size, layout, gradientId));
  parts.push(...backdrop(design, layout, frameColor, bg));
  parts.push(`<path fill="${paint}" d="${modulesPath(matrix, layout, design, square)}"/>`);
  if (!square) parts.push(...eyes(matrix.size, layout, design, paint));
  if (layout.logo && options.logoHref) {
    const { x, y, side } = layout.logo;
    parts.push(
      `<image x="${n(x)}" y="${n(y)}" width="${n(side)}" height="${n(side)}" preserveAspectRatio="xMidYMid meet" href="${attr(options.logoHref)}"/>`,
    );
  }
  if (layout.banner) {
    const id = design.frame?.id ?? DEFAULT_FRAME_ID;
    const text = id === 'scan-me' ? SCAN_ME_TEXT : design.frame?.text || DEFAULT_CTA_TEXT;
    const textColor = design.frame?.textColor ?? (bg === TRANSPARENT ? QR_DEFAULT_BACKGROUND : bg);
    parts.push(bannerText(layout.banner, text, textColor));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Square modules and eyes in one colour: drawn as runs of a row, as codes always were. */
function isPlainSquare(design: QrDesign): boolean {
  const { outer, inner } = design.eyes;
  return (
    design.dots.shape === 'square' &&
    outer.shape === 'square' &&
    inner.shape === 'square' &&
    !outer.color &&
    !inner.color
  );
}

/** The background, the border or band of the frame, and the light plate under the code. */
function backdrop(design: QrDesign, layout: QrSvgLayout, frameColor: string, bg: string): string[] {
  const id = design.frame?.id ?? DEFAULT_FRAME_ID;
  const { viewWidth: vw, viewHeight: vh, plate } = layout;
  const fill = bg === TRANSPARENT ? null : bg;
  const out: string[] = [];
  if (layout.frame) {
    out.push(`<rect width="${n(vw)}" height="${n(vh)}" rx="${FRAME_RADIUS}" fill="${frameColor}"/>`);
    out.push(
      `<rect x="${n(plate.x)}" y="${n(plate.y)}" width="${n(plate.width)}" height="${n(plate.height)}" fill="${fill ?? QR_DEFAULT_BACKGROUND}"/>`,
    );
    return out;
  }
  if (fill) out.push(`<rect width="${n(vw)}" height="${n(vh)}" fill="${fill}"/>`);
  if (layout.banner) {
    const b = layout.banner;
    const radius = id === 'bubble' ? b.height * 0.3 : FRAME_RADIUS / 2;
    out.push(
      `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="${n(radius)}" fill="${frameColor}"/>`,
    );
  }
  if (layout.tail) {
    const t = layout.tail;
    out.push(
      `<path fill="${frameColor}" d="M${n(t.x)} ${n(t.y + t.height)}L${n(t.x + t.width / 2)} ${n(t.y)}L${n(t.x + t.width)} ${n(t.y + t.height)}z"/>`,
    );
  }
  return out;
}

function gradientDefs(design: QrDesign, modules: number, layout: QrSvgLayout, id: string): string {
  const g = design.dots.gradient!;
  const cx = layout.originX + modules / 2;
  const cy = layout.originY + modules / 2;
  const stops = g.stops.map((s) => `<stop offset="${n(s.offset)}" stop-color="${s.color}"/>`).join('');
  if (g.type === 'radial') {
    return `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(modules / Math.SQRT2)}">${stops}</radialGradient></defs>`;
  }
  const angle = ((g.rotation ?? 0) * Math.PI) / 180;
  const dx = (Math.cos(angle) * modules) / 2;
  const dy = (Math.sin(angle) * modules) / 2;
  return `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(cx - dx)}" y1="${n(cy - dy)}" x2="${n(cx + dx)}" y2="${n(cy + dy)}">${stops}</linearGradient></defs>`;
}

/** Whether a module belongs to one of the three finder patterns (the eyes). */
function inEye(size: number, row: number, col: number): boolean {
  const near = (v: number) => v < 7;
  const far = (v: number) => v >= size - 7;
  return (near(row) && near(col)) || (near(row) && far(col)) || (far(row) && near(col));
}

/**
 * One path for every dark module, leaving out those under a cleared logo and, when the eyes
 * are drawn on their own, the eyes. Square modules of a row are drawn as one run, which keeps
 * big codes small; other shapes round the corners no neighbour touches.
 */
function modulesPath(matrix: QrMatrix, layout: QrSvgLayout, design: QrDesign, square: boolean): string {
  const clear = design.logo?.excavate === false ? null : (layout.logo?.clear ?? null);
  const covered = (row: number, col: number) =>
    clear !== null &&
    layout.originX + col + 1 > clear.x &&
    layout.originX + col < clear.x + clear.width &&
    layout.originY + row + 1 > clear.y &&
    layout.originY + row < clear.y + clear.height;
  const dark = (row: number, col: number) =>
    row >= 0 &&
    col >= 0 &&
    row < matrix.size &&
    col < matrix.size &&
    matrix.isDark(row, col) &&
    !covered(row, col) &&
    (square || !inEye(matrix.size, row, col));
  const d: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (!dark(row, col)) continue;
      const x = layout.originX + col;
      const y = layout.originY + row;
      if (square) {
        let run = 1;
        while (dark(row, col + run)) run += 1;
        d.push(`M${n(x)} ${n(y)}h${run}v1h-${run}z`);
        col += run - 1;
      } else {
        d.push(
          moduleShape(design.dots.shape, x, y, {
            top: dark(row - 1, col),
            right: dark(row, col + 1),
            bottom: dark(row + 1, col),
            left: dark(row, col - 1),
          }),
        );
      }
    }
  }
  return d.join('');
}

type Neighbours = { top: boolean; right: boolean; bottom: boolean; left: boolean };

function moduleShape(shape: QrDesign['dots']['shape'], x: number, y: number, nb: Neighbours): string {
  // Slightly overlapping circles: with gaps between them, a decoder loses its way in large
  // pictures (jsQR failed a third of 1024 px codes at a radius of 0.45, none of a hundred at 0.6).
  if (shape === 'dots') return circle(x + 0.5, y + 0.5, 0.6);
  if (shape === 'square') return `M${n(x)} ${n(y)}h1v1h-1z`;
  const r = shape === 'rounded' ? 0.3 : 0.5;
  const free = {
    tl: !nb.top && !nb.left,
    tr: !nb.top && !nb.right,
    br: !nb.bottom && !nb.right,
    bl: !nb.bottom && !nb.left,
  };
  if (shape === 'classy') return roundedRect(x, y, 1, 1, [free.tl ? 0.5 : 0, 0, free.br ? 0.5 : 0, 0]);
  return roundedRect(x, y, 1, 1, [free.tl ? r : 0, free.tr ? r : 0, free.br ? r : 0, free.bl ? r : 0]);
}

/** The three eyes: a 7-module ring and a 3-module centre, each in its shape and colour. */
function eyes(size: number, layout: QrSvgLayout, design: QrDesign, paint: string): string[] {
  const corners = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ].map(([c, r]) => [layout.originX + c, layout.originY + r]);
  const outer = corners.map(([x, y]) => ring(design.eyes.outer.shape, x, y)).join('');
  const inner = corners.map(([x, y]) => eyeCentre(design.eyes.inner.shape, x + 2, y + 2)).join('');
  return [
    `<path fill="${design.eyes.outer.color ?? paint}" fill-rule="evenodd" d="${outer}"/>`,
    `<path fill="${design.eyes.inner.color ?? paint}" d="${inner}"/>`,
  ];
}

function ring(shape: EyeShape, x: number, y: number): string {
  if (shape === 'circle') return circle(x + 3.5, y + 3.5, 3.5) + circle(x + 3.5, y + 3.5, 2.5);
  const [ro, ri] = shape === 'rounded' ? [2, 1.2] : [0, 0];
  return roundedRect(x, y, 7, 7, [ro, ro, ro, ro]) + roundedRect(x + 1, y + 1, 5, 5, [ri, ri, ri, ri]);
}

function eyeCentre(shape: EyeShape, x: number, y: number): string {
  if (shape === 'circle') return circle(x + 1.5, y + 1.5, 1.5);
  const r = shape === 'rounded' ? 0.8 : 0;
  return roundedRect(x, y, 3, 3, [r, r, r, r]);
}

function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`;
}

/** A rectangle with its own radius at each corner (top-left, top-right, bottom-right, bottom-left). */
function roundedRect(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: number[]): string {
  const arc = (r: number, ex: number, ey: number) => (r ? `A${n(r)} ${n(r)} 0 0 1 ${n(ex)} ${n(ey)}` : '');
  return (
    `M${n(x + tl)} ${n(y)}H${n(x + w - tr)}${arc(tr, x + w, y + tr)}` +
    `V${n(y + h - br)}${arc(br, x + w - br, y + h)}` +
    `H${n(x + bl)}${arc(bl, x, y + h - bl)}` +
    `V${n(y + tl)}${arc(tl, x + tl, y)}z`
  );
}

/** The frame's text as outlines of the bundled font (frame-text.ts). */
function bannerText(banner: Box, text: string, color: string): string {
  return `<path fill="${color}" d="${frameTextPath(text, banner, n)}"/>`;
}

/** Numbers without float noise (3 decimals at most). */
function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The file name a download gets: the label, or 'qrcode' (docs/product.md, QR details). */
export function qrDownloadFileName(label: string | null | undefined, extension: DownloadFormat): string {
  const base = (label ?? '')
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_')
    .replace(/\s+/g, ' ')
    .slice(0, 100)
    .trim();
  return `${base || 'qrcode'}.${extension}`;
}
