/**
 * A code's design: module and eye shapes, colours or a gradient, background,
 * error correction, quiet zone, logo and frame. Stored with each code, drawn by renderQrSvg
 * for the preview and every download, and checked here the same way by the api and the form.
 */
import { HEX_COLOR_PATTERN, QR_DEFAULT_BACKGROUND, QR_DEFAULT_FOREGROUND } from './qr-validation';
import type { FieldErrors } from './qr-validation';
import { unprintableCharacters } from './frame-text';
import { DESIGN_MESSAGES } from './qr-design-checks';

/** The frames a code can be drawn in (frameId; design.frame.id). */
export const QR_FRAMES = [
  { id: 'none', label: 'No frame', description: 'The code alone, with its quiet zone.' },
  { id: 'border', label: 'Border', description: 'A rounded border in the foreground colour.' },
  {
    id: 'scan-me',
    label: 'Border with SCAN ME',
    description: 'The border with a banner below the code reading SCAN ME.',
  },
  { id: 'banner', label: 'Banner below', description: 'Your call to action in a band below the code.' },
  { id: 'banner-top', label: 'Banner above', description: 'Your call to action in a band above the code.' },
  { id: 'box', label: 'Box', description: 'A box around the code with your call to action at its foot.' },
  {
    id: 'bubble',
    label: 'Speech bubble',
    description: 'Your call to action in a bubble pointing at the code.',
  },
] as const;
export type FrameId = (typeof QR_FRAMES)[number]['id'];
export const FRAME_IDS: readonly FrameId[] = QR_FRAMES.map((f) => f.id);
export const DEFAULT_FRAME_ID: FrameId = 'none';
export const SCAN_ME_TEXT = 'SCAN ME';

export const DOT_SHAPES = ['square', 'rounded', 'dots', 'classy', 'extra-rounded'] as const;
export type DotShape = (typeof DOT_SHAPES)[number];
export const EYE_SHAPES = ['square', 'rounded', 'circle'] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];
export const GRADIENT_TYPES = ['linear', 'radial'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];

export const QUIET_ZONE_MIN = 2;
export const QUIET_ZONE_MAX = 16;
export const LOGO_SIZE_MAX = 0.3;
export const LOGO_SIZE_MIN = 0.05;
/** Around the logo, in modules. */
export const LOGO_PADDING_MAX = 4;
export const FRAME_TEXT_MAX_LENGTH = 30;
export const GRADIENT_STOPS_MIN = 2;
export const GRADIENT_STOPS_MAX = 3;

export interface GradientStop {
  offset: number;
  color: string;
}
export interface QrGradient {
  type: GradientType;
  /** Degrees, clockwise from left-to-right (linear only). */
  rotation?: number;
  stops: GradientStop[];
}
export interface QrDesign {
  dots: { shape: DotShape; color?: string; gradient?: QrGradient };
  eyes: { outer: { shape: EyeShape; color?: string }; inner: { shape: EyeShape; color?: string } };
  background: { color: string };
  errorCorrection: ErrorCorrectionLevel;
  quietZone: number;
  logo?: { path: string; size: number; padding?: number; excavate?: boolean };
  frame?: { id: FrameId; text?: string; color?: string; textColor?: string };
}

export const TRANSPARENT = 'transparent';
/** The logo's side before designs (a fifth of the code), kept for codes saved without one. */
export const DEFAULT_LOGO_SIZE = 0.2;
export const DEFAULT_QUIET_ZONE = 4;
export const DEFAULT_CTA_TEXT = SCAN_ME_TEXT;

/** The style fields codes had before designs; a code saved without a design is drawn from them. */
export interface LegacyStyle {
  foregroundColor: string;
  backgroundColor: string;
  logoPath: string | null;
  frameId: FrameId;
}

/** The design a code without one is drawn with: exactly the picture of the older fields. */
export function designFromStyle(style: LegacyStyle): QrDesign {
  return {
    dots: { shape: 'square', color: style.foregroundColor },
    eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
    background: { color: style.backgroundColor },
    errorCorrection: 'H',
    quietZone: DEFAULT_QUIET_ZONE,
    ...(style.logoPath ? { logo: { path: style.logoPath, size: DEFAULT_LOGO_SIZE, excavate: true } } : {}),
    ...(style.frameId !== 'none' ? { frame: { id: style.frameId } } : {}),
  };
}

export function defaultDesign(): QrDesign {
  return designFromStyle({
    foregroundColor: QR_DEFAULT_FOREGROUND,
    backgroundColor: QR_DEFAULT_BACKGROUND,
    logoPath: null,
    frameId: 'none',
  });
}

/** The older fields as a design shows them (answers keep foreground_color & co. meaningful). */
export function styleOfDesign(design: QrDesign): LegacyStyle {
  const bg = design.background.color;
  return {
    foregroundColor: dotsColor(design),
    backgroundColor: bg === TRANSPARENT ? QR_DEFAULT_BACKGROUND : bg,
    logoPath: design.logo?.path ?? null,
    frameId: design.frame?.id ?? 'none',
  };
}

