import { formatters } from '@qrpanel/web';
import { plan } from '../testing/fixtures';
import { planLimits, priceLabel, storageSize } from './plan-format';

describe('priceLabel', () => {
  const en = formatters('en');
  const de = formatters('de');

  it('writes whole amounts without cents and others with them, as the language does', () => {
    expect(priceLabel(en, { price: 29, currency: 'USD' })).toBe('$29');
    expect(priceLabel(en, { price: 9.99, currency: 'USD' })).toBe('$9.99');
    expect(priceLabel(en, { price: 19.5, currency: 'EUR' })).toBe('€19.50');
    expect(priceLabel(de, { price: 29, currency: 'USD' })).toBe('29\u00a0$');
    expect(priceLabel(de, { price: 1234.5, currency: 'EUR' })).toBe('1.234,50\u00a0€');
  });

  it('shows the amount and the code of a currency Intl refuses', () => {
    expect(priceLabel(en, { price: 19, currency: 'DOLLARS' })).toBe('19.00 DOLLARS');
  });
});

describe('planLimits', () => {
  it('lists codes, scans, members, templates and API keys; none only for templates and keys at 0', () => {
    expect(
      planLimits(
        plan({ qr_code_limit: 0, scan_limit: 0, member_limit: 5, template_limit: 0, api_key_limit: -1 }),
      ),
    ).toEqual([
      { key: 'qrCodes', count: 0, none: false },
      { key: 'scans', count: 0, none: false },
      { key: 'members', count: 5, none: false },
      { key: 'templates', count: 0, none: true },
      { key: 'apiKeys', count: -1, none: false },
    ]);
  });

  it('lists custom domains only when the plan gives some', () => {
    const domains = (domain_limit: number) =>
      planLimits(plan({ domain_limit })).filter((limit) => limit.key === 'domains');
    expect(domains(0)).toEqual([]);
    expect(domains(3)).toEqual([{ key: 'domains', count: 3, none: false }]);
    expect(domains(-1)).toEqual([{ key: 'domains', count: -1, none: false }]);
  });

  it("lists storage for pages' files only when the plan gives some, after custom domains", () => {
    expect(planLimits(plan({ storage_limit_mb: 0 })).map((limit) => limit.key)).not.toContain('storage');
    expect(planLimits(plan({ domain_limit: 2, storage_limit_mb: 100 })).slice(-2)).toEqual([
      { key: 'domains', count: 2, none: false },
      { key: 'storage', count: 100, none: false },
    ]);
    expect(planLimits(plan({ storage_limit_mb: -1 })).at(-1)).toEqual({
      key: 'storage',
      count: -1,
      none: false,
    });
  });
});

describe('storageSize', () => {
  it('writes MB below 1024 MB and GB from there, as the language does', () => {
    const en = formatters('en');
    expect(storageSize(en, 25)).toBe('25 MB');
    expect(storageSize(en, 1023)).toBe('1,023 MB');
    expect(storageSize(en, 1024)).toBe('1 GB');
    expect(storageSize(en, 1536)).toBe('1.5 GB');
    expect(storageSize(en, 10240)).toBe('10 GB');
    expect(storageSize(formatters('de'), 1536)).toBe('1,5\u00a0GB');
  });
});
