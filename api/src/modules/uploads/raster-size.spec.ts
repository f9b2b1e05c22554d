import { PNG } from 'pngjs';
import { rasterSize } from './raster-size';

/** A PNG whose IHDR says `width` × `height`, and IDAT holds `idat` (the data may disagree). */
function pngDeclaring(width: number, height: number, idat = Buffer.alloc(0)): Buffer {
  const real = PNG.sync.write(new PNG({ width: 1, height: 1 }));
  const header = Buffer.from(real.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  const chunk = Buffer.alloc(12 + idat.length);
  chunk.writeUInt32BE(idat.length, 0);
  chunk.write('IDAT', 4, 'latin1');
  idat.copy(chunk, 8);
  return Buffer.concat([header, chunk, Buffer.from('0000000049454e44ae426082', 'hex')]);
}

/** A JPEG segment: marker, then its length and data. */
function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A frame header's data: precision, height, width, one component. */
function frame(width: number, height: number): Buffer {
  const data = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  data.writeUInt16BE(height, 1);
  data.writeUInt16BE(width, 3);
  return data;
}

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const SOS = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));

describe('rasterSize', () => {
  it('reads a PNG from its IHDR', () => {
    expect(rasterSize(PNG.sync.write(new PNG({ width: 300, height: 20 })))).toEqual({
      width: 300,
      height: 20,
    });
  });

  it('takes the IHDR at its word when the data holds far less: a decoder sizes its bitmap from it', () => {
    expect(rasterSize(pngDeclaring(30_000, 30_000, Buffer.from([0x78, 0x9c, 3, 0, 0, 0, 0, 1])))).toEqual({
      width: 30_000,
      height: 30_000,
    });
  });

  it('reads a JPEG from its frame header, past APP segments and a thumbnail in them', () => {
    const thumbnail = Buffer.concat([SOI, segment(0xc0, frame(9000, 9000)), EOI]);
    const jpeg = Buffer.concat([
      SOI,
      segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), thumbnail])),
      segment(0xc2, frame(640, 480)),
      SOS,
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56]),
      EOI,
    ]);
    expect(rasterSize(jpeg)).toEqual({ width: 640, height: 480 });
  });

  it.each([
    ['a lossless (SOF3)', 0xc3],
    ['an arithmetic-coded (SOF9)', 0xc9],
    ['a hierarchical (DHP)', 0xde],
  ])(
    'judges a JPEG by its largest frame, %s one included, whatever small frame follows it',
    (_kind, marker) => {
      const jpeg = Buffer.concat([
        SOI,
        segment(marker, frame(30_000, 30_000)),
        segment(0xc0, frame(1, 1)),
        SOS,
        EOI,
      ]);
      expect(rasterSize(jpeg)).toEqual({ width: 30_000, height: 30_000 });
    },
  );

  it('finds a frame header placed after a scan', () => {
    const jpeg = Buffer.concat([
      SOI,
      segment(0xc0, frame(8, 8)),
      SOS,
      Buffer.from([1, 2, 3]),
      segment(0xc0, frame(20_000, 20_000)),
      EOI,
    ]);
    expect(rasterSize(jpeg)).toEqual({ width: 20_000, height: 20_000 });
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['text', Buffer.from('not an image')],
    ['a PNG cut off in its IHDR', PNG.sync.write(new PNG({ width: 4, height: 4 })).subarray(0, 20)],
    ['a PNG whose first chunk is not IHDR', Buffer.from(pngDeclaring(4, 4)).fill(0x41, 12, 16)],
    ['a PNG of no width', pngDeclaring(0, 10)],
    ['a JPEG with no frame header', Buffer.concat([SOI, SOS, EOI])],
    [
      'a JPEG whose height waits for a DNL marker',
      Buffer.concat([SOI, segment(0xc0, frame(100, 0)), SOS, EOI]),
    ],
    [
      'a JPEG whose segment runs past its end',
      Buffer.concat([SOI, Buffer.from([0xff, 0xc0, 0x40, 0x00, 8])]),
    ],
  ])('answers null for %s', (_kind, bytes) => {
    expect(rasterSize(bytes)).toBeNull();
  });
});
