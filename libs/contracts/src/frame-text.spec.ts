import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameTextPath, unprintableCharacters } from './frame-text';

// The generator, run as it is shipped (CommonJS, with opentype.js and the font's files).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('../scripts/frame-font.js') as {
  frameFontSource: () => string;
  loadFonts: () => OpenTypeFont[];
};

interface OpenTypeGlyph {
  index: number;
  advanceWidth: number;
  getPath: (x: number, y: number, size: number) => { commands: { x?: number; y?: number }[] };
}

interface OpenTypeFont {
  unitsPerEm: number;
  charToGlyph: (ch: string) => OpenTypeGlyph;
  getKerningValue: (left: OpenTypeGlyph, right: OpenTypeGlyph) => number;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const box = { x: 10, y: 200, width: 300, height: 60 };
const n = (value: number) => String(Math.round(value * 1000) / 1000);

/** The on-curve points' bounds of path data (absolute M, relative m l q c, z), as SVG reads it. */
function bounds(d: string): Box & { moves: number } {
  const out = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity, moves: 0 };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, cmd, args] of d.matchAll(/([MmLlQqCcZz])([^MmLlQqCcZz]*)/g)) {
    const v = (args.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    if (cmd === 'z' || cmd === 'Z') {
      [x, y] = [startX, startY];
      continue;
    }
    const [ex, ey] = v.slice(-2);
    [x, y] = cmd === 'M' ? [ex, ey] : [x + ex, y + ey];
    if (cmd === 'M' || cmd === 'm') [startX, startY, out.moves] = [x, y, out.moves + (cmd === 'M' ? 1 : 0)];
    out.minX = Math.min(out.minX, x);
    out.maxX = Math.max(out.maxX, x);
    out.minY = Math.min(out.minY, y);
    out.maxY = Math.max(out.maxY, y);
  }
  return out;
}

/** The same text laid out from the font's file: each glyph's own path, its advance and kerning. */
function fontBounds(text: string): Box {
  const font = generator.loadFonts().find((f) => [...text].every((ch) => f.charToGlyph(ch).index !== 0));
  if (!font) throw new Error(`no subset draws ${text}`);
  const out = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  const size = 1000;
  let pen = 0;
  let previous: OpenTypeGlyph | undefined;
  for (const ch of text) {
    const glyph = font.charToGlyph(ch);
    if (previous) pen += (font.getKerningValue(previous, glyph) * size) / font.unitsPerEm;
    for (const c of glyph.getPath(pen, 0, size).commands) {
      if (c.x === undefined || c.y === undefined) continue;
      out.minX = Math.min(out.minX, c.x);
      out.maxX = Math.max(out.maxX, c.x);
      out.minY = Math.min(out.minY, c.y);
      out.maxY = Math.max(out.maxY, c.y);
    }
    pen += (glyph.advanceWidth * size) / font.unitsPerEm;
    previous = glyph;
  }
  return out;
}

describe('frame texts in Inter Bold', () => {
  it('keeps the outlines file as the generator writes it from the font', () => {
    const file = readFileSync(join(__dirname, 'frame-font-outlines.ts'), 'utf8');
    expect(file).toBe(generator.frameFontSource());
  });

  it.each([
    ['capitals', 'SCAN ME', 6],
    ['lower case and accents', 'Été café', 7],
    ['Cyrillic', 'Меню дня', 7],
    ['Greek', 'Ωμέγα', 5],
    ['signs', '50 % – 2×1 · 9,99 €', 13],
  ])('draws %s as the font lays them out, a glyph each, centred in the band', (_case, text, glyphs) => {
    const drawn = bounds(frameTextPath(text, box, n));
    expect(drawn.moves).toBe(glyphs);
    const font = fontBounds(text);
    // The same shape as the font's own glyphs laid out: width to height agrees.
    const ratio = (b: Box) => (b.maxX - b.minX) / (b.maxY - b.minY);
    expect(ratio(drawn)).toBeCloseTo(ratio(font), 1);
    // Inside the band, centred across it.
    expect(drawn.minX).toBeGreaterThan(box.x);
    expect(drawn.maxX).toBeLessThan(box.x + box.width);
    expect(drawn.minY).toBeGreaterThan(box.y);
    expect(drawn.maxY).toBeLessThan(box.y + box.height);
    expect(Math.abs(drawn.minX - box.x - (box.x + box.width - drawn.maxX))).toBeLessThan(box.width * 0.02);
  });

  it('gives capitals a fixed share of the band, and narrows a long text to its width', () => {
    const short = bounds(frameTextPath('HI', box, n));
    expect(short.maxY - short.minY).toBeCloseTo(box.height * 0.42, 1);
    const long = bounds(frameTextPath('ESCANEA PARA VER EL MENÚ HOY', box, n));
    expect(long.maxX - long.minX).toBeLessThanOrEqual(box.width * 0.85 + 0.5);
    expect(long.maxX - long.minX).toBeGreaterThan(box.width * 0.8);
  });

  it('names the characters it cannot draw, each once', () => {
    expect(unprintableCharacters('メニュー ok ✓ メ')).toEqual(['メ', 'ニ', 'ュ', 'ー', '✓']);
    expect(unprintableCharacters('Scan mich – Größe, çà, Ж, ω, 9,99 €')).toEqual([]);
    // A decomposed accent is read as the letter it makes.
    expect(unprintableCharacters('Cafe\u0301')).toEqual([]);
  });
});