/**
 * A design with older style fields applied (a client that knows only them edits a code that
 * has a design): a colour replaces the solid colour or gradient, a logo keeps the design's
 * size, a frame keeps its text. Fields left undefined change nothing; a null logo removes it.
 */
export function applyStyle(design: QrDesign, style: Partial<LegacyStyle>): QrDesign {
  const next = JSON.parse(JSON.stringify(design)) as QrDesign;
  if (style.foregroundColor) next.dots = { shape: next.dots.shape, color: style.foregroundColor };
  if (style.backgroundColor) next.background = { color: style.backgroundColor };
  if (style.logoPath === null || style.logoPath === '') delete next.logo;
  else if (style.logoPath) {
    next.logo = { size: DEFAULT_LOGO_SIZE, excavate: true, ...next.logo, path: style.logoPath };
  }
  if (style.frameId === 'none') delete next.frame;
  else if (style.frameId) next.frame = { ...next.frame, id: style.frameId };
  return next;
}

/** The modules' colour: the solid one, else the gradient's first stop. */
export function dotsColor(design: QrDesign): string {
  return design.dots.gradient?.stops[0]?.color ?? design.dots.color ?? QR_DEFAULT_FOREGROUND;
}

/** Frames that print a call to action. */
export function frameHasText(id: FrameId): boolean {
  return id !== 'none' && id !== 'border';
}

// ---- checking a design sent by a client ------------------------------------------------

export type DesignResult = { ok: true; design: QrDesign } | { ok: false; errors: FieldErrors };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Collects messages by field ('design.dots.shape'); each check answers the value or undefined. */
class DesignReader {
  readonly errors: FieldErrors = {};

  fail(field: string, message: string): undefined {
    (this.errors[field] ??= []).push(message);
    return undefined;
  }

  object(value: unknown, field: string, keys: readonly string[]): Obj | undefined {
    if (!isObj(value)) return this.fail(field, `${field} must be an object`);
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.fail(`${field}.${key}`, `${field}.${key} is not a design field`);
    }
    return value;
  }

  oneOf<T extends string>(value: unknown, field: string, options: readonly T[]): T | undefined {
    if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
    return this.fail(field, `${field} must be one of: ${options.join(', ')}`);
  }

  color(value: unknown, field: string, allowTransparent = false): string | undefined {
    if (typeof value === 'string' && HEX_COLOR_PATTERN.test(value)) return value.toUpperCase();
    if (allowTransparent && value === TRANSPARENT) return TRANSPARENT;
    const also = allowTransparent ? " or 'transparent'" : '';
    return this.fail(field, `${field} must be a colour written #RRGGBB${also}`);
  }

  number(value: unknown, field: string, min: number, max: number, integer = false): number | undefined {
    if (!isNum(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      const kind = integer ? 'a whole number' : 'a number';
      return this.fail(field, `${field} must be ${kind} from ${min} to ${max}`);
    }
    return value;
  }

  optional<T>(value: unknown, read: (v: unknown) => T | undefined): T | undefined {
    return value === undefined || value === null ? undefined : read(value);
  }
}

/**
 * The design a client sent, checked field by field (400 messages named by field), with the
 * parts it left out filled from the default design. Unknown fields are refused.
 */
export function validateQrDesign(raw: unknown): DesignResult {
  const r = new DesignReader();
  const base = defaultDesign();
  const d = r.object(raw, 'design', [
    'dots',
    'eyes',
    'background',
    'errorCorrection',
    'quietZone',
    'logo',
    'frame',
  ]);
  if (!d) return { ok: false, errors: r.errors };
  const design: QrDesign = {
    dots: readDots(r, d.dots) ?? base.dots,
    eyes: readEyes(r, d.eyes) ?? base.eyes,
    background: readBackground(r, d.background) ?? base.background,
    errorCorrection:
      r.optional(d.errorCorrection, (v) => r.oneOf(v, 'design.errorCorrection', ERROR_CORRECTION_LEVELS)) ??
      base.errorCorrection,
    quietZone:
      r.optional(d.quietZone, (v) => r.number(v, 'design.quietZone', QUIET_ZONE_MIN, QUIET_ZONE_MAX, true)) ??
      base.quietZone,
  };
  const logo = readLogo(r, d.logo);
  if (logo) design.logo = logo;
  const frame = readFrame(r, d.frame);
  if (frame && frame.id !== 'none') design.frame = frame;
  return Object.keys(r.errors).length ? { ok: false, errors: r.errors } : { ok: true, design };
}

function readDots(r: DesignReader, raw: unknown): QrDesign['dots'] | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, 'design.dots', ['shape', 'color', 'gradient']);
  if (!o) return undefined;
  const dots: QrDesign['dots'] = { shape: r.oneOf(o.shape, 'design.dots.shape', DOT_SHAPES) ?? 'square' };
  const color = r.optional(o.color, (v) => r.color(v, 'design.dots.color'));
  if (color) dots.color = color;
  const gradient = r.optional(o.gradient, (v) => readGradient(r, v));
  if (gradient) dots.gradient = gradient;
  if (!color && !gradient && o.gradient === undefined && o.color === undefined) {
    dots.color = QR_DEFAULT_FOREGROUND;
  }
  return dots;
}

