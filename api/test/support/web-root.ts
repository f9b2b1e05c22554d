import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in for the built web apps: the shell's page and a code's public page (built
 * apart, under shell/dist/public), each with a title the tests can recognise.
 */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'qrpanel-web-'));
  mkdirSync(join(root, 'shell', 'dist', 'public'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>QR Panel shell</title>');
  writeFileSync(
    join(root, 'shell', 'dist', 'public', 'index.html'),
    '<!doctype html><title>QR Panel public page</title>',
  );
  return root;
}

/**
 * Web apps laid out as libs/web/webpack builds them: files named with their content hash,
 * entry files under fixed names, and a .br and a .gz beside each (`files` maps a path
 * under the web root to its content).
 */
export function precompressedWebRoot(files: Record<string, string>): string {
  const root = fakeWebRoot();
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    writeFileSync(`${full}.br`, brotliCompressSync(content));
    writeFileSync(`${full}.gz`, gzipSync(content));
  }
  return root;
}
