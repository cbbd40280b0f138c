// The one text system's guarantees. The type check is the test of most of them: each
// `@ts-expect-error` below is a mistake that must fail `npm run typecheck` (were it ever to pass,
// the directive itself would fail it). The rest are i18next's plurals, contexts and placeholders
// as the server renders them.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Refused } from '../../../contracts/refusals.ts';
import gameEs from '../../../client/src/features/game/locales/es.ts';
import type { Translation } from '../../../machines/texts.ts';
import { translator } from '../../../server/texts.ts';

const es = {
  greeting: 'Hola, {{name}}',
  players_one: '{{count}} jugador',
  players_other: '{{count}} jugadores',
} as const;

describe('a catalogue and its translation', () => {
  it('given the same keys and placeholders, then the English is a Translation of the Spanish', () => {
    const en = {
      greeting: 'Hi, {{name}}',
      players_one: '{{count}} player',
      players_other: '{{count}} players',
    } satisfies Translation<typeof es>;
    expect(Object.keys(en)).toEqual(Object.keys(es));
  });

  it('given a key one language lacks, a key only one has or a dropped placeholder, then the type check fails', () => {
    const missing = {
      greeting: 'Hi, {{name}}',
      players_one: '{{count}} player',
      // @ts-expect-error players_other is missing
    } satisfies Translation<typeof es>;
    const extra = {
      greeting: 'Hi, {{name}}',
      players_one: '{{count}} player',
      players_other: '{{count}} players',
      // @ts-expect-error a key the Spanish does not have
      farewell: 'Bye',
    } satisfies Translation<typeof es>;
    const dropped = {
      // @ts-expect-error the placeholder {{name}} is dropped
      greeting: 'Hi there',
      players_one: '{{count}} player',
      players_other: '{{count}} players',
    } satisfies Translation<typeof es>;
    expect([missing, extra, dropped]).toHaveLength(3);
    // Every catalogue of the product is held to it: a client one, for example.
    expect(gameEs.playNow).toBe('Jugar ahora');
  });
});

describe('the server’s texts', () => {
  const t = translator('en');

  it('given a misspelt key or a missing value, then the type check fails', () => {
    // @ts-expect-error no such key
    expect(t('plays:NO_HINT_LEFT', { max: 3 })).toBe('NO_HINT_LEFT');
    // @ts-expect-error {{max}} needs a value
    expect(t('plays:NO_HINTS_LEFT')).toBe('You have used all {{max}} hints');
    // @ts-expect-error a reason the code does not have
    expect(new Refused('INVALID_DATE', {}, 'yesterday').reason).toBe('yesterday');
  });

  it('given a count, then the plural form of the language (Spanish "many" falls back to "other")', async () => {
    const texts = i18next.createInstance();
    await texts.init({ lng: 'es', resources: { es: { demo: es } }, interpolation: { escapeValue: false } });
    const plural = (count: number) => texts.t('demo:players', { count });
    expect([plural(1), plural(2), plural(0), plural(1_000_000)]).toEqual([
      '1 jugador',
      '2 jugadores',
      '0 jugadores',
      '1000000 jugadores',
    ]);
  });

  it('given values and a reason, then the text of that reason with its values', () => {
    expect(t('plays:NO_HINTS_LEFT', { max: 3 })).toBe('You have used all 3 hints');
    expect(t('plays:INVALID_DATE', { context: 'future', fecha: '2027-01-02', hoy: '2027-01-01', zona: 'Madrid' })).toBe(
      'The date 2027-01-02 has not come yet (today is 2027-01-01 in Madrid)',
    );
    expect(t('plays:INVALID_DATE', { fecha: 'x' })).toBe('Invalid date: x (format YYYY-MM-DD)');
    expect(translator('es')('accounts:answers.signedIn')).toBe('Inicio de sesión exitoso');
  });
});
