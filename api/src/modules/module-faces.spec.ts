import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The lint's module faces (eslint.boundaries.mjs): a module imports another only through its
// index. ESLint loads its configuration (eslint.config.mjs) with import(), which jest's module
// sandbox refuses, so a node process of its own runs ESLint's Node API on each snippet, with
// the repository's configuration and the type-aware rules off (the snippets are no files).
const ROOT = join(__dirname, '../../..');
const LINT = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const out = [];
for (const [filePath, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
console.log(JSON.stringify(out));
`;

type Message = { ruleId: string | null; message: string };

/** The messages ESLint gives each snippet, as if it were the file at its path. */
function lint(snippets: [path: string, code: string][]): Message[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(snippets)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Message[][];
}

const imports = (messages: Message[]) =>
  messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === null).map((m) => m.message);

describe('module faces in the lint', () => {
  let results: Message[][];
  beforeAll(() => {
    results = lint([
      ['api/src/modules/scans/x.ts', "export { QrCodesRepository } from '../qrcodes/qr-codes.repository';\n"],
      [
        'api/src/modules/scans/analytics/x.ts',
        "export type { User } from '../../identity/users/user.entity';\n",
      ],
      ['api/src/modules/scans/x.ts', "export { CodeLookup } from '../qrcodes';\n"],
      ['api/src/modules/scans/analytics/x.ts', "export type { User } from '../../identity';\n"],
      ['api/src/modules/scans/x.ts', "export { ScansRepository } from './scans.repository';\n"],
      ['api/src/modules/qrcodes/x.ts', "export { ScansModule } from '../scans';\n"],
      ['api/src/modules/scans/analytics/x.ts', "export { ScansModule } from '..';\n"],
    ]);
  });

  it("refuses an import of another module's inner file, and says to import its index", () => {
    expect(imports(results[0])).toEqual([
      "'../qrcodes/qr-codes.repository' import is restricted from being used by a pattern. Import modules/qrcodes from the module's index ('../qrcodes', its face), never from an inner file.",
    ]);
    expect(imports(results[1])).toEqual([expect.stringContaining("from the module's index ('../identity'")]);
  });

  it("passes an import of another module's index, and a module's own inner files", () => {
    expect(imports(results[2])).toEqual([]);
    expect(imports(results[3])).toEqual([]);
    expect(imports(results[4])).toEqual([]);
  });

  it("refuses a module's import of its own index, a cycle through its face", () => {
    expect(imports(results[6])).toEqual([
      expect.stringContaining("modules/scans's own files import each other"),
    ]);
  });

  it('still refuses a module on a higher floor, through its index too', () => {
    expect(imports(results[5])).toEqual([
      expect.stringContaining('modules/qrcodes may import only platform/'),
    ]);
  });
});

describe('a face offers services, in the lint', () => {
  const refusals = (messages: Message[]) =>
    messages.filter((m) => m.message.includes('never a repository')).map((m) => m.ruleId);

  it("refuses a repository on a module's face, and passes its services", () => {
    const results = lint([
      ['api/src/modules/qrcodes/index.ts', "export { QrCodesRepository } from './qr-codes.repository';\n"],
      [
        'api/src/modules/qrcodes/index.ts',
        "export { QrCodesRepository as Codes } from './qr-codes.repository';\n",
      ],
      ['api/src/modules/qrcodes/index.ts', "export * from './qr-codes.repository';\n"],
      ['api/src/modules/qrcodes/index.ts', "export { CodeLookup } from './code-lookup.service';\n"],
    ]);
    expect(results.map(refusals)).toEqual([
      ['no-restricted-syntax'],
      ['no-restricted-syntax'],
      ['no-restricted-syntax'],
      [],
    ]);
  });
});

describe("each table's one owner in the lint", () => {
  const syntax = (messages: Message[]) =>
    messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  let results: Message[][];
  beforeAll(() => {
    const query = (sql: string) =>
      `export const q = (db: { query: (s: string) => unknown }) => db.query(\`${sql}\`);\n`;
    results = lint([
      [
        'api/src/modules/scans/x.repository.ts',
        query('SELECT s.id, q.label FROM scans s JOIN qr_codes q ON q.id = s.qr_code_id'),
      ],
      ['api/src/modules/scans/x.repository.ts', "export const sql = 'SELECT COUNT(*) FROM users';\n"],
      ['api/src/modules/scans/x.repository.ts', query('INSERT INTO jobs (kind) VALUES (1)')],
      ['api/src/modules/scans/x.repository.ts', query('SELECT COUNT(*) FROM scans s WHERE s.qr_code_id = 1')],
      ['api/src/modules/qrcodes/x.repository.ts', query('UPDATE qr_codes SET scans_count = 1')],
    ]);
  });

  it("refuses SQL naming another module's table, or the platform's, and names its owner", () => {
    expect(syntax(results[0])).toEqual([
      expect.stringMatching(
        /^SQL in modules\/scans names only its own tables; .*qr_codes.* belong to modules\/qrcodes: ask its service\.$/,
      ),
    ]);
    expect(syntax(results[1])).toEqual([expect.stringContaining('belong to modules/identity')]);
    expect(syntax(results[2])).toEqual([expect.stringContaining('belong to api/src/platform')]);
  });

  it("passes SQL naming the module's own tables", () => {
    expect(syntax(results[3])).toEqual([]);
    expect(syntax(results[4])).toEqual([]);
  });
});

// The rule of docs/decisions/background-work.md, in the same lint (eslint.config.mjs).
describe('no setInterval in modules, in the lint', () => {
  const refusals = (messages: Message[]) =>
    messages.filter((m) => m.message.includes('No setInterval in modules')).map((m) => m.ruleId);

  it('refuses setInterval in a module, however it is reached, and lets platform/ have its timers', () => {
    const results = lint([
      ['api/src/modules/scans/x.ts', 'export const t = setInterval(() => undefined, 10);\n'],
      ['api/src/modules/scans/x.ts', 'export const t = globalThis.setInterval(() => undefined, 10);\n'],
      [
        'api/src/modules/scans/x.repository.ts',
        "import { setInterval as every } from 'node:timers';\nexport const t = every(() => undefined, 10);\n",
      ],
      ['api/src/modules/scans/x.ts', 'export const t = setTimeout(() => undefined, 10);\n'],
      ['api/src/platform/jobs/x.ts', 'export const t = setInterval(() => undefined, 10);\n'],
    ]);
    expect(results.map(refusals)).toEqual([
      ['no-restricted-globals'],
      ['no-restricted-properties'],
      ['no-restricted-syntax'],
      [],
      [],
    ]);
  });
});
