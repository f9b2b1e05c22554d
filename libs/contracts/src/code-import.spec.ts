import { IMPORT_MESSAGES, importContent, importRowInput, spreadsheetSafe } from './code-import';

describe('importRowInput', () => {
  it("makes a create body of a row: content as the type's data, tags split on |, design columns as style", () => {
    expect(
      importRowInput({
        label: ' Guest ',
        type: 'WiFi',
        generation_type: 'Static',
        content: 'ssid=Cafe\\;Bar;encryption=WPA;password=a=b;hidden=yes',
        folder: ' Menus ',
        tags: 'a| b ||c',
        size: '400',
        foreground_color: '#112233',
        design: '{"dots":"rounded"}',
        template: ' Brand blue ',
      }),
    ).toEqual({
      body: {
        label: 'Guest',
        type: 'wifi',
        generation_type: 'static',
        data: { ssid: 'Cafe;Bar', encryption: 'WPA', password: 'a=b', hidden: true },
        tags: ['a', 'b', 'c'],
        size: 400,
        foregroundColor: '#112233',
        design: { dots: 'rounded' },
      },
      folder: 'Menus',
      template: 'Brand blue',
    });
  });

  it('says what is wrong with a cell it cannot read', () => {
    expect(importRowInput({ label: 'x', type: 'text', content: 'x', size: 'big' })).toEqual({
      error: IMPORT_MESSAGES.sizeInvalid,
    });
    expect(importRowInput({ label: 'x', type: 'text', content: 'x', design: '[1]' })).toEqual({
      error: IMPORT_MESSAGES.designJson,
    });
  });
});

describe('importContent', () => {
  it('reads a url, a text, field=value pairs and JSON', () => {
    expect(importContent('url', ' https://example.com ')).toEqual({ data: { url: 'https://example.com' } });
    expect(importContent('text', 'a=b; c')).toEqual({ data: { text: 'a=b; c' } });
    expect(importContent('sms', 'phone=+1555;message=Hi, there')).toEqual({
      data: { phone: '+1555', message: 'Hi, there' },
    });
    expect(importContent('phone', '{"phone":"+1555"}')).toEqual({ data: { phone: '+1555' } });
  });

  it('names an unknown field, a part without =, and JSON that is not an object', () => {
    expect(importContent('phone', 'tel=1')).toEqual({ error: IMPORT_MESSAGES.contentField('phone', 'tel') });
    expect(importContent('phone', 'just text')).toEqual({ error: IMPORT_MESSAGES.contentPair('just text') });
    expect(importContent('email', '{"email":')).toEqual({ error: IMPORT_MESSAGES.contentJson });
  });
});

describe('spreadsheetSafe', () => {
  it('prefixes cells a spreadsheet would run as formulas, and leaves others', () => {
    for (const cell of ["=cmd|' /C calc'!A0", '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
    }
    expect(spreadsheetSafe('Menu = good')).toBe('Menu = good');
  });
});
