'use strict';
/*
 * The CPU-heavy work on a code's picture, in a child process of the api (see image-workers.ts):
 * rasterising its SVG to PNG, placing it in a PDF, and decoding it back to check it scans.
 * A process, not a worker thread: resvg's render is native code that a thread's termination
 * cannot interrupt, while ending a process stops a render that runs too long for good.
 * Plain JavaScript, so the same file loads from the compiled api and beside its sources.
 */
const { constants, setPriority } = require('node:os');
const { crc32 } = require('node:zlib');
const { Resvg } = require('@resvg/resvg-js');
const jsQR = require('jsqr');

// Renders yield the CPU to the api's own work (redirects, health checks) when both want it.
setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

const INCH_PER_METRE = 39.3701;
/** PDF points per inch. */
const POINTS = 72;

/** @param {string} svg @param {number} width @param {string} [background] */
function rasterise(svg, width, background) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    ...(background ? { background } : {}),
    // The SVG carries no text (the frame's letters are drawn as shapes): no fonts to load.
    font: { loadSystemFonts: false },
  }).render();
}

/** A PNG with its print resolution (a pHYs chunk after IHDR), so print software sizes it. */
function withDpi(png, dpi) {
  const ppm = Math.round(dpi * INCH_PER_METRE);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data[8] = 1; // unit: metre
  const type = Buffer.from('pHYs', 'ascii');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const ihdrEnd = 8 + 8 + 13 + 4; // signature, IHDR length+type, IHDR data, CRC
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/** @param {{ svg: string, width: number, dpi?: number }} task */
function png({ svg, width, dpi }) {
  const out = Buffer.from(rasterise(svg, width).asPng());
  return dpi ? withDpi(out, dpi) : out;
}

/**
 * Draws the picture at each width, on white as it would be printed, and reads it with jsQR
 * (a decoder of its own, not our encoder): the widths at which it did not read back `payload`.
 * @param {{ svg: string, widths: number[], payload: string }} task
 */
function verify({ svg, widths, payload }) {
  return widths.filter((width) => {
    const image = rasterise(svg, width, 'white');
    const found = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height, {
      inversionAttempts: 'dontInvert',
    });
    return found?.data !== payload;
  });
}

/**
 * A vector PDF: the SVG's shapes on a page the size of the code plus a margin. `width` is
 * the code's printed width in pixels at `dpi`. An SVG logo (which PDF cannot hold) goes in
 * rasterised at that resolution; PNG and JPEG logos go in as they are.
 * @param {{ svg: string, width: number, height: number, dpi: number, margin: number }} task
 */
function pdf({ svg, width, height, dpi, margin }) {
  const PDFDocument = require('pdfkit');
  const SVGtoPDF = require('svg-to-pdfkit');
  const w = (width / dpi) * POINTS;
  const h = (height / dpi) * POINTS;
  const doc = new PDFDocument({
    size: [w + 2 * margin, h + 2 * margin],
    margin: 0,
    compress: true,
    info: { Producer: 'QR Panel', Creator: 'QR Panel' },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  // The picture's own pixel size would be read as points: it is given the printed size.
  const sized = svg.replace(/^<svg([^>]*?) width="\d+" height="\d+"/, `<svg$1 width="${w}" height="${h}"`);
  SVGtoPDF(doc, sized, margin, margin, {
    width: w,
    height: h,
    assumePt: false,
    imageCallback: (href) => (href.startsWith('data:image/svg+xml') ? svgLogoAsPng(href, width) : href),
  });
  doc.end();
  return done;
}

function svgLogoAsPng(href, width) {
  const comma = href.indexOf(',');
  const meta = href.slice(0, comma);
  const body = href.slice(comma + 1);
  const text = meta.endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeURIComponent(body);
  const pngData = Buffer.from(rasterise(text, Math.max(64, Math.round(width / 3))).asPng());
  return `data:image/png;base64,${pngData.toString('base64')}`;
}

const TASKS = { png, verify, pdf };

/**
 * Tells the api that the render begins (image-workers.ts): its time limit counts from here,
 * not from when it was queued or its process was started. Resolves once the message is out,
 * as the render that follows holds this process until it is done.
 */
function announceStart() {
  return new Promise((resolve) =>
    process.send ? process.send({ renderStarted: true }, () => resolve()) : resolve(),
  );
}

/** @param {{ kind?: 'png' | 'verify' | 'pdf' }} task */
function draw(task) {
  return (TASKS[task.kind ?? 'png'] ?? png)(task);
}

/** What the pool runs: the task, once the api knows it begins. */
module.exports = async function run(task) {
  await announceStart();
  return draw(task);
};
/** The task drawn at once, for callers in this process (the render benchmark). */
module.exports.draw = draw;
