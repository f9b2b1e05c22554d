/**
 * A frame's text as outlines: each character's path from the bundled font
 * (frame-font-outlines.ts), scaled and placed in the frame's band, so every renderer (the
 * browser's preview, the server's PNG rasteriser, the PDF writer) draws the same letters
 * without a font file.
 */
import { FRAME_FONT_METRICS, FRAME_GLYPHS, FRAME_KERNING } from './frame-font-outlines';

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The share of the band the capitals' height takes, and the most of its width the text does. */
const CAP_SHARE = 0.42;
const WIDTH_SHARE = 0.85;

/** The characters of a text the frame's font cannot draw, each once, in order of appearance. */
export function unprintableCharacters(text: string): string[] {
  return [...new Set([...text.normalize('NFC')].filter((ch) => !(ch in FRAME_GLYPHS)))];
}

/** The kerning between the character at `i` and the one before it, in thousandths of the em. */
const kernBefore = (chars: string[], i: number) =>
  i > 0 ? (FRAME_KERNING[chars[i - 1] + chars[i]] ?? 0) : 0;

/** The text's width in thousandths of the em: advances and kerning. */
function textWidth(chars: string[]): number {
  return chars.reduce((width, ch, i) => width + FRAME_GLYPHS[ch][0] + kernBefore(chars, i), 0);
}

/**
 * The path data drawing `text` centred in `box`: capitals take CAP_SHARE of its height
 * (lower case and accents have room above and below), narrowed to fit its width.
 * Characters the font lacks are left out (the design's validation refuses them).
 */
export function frameTextPath(text: string, box: TextBox, format: (value: number) => string): string {
  const chars = [...text.normalize('NFC')].filter((ch) => ch in FRAME_GLYPHS);
  const width = textWidth(chars);
  const scale = Math.min(
    (box.height * CAP_SHARE) / FRAME_FONT_METRICS.capHeight,
    width > 0 ? (box.width * WIDTH_SHARE) / width : Infinity,
  );
  const baseline = box.y + (box.height + FRAME_FONT_METRICS.capHeight * scale) / 2;
  let pen = box.x + (box.width - width * scale) / 2;
  const d: string[] = [];
  chars.forEach((ch, i) => {
    pen += kernBefore(chars, i) * scale;
    const [advance, outline] = FRAME_GLYPHS[ch];
    if (outline) d.push(placeOutline(outline, pen, baseline, scale, format));
    pen += advance * scale;
  });
  return d.join('');
}

/**
 * A glyph's relative outline (y upwards, in thousandths of the em) placed at the pen on the
 * baseline: its first move made absolute (a later glyph's must not start from the one
 * before), every other number scaled, y turned downwards.
 */
function placeOutline(
  outline: string,
  x: number,
  baseline: number,
  scale: number,
  format: (value: number) => string,
): string {
  let index = 0;
  let out = '';
  for (const [token] of outline.matchAll(/[a-z]|-?\d+/g)) {
    if (/[a-z]/.test(token)) {
      out += index === 0 ? 'M' : token;
      continue;
    }
    const isX = index % 2 === 0;
    const value = Number(token) * scale * (isX ? 1 : -1) + (index === 0 ? x : index === 1 ? baseline : 0);
    const text = format(value);
    out += (/[a-zA-Z]$/.test(out) || text.startsWith('-') ? '' : ' ') + text;
    index += 1;
  }
  return out;
}
