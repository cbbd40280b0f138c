// Words and numbers as a native speaker writes them: plurals by the language's rules (i18next's
// `_one`/`_other`), numbers through Intl in the player's language (`{{count, number}}` in a
// catalogue), percentages that never break from their sign. The real catalogues, the real text system.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../client/src/app/texts.ts';

const NBSP = '\u00a0';

/** The client's text system, started afresh in a language (as a stored choice would start it). */
async function textsIn(language: 'es' | 'en') {
  vi.resetModules();
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'lang' ? language : null), setItem() {} });
  vi.stubGlobal('document', { documentElement: { setAttribute() {} } });
  const texts = await import('../../../client/src/i18n/index.ts');
  await texts.startTexts(catalogues, ['game', 'replay', 'admin', 'pastGames', 'leaderboard', 'cup']);
  return texts;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('in Spanish', () => {
  it('given scores, then one punto and many puntos, grouped as Spanish groups them', async () => {
    const { textsOf } = await textsIn('es');
    const t = textsOf('game');
    expect(t('points', { count: 1 })).toBe('1 punto');
    expect(t('points', { count: 0 })).toBe('0 puntos');
    expect(t('points', { count: 1234 })).toBe('1234 puntos');
    expect(t('points', { count: 12345 })).toBe('12.345 puntos');
    expect(textsOf('replay')('result', { count: 1, stars: 1 })).toBe('1 punto · 1 de 3 estrellas');
    expect(textsOf('pastGames')('result.score', { count: 950 })).toBe('950 puntos');
  });

  it('given the crowd, then players, a percentage that stays with its number and a decimal comma', async () => {
    const { textsOf } = await textsIn('es');
    const t = textsOf('game');
    expect(t('end.players', { count: 1 })).toBe('1 jugador');
    expect(t('end.percent', { value: 45 })).toBe(`45${NBSP}%`);
    expect(t('end.betterThan', { n: 80 })).toBe(`Mejor que el 80${NBSP}% de los jugadores de hoy`);
    expect(t('end.attemptsAverage', { count: 2.46 })).toBe('2,5 intentos');
    expect(t('end.attemptsAverage', { count: 1 })).toBe('1 intento');
  });

  it('given many players, then Spanish groups from five digits', async () => {
    const { textsOf } = await textsIn('es');
    expect(textsOf('leaderboard')('participants', { count: 12345 })).toBe('👥 12.345 jugadores participando');
    expect(textsOf('cup')('players', { count: 2048 })).toBe('2048 jugadores');
  });

  it('given hints left, then how many and what one costs', async () => {
    const t = (await textsIn('es')).textsOf('game');
    expect(t('hint.left', { count: 1, cost: 100 })).toBe('Queda 1: resta 100 puntos');
    expect(t('hint.left', { count: 3, cost: 100 })).toBe('Quedan 3: cada una resta 100 puntos');
  });
});

describe('in English', () => {
  it('given scores, then one point and many points, with a thousands comma', async () => {
    const t = (await textsIn('en')).textsOf('game');
    expect(t('points', { count: 1 })).toBe('1 point');
    expect(t('points', { count: 1234 })).toBe('1,234 points');
  });

  it('given many players, then every count a catalogue shows is grouped', async () => {
    const { textsOf } = await textsIn('en');
    expect(textsOf('leaderboard')('participants', { count: 1 })).toBe('👥 1 player participating');
    expect(textsOf('leaderboard')('participants', { count: 12345 })).toBe('👥 12,345 players participating');
    expect(textsOf('cup')('players', { count: 2048 })).toBe('2,048 players');
  });

  it('given the crowd and a rebuild, then English plurals and numbers', async () => {
    const { textsOf } = await textsIn('en');
    expect(textsOf('game')('end.percent', { value: 45 })).toBe('45%');
    expect(textsOf('game')('end.attemptsAverage', { count: 2.46 })).toBe('2.5 attempts');
    expect(textsOf('admin')('rebuild.done', { count: 1, seconds: 0.5 })).toBe(
      `Rebuild finished: 1 event replayed in 0.5${NBSP}s. Rows rebuilt:`,
    );
    expect(textsOf('admin')('rebuild.progress', { step: 'Events', done: 12000, total: 1500000 })).toBe(
      'Events: 12,000 of 1,500,000 events',
    );
  });
});
