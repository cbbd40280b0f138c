import { describe, expect, it } from 'vitest';
import legalEn from '../../../../../client/src/features/legal/locales/en.ts';
import legalEs from '../../../../../client/src/features/legal/locales/es.ts';
import { KEYS, STORED_KINDS } from '../../../../../client/src/lib/storage.ts';

const legal = { es: legalEs, en: legalEn };

describe('the cookie policy (issue 26: it lists what the product really stores)', () => {
  const stored = Object.keys(KEYS).sort();

  it.each(['es', 'en'] as const)(
    'in %s, has a purpose and a lifetime for every storage key, and no other row',
    (lang) => {
      const rows: Record<string, { purpose: string; duration: string }> = legal[lang].cookies.rows;
      expect(Object.keys(rows).sort()).toEqual(stored);
      for (const [key, row] of Object.entries(rows)) {
        expect(row.purpose, key).not.toBe('');
        expect(row.duration, key).not.toBe('');
      }
    },
  );

  it('gives every storage key a kind the policy names', () => {
    expect(Object.keys(STORED_KINDS).sort()).toEqual(stored);
    for (const lang of ['es', 'en'] as const)
      for (const kind of Object.values(STORED_KINDS)) expect(legal[lang].cookies.kinds[kind]).toBeTruthy();
  });
});
