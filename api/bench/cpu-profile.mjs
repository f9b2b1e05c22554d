// Reads a V8 .cpuprofile (node --cpu-prof) and answers where the time went: the share of
// sampled time by place (the api's own files by folder, each package, Node's internals, the
// garbage collector, idle) and the functions with the most time of their own.
import { readFileSync } from 'node:fs';

/**
 * Self time in microseconds per profile node id, from the samples and their time deltas; only
 * the samples taken within `window` ([from, to] on the monotonic clock, in microseconds, as
 * process.hrtime gives it in any process of the machine) when one is given.
 */
function selfTimes(profile, window) {
  const self = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window[0] || at > window[1])) return;
    self.set(id, (self.get(id) ?? 0) + delta);
  });
  return self;
}

/** Now on the clock the profile's timestamps use, in microseconds. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives: "api src/modules/scans", "mysql2", "node:internal", "(garbage collector)", … */
function placeOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/dist\/(.+)\/[^/]+\.js$/);
  return own ? `api ${own[1]}` : url;
}

export function summarize(file, window, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = selfTimes(profile, window);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPlace = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const place = placeOf(node.callFrame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const name = `${node.callFrame.functionName || '(anonymous)'}  ${place}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const share = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const lines = [`sampled ${(total / 1e6).toFixed(1)} s`, '', 'by place:'];
  for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${share(us)}  ${place}`);
  lines.push('', 'functions by time of their own:');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${share(us)}  ${name}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(summarize(process.argv[2]));
