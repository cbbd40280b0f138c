import type { Translation } from '../../texts.ts';
import type es from './es.ts';

export default {
  nameRequired: 'Give the league a name.',
  nameMin: 'The league name must be at least {{min}} characters long.',
  nameMax: 'The league name cannot be longer than {{max}} characters.',
  nameChars: 'Only letters and numbers, with one space between words.',
  nameProfane: 'That name is not allowed. Choose another one.',
  nameLookalike:
    'That name has invisible characters, special forms or letters of mixed alphabets within a word. Write it in plain letters.',
  codeInvalid: 'The code has {{length}} letters and numbers (for example, K7PX-M2QA).',
  codeUnknown: 'No league has that code. Check the code or ask for a new invitation.',
  notFound: 'That league does not exist or you are not a member.',
  memberNotFound: 'That player is not a member of the league.',
  ownerOnly: 'Only the league’s owner can do that.',
  alreadyOwner: 'You already own this league: choose another member.',
  full: 'This league already has {{max}} members, the most it can have.',
  tooManyLeagues: 'You are already in {{max}} leagues, the most allowed. Leave one to create or join another.',
  removed: 'The owner of this league removed you from it: you can join again once they invite you again.',
  removedNotFound: 'That player is not among those you removed from the league.',
  tooManyJoins: 'Too many attempts to join a league. Try again in {{minutos}} min.',
  tooManyCreations: 'You have created too many leagues in a short time. Try again in {{minutos}} min.',
} satisfies Translation<typeof es>;
