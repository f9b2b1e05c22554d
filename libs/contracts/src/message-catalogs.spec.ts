import * as contracts from './index';
import { MESSAGE_CATALOGS } from './message-catalogs';
import { englishMessages, MESSAGE_FRAGMENTS, MESSAGE_SOURCES, MESSAGE_TEMPLATES } from './message-sources';
import { catalogProblems, formatMessage } from './message-translator';
import * as smartRouting from './smart-routing';

const english = englishMessages();

describe('the message catalogs', () => {
  it('take in every exported message object, and only those', () => {
    const exported = Object.entries({ ...contracts, ...smartRouting }).filter(([name]) =>
      /(^|_)MESSAGES$/.test(name),
    );
    expect(Object.keys(MESSAGE_SOURCES).sort()).toEqual(exported.map(([name]) => name).sort());
    for (const [name, value] of exported) expect(MESSAGE_SOURCES[name]).toBe(value);
  });

  it('have an English template for each message made by a function, and none left over', () => {
    const functions = Object.entries(MESSAGE_SOURCES).flatMap(([name, source]) =>
      Object.entries(source)
        .filter(([, value]) => typeof value === 'function')
        .map(([key]) => `${name}.${key}`),
    );
    expect(Object.keys(MESSAGE_TEMPLATES).sort()).toEqual(functions.sort());
    for (const id of MESSAGE_FRAGMENTS) expect(typeof english[id]).toBe('string');
  });

  it('read each text message back letter for letter from its English ICU form', () => {
    for (const [name, source] of Object.entries(MESSAGE_SOURCES)) {
      for (const [key, value] of Object.entries(source)) {
        if (typeof value !== 'string') continue;
        // class-validator's tokens stay as they are when given as themselves.
        const tokens = { property: '$property', constraint1: '$constraint1', constraint2: '$constraint2' };
        expect([`${name}.${key}`, formatMessage(english[`${name}.${key}`], 'en', tokens)]).toEqual([
          `${name}.${key}`,
          value,
        ]);
      }
    }
  });

  it.each(Object.keys(MESSAGE_CATALOGS))(
    'has every message in %s, with the same arguments and numbers, as ICU',
    (language) => {
      const catalog = MESSAGE_CATALOGS[language as keyof typeof MESSAGE_CATALOGS] ?? {};
      expect(catalogProblems(english, catalog)).toEqual([]);
    },
  );

  it('covers Spanish and German', () => {
    expect(Object.keys(MESSAGE_CATALOGS).sort()).toEqual(['de', 'es']);
  });

  it.each(Object.keys(MESSAGE_CATALOGS))('translates one English text one way in %s', (language) => {
    const catalog = MESSAGE_CATALOGS[language as keyof typeof MESSAGE_CATALOGS] ?? {};
    const byEnglish = new Map<string, Set<string>>();
    for (const [id, template] of Object.entries(english)) {
      const translations = byEnglish.get(template) ?? new Set<string>();
      translations.add(catalog[id]);
      byEnglish.set(template, translations);
    }
    const uneven = [...byEnglish].filter(([, translations]) => translations.size > 1);
    expect(uneven).toEqual([]);
  });

  it('finds what is wrong with a catalog', () => {
    const en = { a: 'At most {n, number} of 2,048 in {where}.', b: 'Hello.' };
    expect(catalogProblems(en, { a: 'Höchstens {n, number} von 2.048 in {where}.', b: 'Hallo.' })).toEqual(
      [],
    );
    expect(
      catalogProblems(en, { a: 'Höchstens {count, number} von 2.048 in {where}.', c: 'Extra.' }),
    ).toEqual(['b: missing', 'a: arguments {count, where}, English has {n, where}', 'c: no such message']);
    expect(catalogProblems(en, { a: 'Höchstens {n, number} von 2.000 in {where}.', b: 'Hallo {' })).toEqual([
      'a: numbers 2000, English has 2048',
      expect.stringMatching(/^b: not ICU/),
    ]);
  });
});
