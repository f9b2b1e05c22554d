/**
 * The English side of the message catalogs: every object of texts the api answers with (or a
 * screen shows), by the name its ids start with. A message's id is "OBJECT.key", e.g.
 * "MESSAGES.invalidCredentials"; the Spanish and German catalogs are keyed by these ids.
 */
import { ANALYTICS_MESSAGES, LIVE_MESSAGES } from './analytics';
import { FIELD_MESSAGES, HTTP_STATUS_MESSAGES, SMTP_MESSAGES, VALIDATOR_MESSAGES } from './api-messages';
import { API_KEY_MESSAGES } from './api-keys';
import { EXPORT_MESSAGES, IMPORT_MESSAGES } from './code-import';
import { BULK_MESSAGES, FOLDER_MESSAGES } from './folders';
import { WORKSPACE_MESSAGES } from './workspaces';
import { LIST_MESSAGES, TAG_MESSAGES } from './lists';
import { CHECKOUT_FIELD_MESSAGES, MESSAGES, PLAN_FIELD_MESSAGES } from './messages';
import { DESIGN_MESSAGES } from './qr-design-checks';
import { QR_MESSAGES } from './qr-messages';
import { REDIRECT_MESSAGES } from './redirect';
import { SHORT_KEY_MESSAGES } from './short-keys';
import { DOMAIN_MESSAGES } from './domains';
import { ROUTING_MESSAGES } from './smart-routing';
import { TEMPLATE_MESSAGES } from './templates';
import { TWO_FACTOR_MESSAGES } from './two-factor';
import { PASSKEY_MESSAGES } from './passkeys';
import { SSO_MESSAGES } from './sso';
import { SESSIONS_MESSAGES } from './sessions';
import { PAGE_MESSAGES } from './pages/page-messages';
import { WEBHOOK_MESSAGES } from './webhooks';
import { AUDIT_MESSAGES } from './audit';
import { UPLOAD_MESSAGES } from './uploads';

/** A message: a text, or a function of the parameters that makes one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each function takes its own parameters
type MessageSource = Readonly<Record<string | number, string | ((...args: any[]) => string)>>;

export const MESSAGE_SOURCES: Readonly<Record<string, MessageSource>> = {
  MESSAGES,
  PLAN_FIELD_MESSAGES,
  CHECKOUT_FIELD_MESSAGES,
  FIELD_MESSAGES,
  VALIDATOR_MESSAGES,
  HTTP_STATUS_MESSAGES,
  SMTP_MESSAGES,
  QR_MESSAGES,
  REDIRECT_MESSAGES,
  IMPORT_MESSAGES,
  EXPORT_MESSAGES,
  ROUTING_MESSAGES,
  LIST_MESSAGES,
  TAG_MESSAGES,
  FOLDER_MESSAGES,
  BULK_MESSAGES,
  TEMPLATE_MESSAGES,
  API_KEY_MESSAGES,
  ANALYTICS_MESSAGES,
  LIVE_MESSAGES,
  WEBHOOK_MESSAGES,
  DESIGN_MESSAGES,
  WORKSPACE_MESSAGES,
  SHORT_KEY_MESSAGES,
  DOMAIN_MESSAGES,
  TWO_FACTOR_MESSAGES,
  PASSKEY_MESSAGES,
  SSO_MESSAGES,
  SESSIONS_MESSAGES,
  PAGE_MESSAGES,
  AUDIT_MESSAGES,
  UPLOAD_MESSAGES,
};

/**
 * The English ICU template of each message made by a function, and the names of its
 * parameters. Formatted in English with the parameters the function was given, a template
 * reads exactly as the function's text (a test proves it); the translator reads the
 * parameters back out of an English text by the template.
 */
