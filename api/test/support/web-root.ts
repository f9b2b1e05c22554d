import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for the built web apps: a shell whose index.html the tests can recognise. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'qrpanel-web-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>QR Panel shell</title>');
  return root;
}
