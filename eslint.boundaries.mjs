// The import boundaries, as lint rules (no-restricted-imports), so a violation fails the lint.
//
// Between projects, by the Nx tags in each package.json ("nx": { "tags": [...] }):
// scope:web and scope:api code each import only their own scope and scope:shared (web code
// talks to the api over HTTP); an app (type:app: the api, the shell, a remote) imports no
// other app, so a remote never imports another remote or the shell. e2e drives them all.
//
// Inside the api, by floors: api/src/platform knows no domain (it imports neither
// api/src/modules nor the composition root at the top of api/src), and a module imports
// only platform/ and the modules on lower floors. And by faces: a module imports another
// only through its index ('../qrcodes'), never an inner file (docs/decisions/module-faces.md).
import { readdirSync, readFileSync } from 'node:fs';

const PROJECT_DIRS = [
  'libs/contracts',
  'libs/web',
  'libs/client',
  'api',
  'shell',
  'mfe-qrcodes',
  'mfe-admin',
  'mfe-billing',
  'e2e',
];

/** Which scopes a scope may import. */
const SCOPES_ALLOWED = {
  'scope:shared': ['scope:shared'],
  'scope:web': ['scope:web', 'scope:shared'],
  'scope:api': ['scope:api', 'scope:shared'],
  'scope:e2e': ['scope:e2e', 'scope:web', 'scope:api', 'scope:shared'],
};

/** The api's domain modules, lowest floor first; modules on one floor do not import each other. */
const API_FLOORS = [
  ['audit'],
  ['settings'],
  ['mail'],
  ['identity'],
  ['workspaces'],
  ['billing', 'contact'],
  ['uploads', 'domains'],
  ['qrcodes'],
  ['scans'],
  ['developers'],
];

/** The files at the top of api/src: the composition root, which imports everything. */
const API_ROOT_FILES = ['app.module', 'app.factory', 'main', 'entities', 'jobs', 'data-source', 'openapi'];

const projects = PROJECT_DIRS.map((dir) => {
  const pkg = JSON.parse(readFileSync(new URL(`./${dir}/package.json`, import.meta.url), 'utf8'));
  const tags = pkg.nx?.tags ?? [];
  const scope = tags.find((t) => t.startsWith('scope:'));
  if (!scope || !SCOPES_ALLOWED[scope]) throw new Error(`${dir}/package.json: nx.tags needs a scope:* tag`);
  return { dir, name: pkg.name, scope, app: tags.includes('type:app') };
});

const label = (p) => `${p.dir} (${p.scope}${p.app ? ', an app' : ''})`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The patterns that keep `project` out of the projects it may not import. */
function projectPatterns(project) {
  return projects
    .filter((other) => other !== project)
    .filter((other) => !SCOPES_ALLOWED[project.scope].includes(other.scope) || (project.app && other.app))
    .map((other) => ({
      regex: `^${escape(other.name)}(/|$)|^(\\.\\./)+(${[...new Set([other.dir, other.dir.split('/').pop()])].map(escape).join('|')})/(src|test|tests)/`,
      message: `${label(project)} may not import ${label(other)}.`,
    }));
}

/**
 * A relative import that climbs out of a module into one of `names` (its index or anything in
 * its folder), or into modules/<name>. With `inner`, only what lies inside the folder.
 */
const moduleImport = (names, inner = false) => {
  const rest = inner ? '/' : '(/|$)';
  return `^(\\.\\./)+(modules/)?(${names.join('|')})${rest}|(^|/)modules/(${names.join('|')})${rest}`;
};

