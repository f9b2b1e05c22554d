/**
 * Translates the texts of the contracts' message objects, as the api answers them in English,
 * into the Spanish or German of the message catalogs. Pure and isomorphic: the api translates
 * its answers with it; a screen can translate a contracts text it shows itself.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './languages';
import { englishMessages, MESSAGE_FRAGMENTS } from './message-sources';

/** One language's messages (ICU MessageFormat), by id. */
export type MessageCatalog = Readonly<Record<string, string>>;
export type TranslatedLanguage = Exclude<Language, 'en'>;
export type MessageCatalogs = Readonly<Partial<Record<TranslatedLanguage, MessageCatalog>>>;

export interface MessageTranslator {
  /** `text` in `language`; a text no message makes comes back as it is. */
  translate: (text: string, language: Language) => string;
}

type Params = Record<string, string | number>;

/** Tags are never markup in our messages: "<{email}>" is text. */
const PARSE_OPTIONS = { ignoreTag: true } as const;

const formats = new Map<string, IntlMessageFormat>();

/** An ICU message formatted in `language` (compiled once, then reused). */
export function formatMessage(template: string, language: Language, params: Params = {}): string {
  const key = `${language}\u0000${template}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, language, undefined, PARSE_OPTIONS);
    formats.set(key, format);
  }
  return String(format.format(params));
}

/** A number as English writes it (1,204), read back. */
const NUMBER = '-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|-?\\d+(?:\\.\\d+)?';
/** A field, as class-validator names it: a property or a path of them. */
const FIELD = '[\\w.$\\[\\]-]+';
/** A captured text that is a plain number ("5", not "007") is passed on as one. */
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

type Slot =
  | { param: string; kind: 'text' | 'number' }
  /** Set when this branch of a plural or select matched: the value it stands for. */
  | { param: string; kind: 'branch'; value: string | number };

interface Pattern {
  id: string;
  regex: RegExp;
  slots: Slot[];
  /** Literal characters: the more, the more specific, so it is tried first. */
  weight: number;
  fragment: boolean;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a plural's or select's branch key stands for, when no number in the text says it. */
function branchValue(key: string, plural: boolean): string | number {
  if (!plural) return key;
  if (key.startsWith('=')) return Number(key.slice(1));
  return key === 'one' ? 1 : 2;
}

/** The regular expression source of an ICU message, its captures listed in `slots`. */
function toRegex(elements: MessageFormatElement[], slots: Slot[], pound?: string): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escapeRegex(element.value);
        case TYPE.argument:
          slots.push({ param: element.value, kind: 'text' });
          return element.value === 'property' ? `(${FIELD})` : '([\\s\\S]+?)';
        case TYPE.number:
          slots.push({ param: element.value, kind: 'number' });
          return `(${NUMBER})`;
        case TYPE.pound:
          slots.push({ param: pound ?? '', kind: 'number' });
          return `(${NUMBER})`;
        case TYPE.plural:
        case TYPE.select: {
          const plural = element.type === TYPE.plural;
          const branches = Object.entries(element.options).map(([key, option]) => {
            slots.push({ param: element.value, kind: 'branch', value: branchValue(key, plural) });
            return `()${toRegex(option.value, slots, plural ? element.value : pound)}`;
          });
          return `(?:${branches.join('|')})`;
        }
        default:
          throw new Error(`Unsupported ICU element ${TYPE[element.type]} in an English template.`);
      }
    })
    .join('');
}

function literalLength(elements: MessageFormatElement[]): number {
  return elements.reduce(
    (n, element) =>
      n +
      (element.type === TYPE.literal
        ? element.value.length
        : 'options' in element
          ? Math.min(...Object.values(element.options).map((o) => literalLength(o.value)))
          : 0),
    0,
  );
}

/** The parameters a match captured: a number or a text where one was read, else the branch taken. */
function paramsOf(match: RegExpExecArray, slots: Slot[]): Params {
  const params: Params = {};
  const fromBranches: Params = {};
  slots.forEach((slot, i) => {
    const captured = match[i + 1];
    if (captured === undefined) return;
    if (slot.kind === 'branch') fromBranches[slot.param] ??= slot.value;
    else if (slot.kind === 'number') params[slot.param] = Number(captured.replace(/,/g, ''));
    else params[slot.param] = PLAIN_NUMBER.test(captured) ? Number(captured) : captured;
  });
  return { ...fromBranches, ...params };
}

/** Builds the translator of the messages into `catalogs`' languages (English needs none). */
export function createMessageTranslator(catalogs: MessageCatalogs): MessageTranslator {
  const byText = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, template] of Object.entries(englishMessages())) {
    const ast = parse(template, PARSE_OPTIONS);
    const fragment = MESSAGE_FRAGMENTS.includes(id);
    const hasArguments = ast.some((element) => element.type !== TYPE.literal);
    if (!hasArguments && !fragment) {
      const text = formatMessage(template, 'en');
      if (!byText.has(text)) byText.set(text, id);
      continue;
    }
    const slots: Slot[] = fragment ? [{ param: 'field', kind: 'text' }] : [];
    const source = (fragment ? `(${FIELD}) ` : '') + toRegex(ast, slots);
    patterns.push({ id, regex: new RegExp(`^${source}$`), slots, weight: literalLength(ast), fragment });
  }
  patterns.sort((a, b) => b.weight - a.weight);

  const translated = (id: string, language: TranslatedLanguage, params?: Params) => {
    const template = catalogs[language]?.[id];
    if (template === undefined) return undefined;
    try {
      return formatMessage(template, language, params);
    } catch {
      return undefined; // a catalog entry that cannot be formatted: the English text is better
    }
  };

  return {
    translate: (text, language) => {
      if (language === 'en' || typeof text !== 'string') return text;
      const id = byText.get(text);
      if (id) return translated(id, language) ?? text;
      for (const pattern of patterns) {
        const match = pattern.regex.exec(text);
        if (!match) continue;
        const params = paramsOf(match, pattern.slots);
        if (!pattern.fragment) return translated(pattern.id, language, params) ?? text;
        const rest = translated(pattern.id, language);
        return rest === undefined ? text : `${params.field} ${rest}`;
      }
      return text;
    },
  };
}

/** The argument names an ICU message uses (plural and select ones included), sorted. */
export function messageArguments(template: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(template, PARSE_OPTIONS));
  return [...names].sort();
}

/** The numbers a message's own text writes (2,048 and 2.048 both read 2048), sorted. */
function literalNumbers(template: string): string[] {
  const numbers: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal)
        numbers.push(
          ...(element.value.match(/\d+(?:[,.\u00a0\u202f ]\d{3})*/g) ?? []).map((n) => n.replace(/\D/g, '')),
        );
      else if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(template, PARSE_OPTIONS));
  return [...new Set(numbers)].sort();
}

/**
 * What is wrong with a translated catalog against the English one: ids missing or left over,
 * messages that do not parse as ICU, that use other arguments than English, or that lose or
 * change a number English writes. Empty when the catalog is complete.
 */
export function catalogProblems(english: MessageCatalog, catalog: MessageCatalog): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english)) if (!(id in catalog)) problems.push(`${id}: missing`);
  for (const [id, template] of Object.entries(catalog)) {
    if (!(id in english)) {
      problems.push(`${id}: no such message`);
      continue;
    }
    try {
      const want = messageArguments(english[id]).join(', ');
      const have = messageArguments(template).join(', ');
      if (want !== have) problems.push(`${id}: arguments {${have}}, English has {${want}}`);
      const numbers = literalNumbers(template).join(', ');
      const englishNumbers = literalNumbers(english[id]).join(', ');
      if (numbers !== englishNumbers)
        problems.push(`${id}: numbers ${numbers}, English has ${englishNumbers}`);
    } catch (error) {
      problems.push(`${id}: not ICU (${(error as Error).message})`);
    }
  }
  return problems;
}
