import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/architecture.md is the house's map: its "Modules" section has an entry for each
// folder of api/src/modules, named as the folder, so a module added or gone shows there.
const ROOT = join(__dirname, '../../..');

/** The level-3 headings of the document's "## Modules" section. */
function mappedModules(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Modules\n')) ?? '';
  return [...section.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim());
}

describe('the architecture document', () => {
  it('lists every module of api/src/modules, and no other', () => {
    const folders = readdirSync(join(ROOT, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...mappedModules()].sort()).toEqual([...folders].sort());
  });

  it('gives each module its public face, its index.ts', () => {
    for (const name of mappedModules()) {
      expect([name, readdirSync(join(ROOT, 'api/src/modules', name)).includes('index.ts')]).toEqual([
        name,
        true,
      ]);
    }
  });
});
