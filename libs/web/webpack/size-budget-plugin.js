// Prints the gzip size of what a browser downloads and fails the build past a budget.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const KB = 1024;

/** Read from disk: once emitted, webpack keeps only the assets' sizes in memory. */
function emitted(compilation, file) {
  const full = path.join(compilation.outputOptions.path, file);
  return existsSync(full) ? readFileSync(full) : null;
}

function gzipBytes(compilation, file) {
  const content = emitted(compilation, file);
  return content ? gzipSync(content, { level: 9 }).length : 0;
}

function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * `groups(compilation)` answers [{ label, files, budgetKb? }]: each group's files are summed
 * (gzip level 9) and printed; a group over its budget is a build error.
 */
class SizeBudgetPlugin {
  constructor({ title, groups }) {
    this.title = title;
    this.groups = groups;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SizeBudgetPlugin', (compilation) => {
      const lines = [];
      for (const group of this.groups(compilation)) {
        const sizes = group.files.map((file) => [file, gzipBytes(compilation, file)]);
        const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
        const budget = group.budgetKb ? ` (budget ${group.budgetKb} KB)` : '';
        lines.push(`  ${group.label}: ${formatKb(total)} gzip${budget}`);
        if (group.detail) {
          for (const [file, bytes] of sizes.sort((a, b) => b[1] - a[1]))
            lines.push(`      ${formatKb(bytes).padStart(9)}  ${file}`);
        }
        if (group.budgetKb && total > group.budgetKb * KB) {
          const { WebpackError } = compiler.webpack;
          compilation.errors.push(
            new WebpackError(
              `${this.title}: ${group.label} is ${formatKb(total)} gzip, over its budget of ${group.budgetKb} KB.`,
            ),
          );
        }
      }
      console.log(`\n${this.title}\n${lines.join('\n')}\n`);
    });
  }
}

/**
 * The JavaScript a first visit loads: the entry's chunks and every chunk reachable from
 * them, the shared libraries included, except behind an import() whose request matches
 * `deferred` (code fetched later, when a screen first needs it).
 */
function initialJavaScript(compilation, deferred) {
  return initialFiles(compilation, deferred, '.js');
}

/** The same for the files whose names end with `extension` (the stylesheets: '.css'). */
function initialFiles(compilation, deferred, extension) {
  const isDeferred = (group) => group.origins.some((o) => deferred && deferred.test(o.request ?? ''));
  const seen = new Set();
  const queue = [...compilation.entrypoints.values()];
  while (queue.length) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const child of group.getChildren()) if (!isDeferred(child)) queue.push(child);
  }
  const files = new Set();
  for (const group of seen) {
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
  }
  return [...files].sort();
}

/** The JavaScript files left out of the initial load. */
function deferredJavaScript(compilation, initial) {
  const first = new Set(initial);
  return compilation
    .getAssets()
    .map((a) => a.name)
    .filter((name) => name.endsWith('.js') && !first.has(name))
    .sort();
}

/**
 * Per exposed module, the remote's own files the host loads to show it (from
 * mf-manifest.json); the shared libraries come from the host and are not counted.
 */
function exposedModules(compilation, manifestFile) {
  const content = emitted(compilation, manifestFile);
  if (!content) return [];
  const manifest = JSON.parse(content.toString());
  return manifest.exposes.map((expose) => ({
    label: `expose ${expose.path}`,
    files: expose.assets.js.sync.filter((f) => f.endsWith('.js')),
  }));
}

module.exports = { SizeBudgetPlugin, initialFiles, initialJavaScript, deferredJavaScript, exposedModules };
