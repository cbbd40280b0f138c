// A private league's rules, shared by the client (the forms) and the server (the answers): its name
// (the username rules, word by word: machines/accounts/username.ts), its invite code and its limits.
import { z } from 'zod';
import { canonicalUsername, hasNameWordsChars, usernameLength } from '../accounts/username.ts';
import type { LeagueMessageKey } from './messages.ts';

export const LEAGUE_NAME_MIN = 3;
export const LEAGUE_NAME_MAX = 30;
/** Members a league may have, its owner included. */
export const LEAGUE_MEMBERS_MAX = 50;
/** Leagues a player may be in at once, those they own included. */
export const LEAGUES_PER_PLAYER = 10;
/** Join attempts (by code or link, right or wrong) a player may make an hour; an address, three times that. */
export const LEAGUE_JOINS_PER_HOUR = 10;
/** Leagues a player may create an hour (deleting one does not give it back). */
export const LEAGUES_CREATED_PER_HOUR = 5;

/**
 * Invite codes: 8 characters of 31 (digits and capitals without 0/O, 1/I/L): 31^8 ≈ 8.5·10^11 codes.
 * With a few joins an hour per player and per address, guessing one of even a million leagues takes
 * an address about 3,000 years on average.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

/** What players read and type: "K7PX-M2QA". */
export const formatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A typed or pasted code as stored (case, spaces and dashes do not matter); null when it cannot be a code. */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((char) => CODE_ALPHABET.includes(char)) ? code : null;
}

/** A league name as stored: NFC, trimmed, one space between words. */
export const canonicalLeagueName = (name: string) => canonicalUsername(name).trim().replace(/ {2,}/g, ' ');

/** The name rules in the order they are checked (the first failing one is shown). */
export const leagueNameSchema = z
  .string()
  .catch('')
  .transform(canonicalLeagueName)
  .pipe(
    z
      .string()
      .min(1, 'nameRequired' satisfies LeagueMessageKey)
      .refine((name) => usernameLength(name) >= LEAGUE_NAME_MIN, 'nameMin' satisfies LeagueMessageKey)
      .refine((name) => usernameLength(name) <= LEAGUE_NAME_MAX, 'nameMax' satisfies LeagueMessageKey)
      .refine(hasNameWordsChars, 'nameChars' satisfies LeagueMessageKey),
  );

/** The parameters of the name and code texts. */
export const NAME_PARAMS = { min: LEAGUE_NAME_MIN, max: LEAGUE_NAME_MAX, length: CODE_LENGTH };

/** The messages of the name rules (what leagueNameSchema's issues say). */
const NAME_RULES = [
  'nameRequired',
  'nameMin',
  'nameMax',
  'nameChars',
  'nameProfane',
  'nameLookalike',
] as const satisfies readonly LeagueMessageKey[];
export const isNameRule = (key: string): key is (typeof NAME_RULES)[number] =>
  (NAME_RULES as readonly string[]).includes(key);