function readGradient(r: DesignReader, raw: unknown): QrGradient | undefined {
  const field = 'design.dots.gradient';
  const o = r.object(raw, field, ['type', 'rotation', 'stops']);
  if (!o) return undefined;
  const type = r.oneOf(o.type, `${field}.type`, GRADIENT_TYPES);
  const rotation = r.optional(o.rotation, (v) => r.number(v, `${field}.rotation`, -360, 360));
  if (!Array.isArray(o.stops) || o.stops.length < GRADIENT_STOPS_MIN || o.stops.length > GRADIENT_STOPS_MAX) {
    return r.fail(
      `${field}.stops`,
      `${field}.stops must be a list of ${GRADIENT_STOPS_MIN} or ${GRADIENT_STOPS_MAX} stops`,
    );
  }
  const stops = o.stops.map((stop, i) => {
    const s = r.object(stop, `${field}.stops.${i}`, ['offset', 'color']);
    return {
      offset: r.number(s?.offset, `${field}.stops.${i}.offset`, 0, 1) ?? 0,
      color: r.color(s?.color, `${field}.stops.${i}.color`) ?? QR_DEFAULT_FOREGROUND,
    };
  });
  if (!type) return undefined;
  return { type, ...(rotation !== undefined ? { rotation } : {}), stops };
}

function readEyes(r: DesignReader, raw: unknown): QrDesign['eyes'] | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, 'design.eyes', ['outer', 'inner']);
  if (!o) return undefined;
  const eye = (value: unknown, field: string) => {
    if (value === undefined) return { shape: 'square' as EyeShape };
    const e = r.object(value, field, ['shape', 'color']);
    const out: { shape: EyeShape; color?: string } = {
      shape: r.oneOf(e?.shape, `${field}.shape`, EYE_SHAPES) ?? 'square',
    };
    const color = r.optional(e?.color, (v) => r.color(v, `${field}.color`));
    if (color) out.color = color;
    return out;
  };
  return { outer: eye(o.outer, 'design.eyes.outer'), inner: eye(o.inner, 'design.eyes.inner') };
}

function readBackground(r: DesignReader, raw: unknown): QrDesign['background'] | undefined {
  if (raw === undefined) return undefined;
  const o = r.object(raw, 'design.background', ['color']);
  const color = r.color(o?.color, 'design.background.color', true);
  return color ? { color } : undefined;
}

function readLogo(r: DesignReader, raw: unknown): QrDesign['logo'] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const o = r.object(raw, 'design.logo', ['path', 'size', 'padding', 'excavate']);
  if (!o) return undefined;
  if (typeof o.path !== 'string' || !o.path || o.path.length > 255) {
    return r.fail('design.logo.path', 'design.logo.path must be the address of an uploaded logo');
  }
  const size = r.number(o.size ?? DEFAULT_LOGO_SIZE, 'design.logo.size', LOGO_SIZE_MIN, LOGO_SIZE_MAX);
  const padding = r.optional(o.padding, (v) => r.number(v, 'design.logo.padding', 0, LOGO_PADDING_MAX));
  if (o.excavate !== undefined && typeof o.excavate !== 'boolean') {
    r.fail('design.logo.excavate', 'design.logo.excavate must be true or false');
  }
  if (size === undefined) return undefined;
  return {
    path: o.path,
    size,
    ...(padding !== undefined ? { padding } : {}),
    excavate: o.excavate !== false,
  };
}

function readFrame(r: DesignReader, raw: unknown): QrDesign['frame'] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const o = r.object(raw, 'design.frame', ['id', 'text', 'color', 'textColor']);
  if (!o) return undefined;
  const id = r.oneOf(o.id, 'design.frame.id', FRAME_IDS);
  const frame: NonNullable<QrDesign['frame']> = { id: id ?? 'none' };
  const text = r.optional(o.text, (v) => readFrameText(r, v));
  if (text) frame.text = text;
  const color = r.optional(o.color, (v) => r.color(v, 'design.frame.color'));
  if (color) frame.color = color;
  const textColor = r.optional(o.textColor, (v) => r.color(v, 'design.frame.textColor'));
  if (textColor) frame.textColor = textColor;
  return id ? frame : undefined;
}

function readFrameText(r: DesignReader, raw: unknown): string | undefined {
  const field = 'design.frame.text';
  if (typeof raw !== 'string') return r.fail(field, `${field} must be text`);
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if ([...text].length > FRAME_TEXT_MAX_LENGTH) {
    return r.fail(field, `${field} must be at most ${FRAME_TEXT_MAX_LENGTH} characters`);
  }
  const unprintable = unprintableCharacters(text);
  if (unprintable.length) return r.fail(field, DESIGN_MESSAGES.frameTextUnprintable(field, unprintable));
  return text;
}
