#!/usr/bin/env node
// npm run bench:render: the one renderer's redraw of a fully styled code (gradient, rounded
// dots and eyes, a logo, a call-to-action frame) against a plain square code, measured in
// the same run, as the live preview redraws it (the module matrix, then the SVG markup);
// then a 1024 px PNG of the styled code drawn and verified (rasterised and decoded at the
// three check widths) by the api's worker code, in this process.
// Prints p50 and p95 in milliseconds and styled/plain. BENCH_ROUNDS (300).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const here = new URL('.', import.meta.url).pathname;
const { create } = require('qrcode');
const { renderQrSvg, validateQrDesign, SCAN_CHECK_WIDTHS } = require('@qrpanel/contracts');
const worker = require(join(here, '..', 'src', 'modules', 'qrcodes', 'image.worker.js')).draw;

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const payload = 'https://qr.example.com/qr-redirect/Xq3vB1nR0cT8yWmZ2aK5dQ';
// A 64 px PNG logo (a red square), as a data: URL the SVG embeds.
const logoHref = `data:image/png;base64,${Buffer.from(
  worker({
    kind: 'png',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#C62828"/></svg>',
    width: 64,
  }),
).toString('base64')}`;

const styled = validateQrDesign({
  dots: {
    shape: 'rounded',
    gradient: {
      type: 'linear',
      rotation: 45,
      stops: [
        { offset: 0, color: '#1A237E' },
        { offset: 1, color: '#880E4F' },
      ],
    },
  },
  eyes: { outer: { shape: 'rounded', color: '#B71C1C' }, inner: { shape: 'circle' } },
  background: { color: '#FFF8E1' },
  logo: { path: '/logo.png', size: 0.22, padding: 0.5 },
  frame: { id: 'bubble', text: 'Scan for the menu!' },
}).design;
const plain = validateQrDesign({}).design;

function redraw(design) {
  const qr = create(payload, { errorCorrectionLevel: design.errorCorrection });
  const matrix = { size: qr.modules.size, isDark: (r, c) => Boolean(qr.modules.get(r, c)) };
  return renderQrSvg({ matrix, width: 256, design, logoHref: design.logo ? logoHref : null });
}

function measure(fn, n) {
  for (let i = 0; i < Math.min(20, n); i += 1) fn(); // warm-up
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

const f = (v) => v.toFixed(3).padStart(8);
const base = measure(() => redraw(plain), rounds);
const full = measure(() => redraw(styled), rounds);
console.log(`preview redraw, plain square code     p50 ${f(base.p50)} ms  p95 ${f(base.p95)} ms`);
console.log(`preview redraw, fully styled code     p50 ${f(full.p50)} ms  p95 ${f(full.p95)} ms`);
console.log(
  `styled/plain (p95)                    ${(full.p95 / base.p95).toFixed(2)}   target: under 16 ms at the 50 ms debounce`,
);

const svg1024 = renderQrSvg({
  matrix: (() => {
    const qr = create(payload, { errorCorrectionLevel: 'H' });
    return { size: qr.modules.size, isDark: (r, c) => Boolean(qr.modules.get(r, c)) };
  })(),
  width: 1024,
  design: styled,
  logoHref,
});
const png = measure(() => worker({ kind: 'png', svg: svg1024, width: 1024 }), Math.min(rounds, 40));
const verified = measure(
  () => {
    worker({ kind: 'png', svg: svg1024, width: 1024 });
    if (worker({ kind: 'verify', svg: svg1024, widths: [...SCAN_CHECK_WIDTHS], payload }).length)
      throw new Error('did not decode');
  },
  Math.min(rounds, 40),
);
const once = measure(
  () => {
    if (worker({ kind: 'verify', svg: svg1024, widths: [1024], payload }).length)
      throw new Error('did not decode');
  },
  Math.min(rounds, 40),
);
console.log(
  `PNG 1024 px drawn and decoded once    p50 ${f(once.p50)} ms  p95 ${f(once.p95)} ms   target: under 150 ms p95`,
);
console.log(`PNG 1024 px, styled                   p50 ${f(png.p50)} ms  p95 ${f(png.p95)} ms`);
console.log(
  `PNG 1024 px + decode at ${SCAN_CHECK_WIDTHS.join('/')} px   p50 ${f(verified.p50)} ms  p95 ${f(verified.p95)} ms   (the check on save)`,
);
