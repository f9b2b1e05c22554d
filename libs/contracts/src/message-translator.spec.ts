import {
  API_KEY_MESSAGES,
  DESIGN_MESSAGES,
  EXPORT_MAX_CODES,
  EXPORT_MESSAGES,
  FIELD_MESSAGES,
  HTTP_STATUS_MESSAGES,
  IMPORT_ALL_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_PROBLEMS_LISTED,
  LIST_MESSAGES,
  MESSAGES,
  QR_DATA_FIELDS,
  QR_MESSAGES,
  SMTP_MESSAGES,
  SSO_MESSAGES,
  TEMPLATE_MESSAGES,
  UPLOAD_MESSAGES,
  WEBHOOK_MESSAGES,
} from './index';
import { MESSAGE_CATALOGS } from './message-catalogs';
import { MESSAGE_TEMPLATES } from './message-sources';
import { createMessageTranslator, formatMessage, messageArguments } from './message-translator';

type Params = Record<string, string | number>;
const known = IMPORT_ALL_COLUMNS.join(', ');

/** Each function-valued message, called with sample arguments, and its template's parameters for them. */
const SAMPLES: Record<string, [text: string, params: Params][]> = {
  'API_KEY_MESSAGES.scopeMissing': [
    [API_KEY_MESSAGES.scopeMissing('qrcodes:write'), { scope: 'qrcodes:write' }],
  ],
  'API_KEY_MESSAGES.rateLimited': [
    [API_KEY_MESSAGES.rateLimited(1), { seconds: 1 }],
    [API_KEY_MESSAGES.rateLimited(37), { seconds: 37 }],
  ],
  'API_KEY_MESSAGES.ownerRateLimited': [
    [API_KEY_MESSAGES.ownerRateLimited(1), { seconds: 1 }],
    [API_KEY_MESSAGES.ownerRateLimited(59), { seconds: 59 }],
  ],
  'API_KEY_MESSAGES.beyondPlan': [
    [API_KEY_MESSAGES.beyondPlan(1), { limit: 1 }],
    [API_KEY_MESSAGES.beyondPlan(5), { limit: 5 }],
  ],
  'UPLOAD_MESSAGES.storageFull': [
    [UPLOAD_MESSAGES.storageFull(12, 25), { usedMb: 12, limitMb: 25 }],
    [UPLOAD_MESSAGES.storageFull(1500, 2048), { usedMb: 1500, limitMb: 2048 }],
  ],
  'UPLOAD_MESSAGES.notYours': [
    [UPLOAD_MESSAGES.notYours('/api/uploads/files/abc.pdf'), { path: '/api/uploads/files/abc.pdf' }],
  ],
  'IMPORT_MESSAGES.missingColumns': [
    [IMPORT_MESSAGES.missingColumns(['label']), { count: 1, columns: 'label', known }],
    [IMPORT_MESSAGES.missingColumns(['label', 'type']), { count: 2, columns: 'label, type', known }],
  ],
  'IMPORT_MESSAGES.unknownColumns': [
    [IMPORT_MESSAGES.unknownColumns(['colour']), { count: 1, columns: 'colour', more: 0, known }],
    [IMPORT_MESSAGES.unknownColumns(['a', 'b', 'c']), { count: 3, columns: 'a, b, c', more: 0, known }],
    // Past IMPORT_PROBLEMS_LISTED names, the rest are counted.
    [
      IMPORT_MESSAGES.unknownColumns(Array.from({ length: 1_234 }, (_, i) => `c${i}`)),
      {
        count: 1_234,
        columns: Array.from({ length: IMPORT_PROBLEMS_LISTED }, (_, i) => `c${i}`).join(', '),
        more: 1_234 - IMPORT_PROBLEMS_LISTED,
        known,
      },
    ],
  ],
  'IMPORT_MESSAGES.duplicateColumn': [[IMPORT_MESSAGES.duplicateColumn('label'), { column: 'label' }]],
  'IMPORT_MESSAGES.rowTooLong': [[IMPORT_MESSAGES.rowTooLong(1204), { row: 1204 }]],
  'IMPORT_MESSAGES.malformed': [
    [
      IMPORT_MESSAGES.malformed(1204, 'Invalid Closing Quote: got "x" at line 1204'),
      { line: 1204, reason: 'Invalid Closing Quote: got "x" at line 1204' },
    ],
  ],
  'IMPORT_MESSAGES.contentField': [
    [
      IMPORT_MESSAGES.contentField('wifi', 'pass'),
      { type: 'wifi', field: 'pass', fields: QR_DATA_FIELDS.wifi.join(', ') },
    ],
  ],
  'IMPORT_MESSAGES.contentPair': [[IMPORT_MESSAGES.contentPair('url https://x'), { part: 'url https://x' }]],
  'EXPORT_MESSAGES.tooMany': [
    [EXPORT_MESSAGES.tooMany(3), { max: EXPORT_MAX_CODES, count: 3 }],
    [EXPORT_MESSAGES.tooMany(1_204_500), { max: EXPORT_MAX_CODES, count: 1_204_500 }],
  ],
  'LIST_MESSAGES.sortInvalid': [
    [LIST_MESSAGES.sortInvalid(['created_at', 'label']), { fields: 'created_at, label' }],
  ],
  'TEMPLATE_MESSAGES.limitReached': [
    [TEMPLATE_MESSAGES.limitReached(1), { limit: 1 }],
    [TEMPLATE_MESSAGES.limitReached(1500), { limit: 1500 }],
  ],
  'TEMPLATE_MESSAGES.namedNotFound': [
    [TEMPLATE_MESSAGES.namedNotFound('Summer "menu"'), { name: 'Summer "menu"' }],
  ],
  'WEBHOOK_MESSAGES.redeliverLimited': [[WEBHOOK_MESSAGES.redeliverLimited(42), { seconds: 42 }]],
  'DESIGN_MESSAGES.logoTooLarge': [
    [DESIGN_MESSAGES.logoTooLarge('H'), { level: 'H' }],
    [DESIGN_MESSAGES.logoTooLarge('M'), { level: 'M' }],
  ],
  'DESIGN_MESSAGES.frameTextUnprintable': [
    [
      DESIGN_MESSAGES.frameTextUnprintable('design.frame.text', ['メ', 'ニ']),
      { field: 'design.frame.text', characters: 'メ ニ' },
    ],
  ],
  'SMTP_MESSAGES.sendFailed': [
    [
      SMTP_MESSAGES.sendFailed('connect ECONNREFUSED 127.0.0.1:2525'),
      { error: 'connect ECONNREFUSED 127.0.0.1:2525' },
    ],
  ],
  'SSO_MESSAGES.discoveryFailed': [
    [
      SSO_MESSAGES.discoveryFailed('unexpected HTTP response status code'),
      { reason: 'unexpected HTTP response status code' },
    ],
  ],
};

