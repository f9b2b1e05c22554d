import { Resvg } from '@resvg/resvg-js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a real decoder (jsQR) reads from RGBA pixels, on white. */
function read(pixels: Uint8ClampedArray, width: number, height: number): string | undefined {
  return jsQR(pixels, width, height)?.data;
}

/** The text a PNG's QR code carries (transparent pixels read as the paper's white). */
export function decodePng(body: Buffer): { text: string | undefined; width: number; height: number } {
  const png = PNG.sync.read(body);
  const data = new Uint8ClampedArray(png.data);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] / 255;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.round(data[i + c] * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  return { text: read(data, png.width, png.height), width: png.width, height: png.height };
}

/** An SVG answer drawn by resvg (a library, not our renderer), then decoded. */
export function decodeSvg(svg: string, width = 600): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: 'white' }).render();
  return read(new Uint8ClampedArray(image.pixels), image.width, image.height);
}

/** A PDF answer rasterised by poppler's pdftoppm (Debian's poppler-utils), then decoded. */
export function decodePdf(pdf: Buffer, dpi = 150): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  try {
    writeFileSync(join(dir, 'code.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', 'code.pdf', 'page'], { cwd: dir });
    return decodePng(readFileSync(join(dir, 'page.png'))).text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's first page size in points, from its MediaBox. */
export function pdfPageSize(pdf: Buffer): { width: number; height: number } | null {
  const box = /\/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}
