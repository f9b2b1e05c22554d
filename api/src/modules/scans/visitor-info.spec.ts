import { loadVisitorData, VisitorClassifier } from './visitor-info';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('VisitorClassifier', () => {
  const classifier = new VisitorClassifier(() => 'salt');
  beforeAll(() => loadVisitorData());

  it('reads OS, browser and device type from the user agent', () => {
    expect(classifier.classify({ ip: '8.8.8.8', userAgent: IPHONE, method: 'GET' })).toMatchObject({
      os: 'iOS',
      browser: 'Safari',
      deviceType: 'mobile',
      isBot: false,
    });
    expect(classifier.classify({ ip: '8.8.8.8', userAgent: WINDOWS_CHROME, method: 'GET' })).toMatchObject({
      os: 'Windows',
      browser: 'Chrome',
      deviceType: 'desktop',
    });
    expect(classifier.classify({ ip: '8.8.8.8', userAgent: ANDROID_TABLET, method: 'GET' })).toMatchObject({
      os: 'Android',
      deviceType: 'tablet',
    });
  });

  it('finds the country from the bundled GeoIP data, or from a trusted proxy header', () => {
    expect(classifier.classify({ ip: '81.2.69.142', userAgent: IPHONE, method: 'GET' }).country).toBe('GB');
    expect(classifier.classify({ ip: '127.0.0.1', userAgent: IPHONE, method: 'GET' }).country).toBeNull();
    expect(
      classifier.classify({ ip: '127.0.0.1', userAgent: IPHONE, method: 'GET', proxyCountry: 'de' }).country,
    ).toBe('DE');
    expect(
      classifier.classify({ ip: '8.8.8.8', userAgent: IPHONE, method: 'GET', proxyCountry: 'XX' }).country,
    ).toBe('US');
  });

  it('flags crawlers, link previewers, empty agents and HEAD requests as bots', () => {
    const bot = (userAgent: string, method = 'GET') =>
      classifier.classify({ ip: '1.1.1.1', userAgent, method }).isBot;
    expect(bot('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe(true);
    expect(bot('WhatsApp/2.23.20.0 A')).toBe(true);
    expect(bot('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(bot('curl/8.5.0')).toBe(true);
    expect(bot('')).toBe(true);
    expect(bot(IPHONE, 'HEAD')).toBe(true);
    expect(bot(IPHONE)).toBe(false);
  });

  it('finds region and city from the bundled city data, and the first language', () => {
    const london = classifier.classify({
      ip: '::ffff:81.2.69.142',
      userAgent: IPHONE,
      method: 'GET',
      acceptLanguage: 'fr-CH, fr;q=0.9, en;q=0.8',
    });
    expect(london).toMatchObject({ country: 'GB', region: 'England', city: 'London', language: 'fr' });
    expect(classifier.classify({ ip: '10.0.0.1', userAgent: IPHONE, method: 'GET' })).toMatchObject({
      region: null,
      city: null,
      language: null,
    });
  });

  it('keeps no city, language or visitor hash for scanners who ask not to be tracked', () => {
    const visitor = classifier.classify({
      ip: '81.2.69.142',
      userAgent: IPHONE,
      method: 'GET',
      acceptLanguage: 'en-GB',
      doNotTrack: true,
    });
    expect(visitor).toMatchObject({
      country: 'GB',
      region: 'England',
      city: null,
      language: null,
      visitorHash: '',
    });
  });

  it('changes every visitor’s hash with the day’s salt', () => {
    const salts: Record<string, string> = { '2026-01-01': 'a', '2026-01-02': 'b' };
    const daily = new VisitorClassifier((now) => salts[now.toISOString().slice(0, 10)]);
    const on = (day: string) =>
      daily.classify({ ip: '203.0.113.9', userAgent: IPHONE, method: 'GET' }, new Date(`${day}T12:00:00Z`))
        .visitorHash;
    expect(on('2026-01-01')).toBe(on('2026-01-01'));
    expect(on('2026-01-02')).not.toBe(on('2026-01-01'));
  });

  it('hashes IP and agent with the salt, never keeping the IP', () => {
    const a = classifier.classify({ ip: '203.0.113.9', userAgent: IPHONE, method: 'GET' });
    expect(a.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a)).not.toContain('203.0.113.9');
    expect(classifier.classify({ ip: '203.0.113.9', userAgent: IPHONE, method: 'GET' }).visitorHash).toBe(
      a.visitorHash,
    );
    expect(
      classifier.classify({ ip: '203.0.113.10', userAgent: IPHONE, method: 'GET' }).visitorHash,
    ).not.toBe(a.visitorHash);
    expect(
      new VisitorClassifier(() => 'other').classify({ ip: '203.0.113.9', userAgent: IPHONE, method: 'GET' })
        .visitorHash,
    ).not.toBe(a.visitorHash);
  });
});
