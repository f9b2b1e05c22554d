import {
  acceptedLanguages,
  checkRouting,
  describeRule,
  inTimeWindow,
  pickFromSplit,
  routeScan,
  type RoutingVisitor,
} from './smart-routing';

const noProblem = () => null;
const visitor = (over: Partial<RoutingVisitor> = {}): RoutingVisitor => ({
  os: 'ios',
  device: 'mobile',
  country: 'DE',
  languages: ['de'],
  ...over,
});

describe('time windows', () => {
  // 2026-11-27 is a Friday; 23:30 in Berlin (UTC+1) is 22:30 UTC.
  const fridayNight = new Date('2026-11-27T22:30:00Z');
  const saturdayEarly = new Date('2026-11-28T00:30:00Z'); // 01:30 Saturday in Berlin

  it('runs across midnight and belongs to the day it starts', () => {
    const window = { days: ['fri' as const], from: '22:00', to: '02:00', timezone: 'Europe/Berlin' };
    expect(inTimeWindow(window, fridayNight)).toBe(true);
    expect(inTimeWindow(window, saturdayEarly)).toBe(true);
    expect(inTimeWindow({ ...window, days: ['sat'] }, saturdayEarly)).toBe(false);
  });

  it('reads the clock of its own zone', () => {
    const window = { from: '17:00', to: '18:00', timezone: 'America/New_York' };
    expect(inTimeWindow(window, fridayNight)).toBe(true); // 17:30 in New York
    expect(inTimeWindow({ ...window, timezone: 'Asia/Tokyo' }, fridayNight)).toBe(false);
  });
});

describe('routing a scan', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('takes the first matching rule, then the split, then the code’s destination', () => {
    const routing = {
      rules: [
        { when: { os: ['android' as const] }, destination: 'https://x/android' },
        { when: { country: ['DE'] }, destination: 'https://x/de' },
      ],
      split: null,
    };
    expect(routeScan(routing, 'https://x/home', visitor(), now)).toBe('https://x/de');
    expect(routeScan(routing, 'https://x/home', visitor({ os: 'android' }), now)).toBe('https://x/android');
    expect(routeScan(routing, 'https://x/home', visitor({ country: 'FR' }), now)).toBe('https://x/home');
    const split = [
      { destination: 'https://x/a', weight: 3 },
      { destination: 'https://x/b', weight: 1 },
    ];
    expect(routeScan({ rules: null, split }, 'https://x/home', visitor(), now, () => 0.74)).toBe(
      'https://x/a',
    );
    expect(routeScan({ rules: null, split }, 'https://x/home', visitor(), now, () => 0.76)).toBe(
      'https://x/b',
    );
    expect(pickFromSplit(split, () => 0.999999)).toBe('https://x/b');
  });

  it('prefers the visitor’s first language over the order of the rules', () => {
    const routing = {
      rules: [
        { when: { language: ['de'] }, destination: 'https://x/de' },
        { when: { language: ['en'] }, destination: 'https://x/en' },
      ],
      split: null,
    };
    const langs = (header: string) => visitor({ languages: acceptedLanguages(header) });
    expect(routeScan(routing, 'h', langs('en-GB, de;q=0.9'), now)).toBe('https://x/en');
    expect(routeScan(routing, 'h', langs('fr, de-AT;q=0.5'), now)).toBe('https://x/de');
    expect(routeScan(routing, 'h', langs('fr'), now)).toBe('h');
  });

  it('reads Accept-Language by weight, primary tags once, q=0 left out', () => {
    expect(acceptedLanguages('de-AT, en;q=0.8, de;q=0.7, fr;q=0')).toEqual(['de', 'en']);
    expect(acceptedLanguages('en;q=0.2, it')).toEqual(['it', 'en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('reads only the first 20 entries of a long Accept-Language', () => {
    expect(acceptedLanguages(`${'xx-YY;q=0.1,'.repeat(19)}de,es`)).toEqual(['de', 'xx']);
    const huge = `${'zz,'.repeat(3000)}de`;
    expect(huge.length).toBeGreaterThan(8000);
    expect(acceptedLanguages(huge)).toEqual(['zz']);
  });
});

describe('checking routing', () => {
  it('normalises good input and lists every problem by field', () => {
    const ok = checkRouting(
      { rules: [{ when: { os: ['IOS'], country: ['de'] }, destination: ' https://x/ü ' }] },
      noProblem,
    );
    expect(ok).toEqual({
      ok: true,
      value: { rules: [{ when: { os: ['ios'], country: ['DE'] }, destination: 'https://x/%C3%BC' }] },
    });
    const bad = checkRouting(
      {
        rules: [
          {
            when: { os: ['beos'], time: { from: '9', to: '10:00', timezone: 'Nowhere/City' } },
            destination: 'x',
          },
        ],
        split: [{ destination: 'https://x/a', weight: -1 }],
      },
      (url) => (url.startsWith('http') ? null : 'Not a URL.'),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual([
      'rules[0].when.os',
      'rules[0].when.time.from',
      'rules[0].when.time.timezone',
      'split',
    ]);
    expect(bad.urlErrors).toEqual({ 'rules[0].destination': ['Not a URL.'] });
  });

  it('describes a rule in words', () => {
    expect(
      describeRule({
        when: { os: ['ios'], country: ['DE', 'AT'] },
        destination: 'https://example.com/de-app',
      }),
    ).toBe('iPhone and iPad in Germany or Austria → https://example.com/de-app');
    expect(
      describeRule({
        when: { device: ['desktop'], language: ['fr'] },
        split: [
          { destination: 'https://a', weight: 1 },
          { destination: 'https://b', weight: 3 },
        ],
      }),
    ).toBe('Visitors on computers speaking French → https://a 25% · https://b 75%');
  });
});