export const MESSAGE_TEMPLATES: Readonly<Record<string, { template: string; params: readonly string[] }>> = {
  'API_KEY_MESSAGES.scopeMissing': { template: 'This API key lacks the {scope} scope.', params: ['scope'] },
  'API_KEY_MESSAGES.rateLimited': {
    template: 'Too many requests for this API key: try again in {seconds} seconds.',
    params: ['seconds'],
  },
  'API_KEY_MESSAGES.ownerRateLimited': {
    template: "Too many requests for this workspace''s API keys together: try again in {seconds} seconds.",
    params: ['seconds'],
  },
  'API_KEY_MESSAGES.beyondPlan': {
    template:
      'Your plan allows {limit} {limit, plural, one {API key} other {API keys}}: this one is newer than those and no longer works. Revoke keys you no longer use, or upgrade.',
    params: ['limit'],
  },
  'IMPORT_MESSAGES.missingColumns': {
    template:
      'The header lacks the {count, plural, one {column} other {columns}} {columns}. Columns: {known}.',
    params: ['count', 'columns', 'known'],
  },
  'IMPORT_MESSAGES.unknownColumns': {
    template:
      'Unknown {count, plural, one {column} other {columns}} {columns}{more, plural, =0 {} other { and {more, number} more}}. Columns: {known}.',
    params: ['count', 'columns', 'more', 'known'],
  },
  'IMPORT_MESSAGES.duplicateColumn': {
    template: 'The column {column} appears twice in the header.',
    params: ['column'],
  },
  'IMPORT_MESSAGES.rowTooLong': {
    template: 'Row {row} is too long: no QR code holds that much.',
    params: ['row'],
  },
  'IMPORT_MESSAGES.malformed': {
    template: 'The CSV file cannot be read at line {line}: {reason}',
    params: ['line', 'reason'],
  },
  'IMPORT_MESSAGES.contentField': {
    template: 'content: {type} has no field "{field}"; its fields are {fields}.',
    params: ['type', 'field', 'fields'],
  },
  'IMPORT_MESSAGES.contentPair': { template: 'content: "{part}" is not field=value.', params: ['part'] },
  'EXPORT_MESSAGES.tooMany': {
    template: 'At most {max, number} codes fit in one ZIP; {count, number} match. Narrow the filter.',
    params: ['max', 'count'],
  },
  'LIST_MESSAGES.sortInvalid': {
    template: 'sort must be field:asc or field:desc, where field is one of: {fields}.',
    params: ['fields'],
  },
  'TEMPLATE_MESSAGES.limitReached': {
    template:
      'Your plan allows {limit} {limit, plural, one {template} other {templates}}. Upgrade to save more.',
    params: ['limit'],
  },
  'UPLOAD_MESSAGES.storageFull': {
    template:
      "This workspace''s files would take more than its plan''s {limitMb} MB of storage ({usedMb} MB used). Delete pages'' files or choose a larger plan.",
    params: ['usedMb', 'limitMb'],
  },
  'UPLOAD_MESSAGES.notYours': {
    template: '{path} is not a file of this workspace: upload it here (POST /api/uploads/file).',
    params: ['path'],
  },
  'TEMPLATE_MESSAGES.namedNotFound': { template: 'No template is named "{name}".', params: ['name'] },
  'WEBHOOK_MESSAGES.redeliverLimited': {
    template: 'Too many redeliveries: try again in {seconds} seconds.',
    params: ['seconds'],
  },
  'DESIGN_MESSAGES.logoTooLarge': {
    template:
      '{level, select, H {The logo is too large for error correction H; choose a smaller logo} ' +
      'other {The logo is too large for error correction {level}; choose H or a smaller logo}}',
    params: ['level'],
  },
  'DESIGN_MESSAGES.frameTextUnprintable': {
    template: "{field} has characters the frame''s font cannot draw: {characters}",
    params: ['field', 'characters'],
  },
  'SSO_MESSAGES.discoveryFailed': {
    template: "The provider''s discovery failed: {reason}",
    params: ['reason'],
  },
  'SMTP_MESSAGES.sendFailed': {
    template: 'The SMTP server could not send the email: {error}',
    params: ['error'],
  },
};

/**
 * Texts that follow a field's name ("from must be a date as YYYY-MM-DD"): the translator
 * also reads "<field> <text>", and answers the field followed by the translated text.
 */
export const MESSAGE_FRAGMENTS: readonly string[] = ['ANALYTICS_MESSAGES.badDate', 'ROUTING_MESSAGES.clock'];

/** class-validator's placeholders, which become ICU arguments: $property is {property}. */
const VALIDATOR_TOKEN = /\$(property|constraint\d)/g;

/** A text as an ICU message that reads as it: quotes and braces escaped, class-validator's tokens as arguments. */
export function icuOfText(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}]/g, "'$&'").replace(VALIDATOR_TOKEN, '{$1}');
}

/** Every message's English ICU template, by id. */
export function englishMessages(): Record<string, string> {
  const english: Record<string, string> = {};
  for (const [name, source] of Object.entries(MESSAGE_SOURCES)) {
    for (const [key, value] of Object.entries(source)) {
      const id = `${name}.${key}`;
      if (typeof value === 'string') english[id] = icuOfText(value);
      else if (MESSAGE_TEMPLATES[id]) english[id] = MESSAGE_TEMPLATES[id].template;
      else throw new Error(`${id} is a function: give its English ICU template in MESSAGE_TEMPLATES.`);
    }
  }
  return english;
}
