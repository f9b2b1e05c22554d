import { formatMinorUnits, sameAmount, toDecimalString, toMinorUnits } from './money';

describe('money', () => {
  it('writes an amount in the smallest unit for people, whatever the code', () => {
    expect(formatMinorUnits(1999, 'USD')).toBe('19.99 USD');
    expect(formatMinorUnits(500, 'JPY')).toBe('500 JPY');
    expect(formatMinorUnits(1, 'not a code')).toBe('1 (smallest unit) not a code');
  });

  it('converts to the smallest unit by the currency’s decimals', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(499, 'INR')).toBe(49900);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(1.5, 'KWD')).toBe(1500);
  });

  it('writes the decimal string PayPal expects', () => {
    expect(toDecimalString(9.5, 'EUR')).toBe('9.50');
    expect(toDecimalString(500, 'JPY')).toBe('500');
  });

  it('compares a gateway’s amount with the stored one in the smallest unit', () => {
    expect(sameAmount('19.99', 19.99, 'USD')).toBe(true);
    expect(sameAmount('19.990', 19.99, 'USD')).toBe(true);
    expect(sameAmount('1.99', 19.99, 'USD')).toBe(false);
    expect(sameAmount('abc', 19.99, 'USD')).toBe(false);
    expect(sameAmount(undefined, 19.99, 'USD')).toBe(false);
  });
});
