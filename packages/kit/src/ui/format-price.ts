const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** Indian comma grouping (1,23,456), with two decimals only when the number is not whole. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return formatterFor(Number.isInteger(value) ? 0 : 2).format(value);
}

const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * A price as the shop shows it: a symbol made only of letters is followed by a space ('AED 10'),
 * any other symbol is joined directly ('₹1,23,456').
 */
export function formatPrice(value: number, currencySymbol = '₹'): string {
  const number = formatNumber(Math.abs(value));
  if (number === '') return '';
  const symbol = currencySymbol.trim();
  const sign = value < 0 ? '-' : '';
  if (symbol === '') return `${sign}${number}`;
  return LETTERS_ONLY.test(symbol) ? `${sign}${symbol} ${number}` : `${sign}${symbol}${number}`;
}