/** no-restricted-imports blocks for the api's platform/ and each floor of modules/. */
function apiFloorBlocks(base) {
  const root = {
    regex: `^(\\.\\./)+(${API_ROOT_FILES.join('|')})$`,
    message: 'The composition root (the top of api/src) imports the rooms, never the other way.',
  };
  const all = API_FLOORS.flat();
  const blocks = [
    {
      files: ['api/src/platform/**/*.ts'],
      patterns: [
        ...base,
        root,
        {
          regex: `(^|/)modules/|${moduleImport(all)}`,
          message: 'api/src/platform knows no domain: it may not import api/src/modules.',
        },
      ],
    },
  ];
  API_FLOORS.forEach((floor, level) => {
    for (const name of floor) {
      const above = API_FLOORS.slice(level)
        .flat()
        .filter((other) => other !== name);
      const below = API_FLOORS.slice(0, level).flat();
      const patterns = [
        ...base,
        root,
        {
          regex: `^\\.\\.?(/\\.\\.)*/?(index)?$|^(\\.\\./)+${name}(/index)?/?$`,
          message: `modules/${name}'s own files import each other, not its index: an import back through the face makes a cycle, which leaves Nest's decorators with undefined.`,
        },
      ];
      if (above.length > 0) {
        patterns.push({
          regex: moduleImport(above),
          message: `modules/${name} may import only platform/ and lower floors (${below.join(', ') || 'none'}), not ${above.join(', ')}.`,
        });
      }
      for (const other of below) {
        patterns.push({
          regex: moduleImport([other], true),
          message: `Import modules/${other} from the module's index ('../${other}', its face), never from an inner file.`,
        });
      }
      blocks.push({ files: [`api/src/modules/${name}/**/*.ts`], patterns });
    }
  });
  return blocks;
}

/** The projects `dir` may not import, as no-restricted-imports patterns. */
export function projectBoundaries(dir) {
  const project = projects.find((p) => p.dir === dir);
  if (!project) throw new Error(`${dir} is not a project`);
  return projectPatterns(project);
}

/**
 * The no-restricted-imports configuration of every project (and of the api's rooms), with
 * `extra[dir]` patterns of a project's own: ESLint keeps only the last options given for a
 * rule, so each file's options are built whole here.
 */
export function boundaries(extra = {}) {
  const blocks = [];
  for (const project of projects) {
    const patterns = [...projectPatterns(project), ...(extra[project.dir] ?? [])];
    blocks.push({ files: [`${project.dir}/**/*.{ts,tsx}`], patterns });
    if (project.dir === 'api') blocks.push(...apiFloorBlocks(patterns));
  }
  return blocks.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

/** Each table's owner: the module (or platform) whose entities name it in @Entity('…'). */
function tableOwners() {
  const owners = new Map();
  const read = (dir, owner) => {
    for (const entry of readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) read(path, owner);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const text = readFileSync(new URL(path, import.meta.url), 'utf8');
        for (const [, table] of text.matchAll(/@Entity\('([a-z_]+)'/g)) owners.set(table, owner);
      }
    }
  };
  read('./api/src/platform', 'platform');
  for (const name of API_FLOORS.flat()) read(`./api/src/modules/${name}`, name);
  return owners;
}

/**
 * Each table has one owner: in a module, no string of SQL names another module's (or the
 * platform's) table; it asks the owning module's service instead. Text is judged where a
 * statement names its tables (FROM, JOIN, INTO, UPDATE, TABLE).
 */
function tableSelectors(name, owners) {
  const byOwner = new Map();
  for (const [table, owner] of owners) {
    if (owner !== name) byOwner.set(owner, [...(byOwner.get(owner) ?? []), table]);
  }
  return [...byOwner].flatMap(([owner, tables]) => {
    const regex = `\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+[\`"]?(${tables.join('|')})\\b`;
    const message = `SQL in modules/${name} names only its own tables; ${[...tables].sort().join(', ')} belong to ${owner === 'platform' ? 'api/src/platform' : `modules/${owner}`}: ask its service.`;
    return [
      { selector: `Literal[value=/${regex}/]`, message },
      { selector: `TemplateElement[value.raw=/${regex}/]`, message },
    ];
  });
}

/**
 * The api modules' no-restricted-syntax configuration: `serviceRules` for their files but
 * the repositories (where SQL lives), `everyFileRules` and the tables of other owners
 * refused in every file.
 * Built whole per file, since ESLint keeps only the last options given for a rule.
 */
export function apiSqlBlocks(serviceRules, everyFileRules = []) {
  const owners = tableOwners();
  return API_FLOORS.flat().flatMap((name) => {
    const tables = tableSelectors(name, owners);
    return [
      {
        files: [`api/src/modules/${name}/**/*.repository.ts`],
        ignores: ['**/*.spec.ts'],
        rules: { 'no-restricted-syntax': ['error', ...everyFileRules, ...tables] },
      },
      {
        files: [`api/src/modules/${name}/**/*.ts`],
        ignores: ['api/src/modules/**/*.repository.ts', '**/*.spec.ts'],
        rules: { 'no-restricted-syntax': ['error', ...serviceRules, ...everyFileRules, ...tables] },
      },
    ];
  });
}
