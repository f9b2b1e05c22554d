/**
 * Gateways take amounts in the currency's smallest unit (cents, paise; yen have none). The
 * number of decimals is ISO 4217's, as Intl knows it.
 */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** 19.99 USD → 1999; 500 JPY → 500. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

/** 1999 USD → 19.99; 500 JPY → 500. */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/**
 * 1999 USD → '19.99 USD' (for people: logs, reasons). A code Intl refuses (a gateway's
 * payload may carry anything) is shown as given, in its smallest unit.
 */
export function formatMinorUnits(minor: number, currency: string): string {
  try {
    return `${toDecimalString(fromMinorUnits(minor, currency), currency)} ${currency}`;
  } catch {
    return `${minor} (smallest unit) ${currency}`;
  }
}

/** 19.99 USD → '19.99'; 500 JPY → '500' (PayPal's amount value). */
export function toDecimalString(amount: number, currency: string): string {
  return amount.toFixed(currencyDecimals(currency));
}

/** Whether a gateway's decimal string ('19.99') is the amount, compared in the smallest unit. */
export function sameAmount(value: string | number | undefined, amount: number, currency: string): boolean {
  const n = typeof value === 'string' ? Number(value) : value;
  return (
    typeof n === 'number' &&
    Number.isFinite(n) &&
    toMinorUnits(n, currency) === toMinorUnits(amount, currency)
  );
}
