// Loaded into the api by `node --import` (npm run bench:import-stalls): keeps the longest
// event-loop stall, the longest garbage collection and the peak memory since the last
// report, and on SIGUSR2 writes them to stderr as one line
// (`event-loop-probe {"maxMs":…,"gcMs":…,"rssMb":…}`) and starts again.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 2 });
delay.enable();
let longestGap = 0;
let longestGc = 0;
let peakRss = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
}).observe({ entryTypes: ['gc'] });

// A 1 ms timer's longest gap, beside the histogram: a stall that ends just before the
// report is not in the histogram yet.
let last = performance.now();
function tick() {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - last);
  last = now;
}
setInterval(tick, 1).unref();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10).unref();

process.on('SIGUSR2', () => {
  tick();
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const report = {
    maxMs: Math.round(Math.max(delay.max / 1e6, longestGap) * 10) / 10,
    gcMs: Math.round(longestGc * 10) / 10,
    rssMb: Math.round(peakRss / 1024 / 1024),
  };
  process.stderr.write(`event-loop-probe ${JSON.stringify(report)}\n`);
  delay.reset();
  longestGap = 0;
  longestGc = 0;
  peakRss = 0;
});
