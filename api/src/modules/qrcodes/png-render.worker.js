'use strict';
/*
 * Rasterises one QR code SVG to PNG, in a child process of the api (see png-renderer.ts).
 * A process, not a worker thread: resvg's render is native code that a thread's termination
 * cannot interrupt, while ending a process stops a render that runs too long for good.
 * Plain JavaScript, so the same file loads from the compiled api and beside its sources.
 */
const { constants, setPriority } = require('node:os');
const { Resvg } = require('@resvg/resvg-js');

// Renders yield the CPU to the api's own work (redirects, health checks) when both want it.
setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

/** @param {{ svg: string, width: number }} task */
module.exports = function renderPng({ svg, width }) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    // The SVG carries no text (the frame's letters are drawn as shapes): no fonts to load.
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
};
