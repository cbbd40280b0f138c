import { describe, expect, it } from 'vitest';
import { ANTI_EXPLOIT_PATH, decideEntry, destinationOf } from '../../../../../client/src/features/game/entry-check.ts';
import type { EntryFacts } from '../../../../../client/src/features/game/entry-check.ts';

const facts = (overrides: Partial<EntryFacts>): EntryFacts => ({
  signedIn: false,
  localPlayed: false,
  server: 'notAsked',
  debug: false,
  ...overrides,
});

describe('decideEntry (spec section 4, entry checks for the daily game)', () => {
  it.each([
    {
      why: 'signed in, local played, server not played → anti-exploit',
      given: { signedIn: true, localPlayed: true, server: 'notPlayed' },
      go: 'antiExploit',
      clear: false,
    },
    {
      why: 'signed in, local not played, server played → already played',
      given: { signedIn: true, localPlayed: false, server: 'played' },
      go: 'alreadyPlayed',
      clear: false,
    },
    {
      why: 'signed in, local played, server played → already played',
      given: { signedIn: true, localPlayed: true, server: 'played' },
      go: 'alreadyPlayed',
      clear: false,
    },
    {
      why: 'signed in, neither played → play, stale local record cleared',
      given: { signedIn: true, localPlayed: false, server: 'notPlayed' },
      go: 'play',
      clear: true,
    },
    {
      why: 'signed in, check failed, local played → the local store decides',
      given: { signedIn: true, localPlayed: true, server: 'failed' },
      go: 'alreadyPlayed',
      clear: false,
    },
    {
      why: 'signed in, check failed, local not played → the local store decides',
      given: { signedIn: true, localPlayed: false, server: 'failed' },
      go: 'play',
      clear: false,
    },
    {
      why: 'signed out, local played → already played',
      given: { localPlayed: true },
      go: 'alreadyPlayed',
      clear: false,
    },
    { why: 'signed out, local not played → play', given: { localPlayed: false }, go: 'play', clear: false },
  ] as const)('given $why', ({ given, go, clear }) => {
    expect(decideEntry(facts(given))).toEqual({ go, clearLocalRecord: clear });
  });

  it('given debug mode, when the player already played everywhere, then the check is bypassed', () => {
    expect(decideEntry(facts({ signedIn: true, localPlayed: true, server: 'played', debug: true }))).toEqual({
      go: 'play',
      clearLocalRecord: false,
    });
  });
});

describe('destinationOf', () => {
  it('given each decision, then it names the route to open', () => {
    expect(destinationOf({ go: 'play', clearLocalRecord: false })).toBe('/juego');
    expect(destinationOf({ go: 'alreadyPlayed', clearLocalRecord: false })).toBe('/ya-jugaste');
    expect(destinationOf({ go: 'antiExploit', clearLocalRecord: false })).toBe('/ya-jugaste?reason=anti-exploit');
    expect(ANTI_EXPLOIT_PATH).toBe('/ya-jugaste?reason=anti-exploit');
  });
});
