// Numbers in Spanish (es-ES) and US English (en-US), exactly as Intl.NumberFormat writes them in its
// decimal style (a unit test compares them), but without Intl: making the first NumberFormat costs a
// phone's main thread tens of milliseconds (it loads the locale's number data), a long task on
// nearly every page (the reason dates.ts writes dates itself too).

/** The digits after the point: at least `minimumFractionDigits`, at most `maximumFractionDigits` (3 unless said). */
export type NumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

const LOCALES = {
  // Spanish groups thousands only from five digits (1234, 12.345), as CLDR's minimum grouping says.
  es: { group: '.', decimal: ',', groupFrom: 5 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
};

/** A number in the language's locale. */
export function formatNumber(language: string, value: number, options: NumberOptions = {}): string {
  const locale = LOCALES[language === 'en' ? 'en' : 'es'];
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  // What no page shows (not a number, endless, from 1e21 on) goes to Intl.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21)
    return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-ES', options).format(value);
  const [whole, fraction] = rounded(Math.abs(value), max);
  let digits = fraction.padEnd(min, '0');
  while (digits.length > min && digits.endsWith('0')) digits = digits.slice(0, -1);
  const grouped = whole.length < locale.groupFrom ? whole : whole.replace(/\B(?=(\d{3})+$)/g, locale.group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits ? locale.decimal + digits : ''}`;
}

/**
 * The whole and fraction digits of a non-negative number rounded to `max` fraction digits, as ICU
 * rounds: half away from zero on the shortest decimal that reads back as the number (12345.05 is
 * 12345.1 to one digit, though the double is a hair under it).
 */
function rounded(value: number, max: number): [string, string] {
  const [mantissa, exponent = '0'] = value.toString().split('e');
  const [head, tail = ''] = mantissa.split('.');
  let digits = head + tail;
  let point = head.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  if (digits.length - point <= max) return [digits.slice(0, point), digits.slice(point)];
  const up = digits[point + max] >= '5';
  let kept = digits.slice(0, point + max);
  if (up) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const split = kept.length - max;
  return [kept.slice(0, split), kept.slice(split)];
}
