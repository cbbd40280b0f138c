// Each league rule or refusal (a key of the `leagues` catalogue, locales/) and the code the API
// answers it with. No zod here, so the client's texts stay light.
import type texts from './locales/es.ts';

export const LEAGUE_CODES = {
  nameRequired: 'INVALID_LEAGUE_NAME',
  nameMin: 'INVALID_LEAGUE_NAME',
  nameMax: 'INVALID_LEAGUE_NAME',
  nameChars: 'INVALID_LEAGUE_NAME',
  nameProfane: 'INVALID_LEAGUE_NAME',
  nameLookalike: 'INVALID_LEAGUE_NAME',
  codeInvalid: 'INVALID_LEAGUE_CODE',
  codeUnknown: 'LEAGUE_CODE_NOT_FOUND',
  notFound: 'LEAGUE_NOT_FOUND',
  memberNotFound: 'LEAGUE_MEMBER_NOT_FOUND',
  ownerOnly: 'LEAGUE_OWNER_ONLY',
  alreadyOwner: 'LEAGUE_ALREADY_OWNER',
  full: 'LEAGUE_FULL',
  tooManyLeagues: 'TOO_MANY_LEAGUES',
  removed: 'LEAGUE_REMOVED',
  removedNotFound: 'LEAGUE_REMOVED_NOT_FOUND',
  tooManyJoins: 'TOO_MANY_LEAGUE_JOINS',
  tooManyCreations: 'TOO_MANY_LEAGUES_CREATED',
} as const satisfies Record<keyof typeof texts, string>;

export type LeagueMessageKey = keyof typeof LEAGUE_CODES;