const { translate } = createMessageTranslator(MESSAGE_CATALOGS);

describe('the English templates of function-valued messages', () => {
  it('have samples for every one', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(MESSAGE_TEMPLATES).sort());
  });

  it.each(Object.entries(MESSAGE_TEMPLATES))('%s names its parameters', (_id, { template, params }) => {
    expect(messageArguments(template)).toEqual([...params].sort());
  });

  it.each(Object.entries(SAMPLES))('%s reads exactly as the function', (id, samples) => {
    for (const [text, params] of samples) {
      expect(Object.keys(params).sort()).toEqual([...MESSAGE_TEMPLATES[id].params].sort());
      expect(formatMessage(MESSAGE_TEMPLATES[id].template, 'en', params)).toBe(text);
    }
  });

  it.each(Object.entries(SAMPLES))('%s is translated with its parameters read back', (id, samples) => {
    for (const language of ['es', 'de'] as const) {
      for (const [text, params] of samples) {
        const want = formatMessage(MESSAGE_CATALOGS[language]?.[id] ?? '', language, params);
        expect(translate(text, language)).toBe(want);
        expect(want).not.toBe(text);
      }
    }
  });
});

describe('translate', () => {
  it('answers a text message in the language asked for', () => {
    expect(translate(MESSAGES.invalidCredentials, 'es')).toBe('Correo electrónico o contraseña no válidos.');
    expect(translate(MESSAGES.invalidCredentials, 'de')).toBe(
      'Ungültige E-Mail-Adresse oder ungültiges Passwort.',
    );
    expect(translate(HTTP_STATUS_MESSAGES[404], 'de')).toBe('Nicht gefunden');
    expect(translate(QR_MESSAGES.urlTooLong, 'de')).toBe(
      'Die Ziel-URL darf höchstens 2.048 Zeichen lang sein.',
    );
  });

  it('leaves English, and texts no message makes, as they are', () => {
    expect(translate(MESSAGES.invalidCredentials, 'en')).toBe(MESSAGES.invalidCredentials);
    expect(translate('250 2.0.0 Ok: queued as 4C3F', 'de')).toBe('250 2.0.0 Ok: queued as 4C3F');
    expect(translate('', 'es')).toBe('');
    // A field name is one word: a sentence is not taken for one.
    expect(translate('Destination URL must be at most 1,200 characters', 'es')).toBe(
      'Destination URL must be at most 1,200 characters',
    );
  });

  it("fills in class-validator's field and bounds", () => {
    expect(translate('smtp_port must be a whole number from 1 to 65535', 'de')).toBe(
      'smtp_port muss eine ganze Zahl von 1 bis 65535 sein',
    );
    expect(translate('role must be one of: super_admin, admin, user', 'es')).toBe(
      'role debe ser uno de: super_admin, admin, user',
    );
    expect(translate('language must be one of: en, es, de, or null', 'de')).toBe(
      'language muss einer der folgenden Werte sein: en, es, de oder null',
    );
    expect(translate('property hacker should not exist', 'es')).toBe('la propiedad hacker no está permitida');
    expect(FIELD_MESSAGES.required).toBe('$property is required');
  });

  it('translates a text that follows a field name', () => {
    expect(translate('from must be a date as YYYY-MM-DD', 'de')).toBe(
      'from muss ein Datum im Format YYYY-MM-DD sein',
    );
    expect(
      translate('rules.0.when.time.from must be a time of day written HH:MM (00:00 to 23:59).', 'es'),
    ).toBe('rules.0.when.time.from debe ser una hora del día escrita HH:MM (de 00:00 a 23:59).');
  });

  it('groups numbers as the language does', () => {
    expect(translate(EXPORT_MESSAGES.tooMany(12_345), 'de')).toBe(
      'In ein ZIP passen höchstens 10.000 Codes; 12.345 passen zum Filter. Schränken Sie den Filter ein.',
    );
  });

  it('answers the English text when a catalog lacks the message', () => {
    const partial = createMessageTranslator({ es: {} });
    expect(partial.translate(MESSAGES.userNotFound, 'es')).toBe(MESSAGES.userNotFound);
    expect(partial.translate(MESSAGES.userNotFound, 'de')).toBe(MESSAGES.userNotFound);
    expect(partial.translate(LIST_MESSAGES.sortInvalid(['a']), 'es')).toBe(LIST_MESSAGES.sortInvalid(['a']));
  });
});
