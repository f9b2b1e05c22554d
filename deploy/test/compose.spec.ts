import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const REPO = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(REPO, file), 'utf8');

/** The api variables of the Configuration table (docs/deployment.md), each with its default as written. */
function configurationTable(): Map<string, string> {
  const section = read('docs/deployment.md').split('\n## Configuration')[1].split('\n#')[0];
  const variables = new Map<string, string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const [names, defaults] = row.split('|').slice(1, 3);
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) variables.set(name, defaults.trim());
  }
  return variables;
}

/** .env.example's KEY=VALUE lines. */
function envExample(): Map<string, string> {
  const lines = read('.env.example').split('\n');
  return new Map(
    lines
      .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

interface Service {
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: unknown;
  logging?: { options?: object };
}
// merge: the web apps share one block of settings (<<: *web-app).
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const apiEnvironment = compose.services.api.environment ?? {};

/** Set by the api image (api/Dockerfile ENV), the same in every container. */
const SET_BY_THE_IMAGE = ['PORT', 'HOST', 'DATA_DIR'];
/** Set by the compose file itself: its own services, and the gateway in front. */
const SET_BY_COMPOSE = ['DATABASE_URL', 'REDIS_URL', 'TRUST_PROXY'];
/** The api image carries no web apps: the static services serve them. */
const NOT_FOR_CONTAINERS = ['WEB_ROOT'];

/** A default the table writes as a plain value (`7d`), not as words or a pattern. */
const literalDefault = (cell: string) => /^`([^`$<]*)`$/.exec(cell)?.[1];

describe('the compose file', () => {
  const table = configurationTable();
  const example = envExample();

  it('finds the Configuration table’s variables', () => {
    // A guard on the parsing itself: these rows have been there from the start.
    expect(table.get('JWT_EXPIRES_IN')).toBe('`7d`');
    expect(table.has('REMOTE_MFE_BILLING_URL')).toBe(true);
  });

  it('forwards every api variable the Configuration table documents from .env', () => {
    const forwarded = [...table.keys()].filter(
      (name) => ![...SET_BY_THE_IMAGE, ...SET_BY_COMPOSE, ...NOT_FOR_CONTAINERS].includes(name),
    );
    for (const name of forwarded) {
      expect([name, apiEnvironment[name]]).toEqual([
        name,
        expect.stringMatching(new RegExp(`^\\$\\{${name}(:[-?]|\\})`)),
      ]);
      expect([name, example.has(name)]).toEqual([name, true]);
    }
    for (const name of SET_BY_COMPOSE)
      expect([name, apiEnvironment[name]]).toEqual([name, expect.any(String)]);
    const imageEnv = /^ENV (.*)$/m.exec(read('api/Dockerfile'))?.[1] ?? '';
    for (const name of SET_BY_THE_IMAGE)
      expect([name, imageEnv]).toEqual([name, expect.stringContaining(`${name}=`)]);
  });

  it('gives each variable the table’s default in .env.example and in the compose file', () => {
    for (const [name, value] of example) {
      const documented = table.get(name);
      if (documented === undefined) continue;
      const composeValue = apiEnvironment[name] ?? '';
      const required = composeValue.startsWith(`\${${name}:?`);
      const fallback = /^\$\{[A-Z0-9_]+:-(.*)\}$/.exec(composeValue)?.[1];
      const plain = literalDefault(documented);
      if (plain !== undefined) {
        expect([name, value, fallback]).toEqual([name, plain, plain]);
      } else if (!required) {
        // Generated, none, or worked out by the api: empty leaves it to the api.
        expect([name, value, fallback]).toEqual([name, '', '']);
      }
    }
  });

  it('uses every variable .env.example lists', () => {
    const file = read('docker-compose.yml');
    for (const name of example.keys()) expect([name, file.includes(`\${${name}`)]).toEqual([name, true]);
  });

  it('is valid with .env.example filled in (docker-compose config)', () => {
    const env = {
      ...process.env,
      ...Object.fromEntries(example),
      JWT_SECRET: 'j'.repeat(48),
      APP_SECRET: 'a'.repeat(48),
    };
    expect(() =>
      execFileSync('docker-compose', ['-f', join(REPO, 'docker-compose.yml'), 'config', '-q'], {
        env,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('gives every service a health check and rotated logs, and runs Valkey, not Redis', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.healthcheck]).toEqual([
        name,
        expect.objectContaining({ test: expect.any(Array) }),
      ]);
      expect([name, service.logging?.options]).toEqual([name, { 'max-size': '10m', 'max-file': '3' }]);
      expect([name, service.image ?? '']).toEqual([name, expect.not.stringMatching(/^redis/)]);
    }
    expect(compose.services.valkey.image).toMatch(/^valkey\/valkey:\d+\.\d+/);
  });
});
