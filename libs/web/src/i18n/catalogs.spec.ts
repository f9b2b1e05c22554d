import { catalogProblems, type MessageCatalog } from '@qrpanel/contracts/message-translator';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '@qrpanel/contracts';

/**
 * Every web app's catalogs, whatever the app: each language has every message English has and
 * no other, each valid ICU with the same arguments and numbers. A catalog is a file per
 * language (en.json) or a folder of parts per language (en/list.json, en/form.json, …).
 */
const ROOT = resolve(__dirname, '..', '..', '..', '..');
const CATALOGS = [
  'libs/web/src/locales',
  'shell/src/locales',
  'shell/src/public/locales',
  'mfe-qrcodes/src/locales',
  'mfe-admin/src/locales',
  'mfe-billing/src/locales',
];

type Tree = { [key: string]: string | Tree };

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/** A language's catalog in `dir`: its file, or its folder's parts under their names. */
function catalogOf(dir: string, language: string): Tree {
  const file = join(dir, `${language}.json`);
  if (existsSync(file)) return readJson(file);
  const folder = join(dir, language);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new Error(`${dir}: no ${language} catalog`);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.replace(/\.json$/, ''), readJson(join(folder, name))]),
  );
}

/** Every message by its dotted key, as the screens address it. */
function flat(tree: Tree, prefix = ''): MessageCatalog {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
}

describe.each(CATALOGS)('the catalogs of %s', (dir) => {
  const english = flat(catalogOf(join(ROOT, dir), 'en'));

  it('has English messages, each valid ICU', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(catalogProblems(english, english)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has every English message in %s, no other, with the same arguments and numbers',
    (language) => {
      expect(catalogProblems(english, flat(catalogOf(join(ROOT, dir), language)))).toEqual([]);
    },
  );
});
