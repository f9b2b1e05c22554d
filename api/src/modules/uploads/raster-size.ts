/**
 * The width and height a PNG or JPEG decodes to, read from the headers a decoder sizes its
 * bitmap from, without decoding it.
 *
 * What counts is what a decoder allocates, never what a file says it is for: a PNG's pHYs, a
 * JPEG's EXIF dimensions or an SVG's `<image width>` are declarations the data may contradict
 * and no decoder sizes anything from. A PNG decodes to exactly its IHDR's width × height (the
 * first chunk, where every decoder reads it), whatever its IDAT holds: rows missing from the
 * data come out blank, data beyond them is ignored, so a 109 KB file declaring 30000 × 30000
 * costs a decoder 3.6 GB. A JPEG decodes to its frame header (SOFn, or DHP in a hierarchical
 * one); a file with more than one is judged by the largest, so a small frame placed after a
 * large one cannot pass for the image (readers that know only baseline and progressive
 * frames return such a decoy). A height of 0 (to be set later by a DNL marker) is refused
 * as unreadable: its real size is not known until the whole image is decoded.
 */
export interface RasterSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The decoded size of a PNG or JPEG; null when the bytes are neither, or their header is broken. */
export function rasterSize(bytes: Buffer): RasterSize | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return null;
}

function pngSize(bytes: Buffer): RasterSize | null {
  // The IHDR chunk comes first: length 13, its type, then width and height.
  if (bytes.length < 24 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return null;
  }
  return measured(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Markers that hold a frame's size: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC); and DHP. */
function holdsFrameSize(marker: number): boolean {
  return (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) || marker === 0xde;
}

/** Markers without a length: TEM, RST0–7, SOI, EOI. */
function standsAlone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
}

/**
 * Walks every marker of the file: segments by their length, and after each start of scan
 * the entropy-coded data up to the next marker (0xFF followed by neither 0x00, which
 * escapes a data byte, nor a restart marker).
 */
function jpegSize(bytes: Buffer): RasterSize | null {
  let largest: RasterSize | null = null;
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    i += 2;
    if (marker === 0xff) {
      i -= 1; // a fill byte before the marker
      continue;
    }
    if (marker === 0xd9) break;
    if (standsAlone(marker)) continue;
    if (i + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(i);
    if (length < 2 || i + length > bytes.length) return null;
    if (holdsFrameSize(marker)) {
      if (length < 7) return null;
      const size = measured(bytes.readUInt16BE(i + 5), bytes.readUInt16BE(i + 3));
      if (!size) return null;
      if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
    }
    i += length;
    if (marker === 0xda) i = nextMarker(bytes, i);
  }
  return largest;
}

/** Where the entropy-coded data starting at `from` ends: at the next marker that is not data. */
function nextMarker(bytes: Buffer, from: number): number {
  let i = from;
  while (i + 1 < bytes.length) {
    const next = bytes[i + 1];
    if (bytes[i] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return i;
    i += 1;
  }
  return bytes.length;
}

function measured(width: number, height: number): RasterSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}
