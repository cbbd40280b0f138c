// The client writes numbers itself (client/src/i18n/numbers.ts: the first Intl.NumberFormat is a long
// task on a phone), so they must read exactly as Intl writes them, in both languages.
import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberOptions } from '../../../client/src/i18n/numbers.ts';

const VALUES = [
  ...Array.from({ length: 20_001 }, (_, i) => i),
  ...Array.from({ length: 2_000 }, (_, i) => 20_000 + i * 4_999),
  ...[123_456_789, 9_007_199_254_740_991, 1e20, -1, -1234, -12_345, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2.675],
  ...[0.1 + 0.2, 1 / 3, 2 / 3, 99.95, 99.995, 999.9995, 1234.5678, 12_345.05, 0.0004, 0.0005, -0.0004, 1e-7],
  // Averages and ratios as the pages show them: many random ones, reproducibly.
  ...Array.from({ length: 5_000 }, (_, i) => ((i * 7919) % 100_003) / [1, 3, 7, 10, 100, 1000][i % 6]),
];
const OPTIONS: NumberOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe.each([
  ['es', 'es-ES'],
  ['en', 'en-US'],
])('in %s', (language, locale) => {
  it.each(OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
    'given %s, then every number reads as Intl writes it',
    (_, options) => {
      const intl = new Intl.NumberFormat(locale, options);
      const wrong = VALUES.filter((value) => formatNumber(language, value, options) !== intl.format(value));
      expect(
        wrong.slice(0, 5).map((value) => [value, formatNumber(language, value, options), intl.format(value)]),
      ).toEqual([]);
    },
  );

  it('given what toFixed cannot write, then Intl writes it', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -Number.POSITIVE_INFINITY, 1e21, 1.5e300])
      expect(formatNumber(language, value)).toBe(new Intl.NumberFormat(locale).format(value));
  });
});
