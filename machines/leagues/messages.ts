// The private leagues' texts the server answers with (and the league form shows), in both
// languages, each with the code of its refusal. No zod here, so the client's texts stay light.
import type { Text } from '../../contracts/language.ts';

type Message = Text & { code: string };

export const LEAGUE_MESSAGES = {
  nameRequired: { code: 'INVALID_LEAGUE_NAME', es: 'Ponle un nombre a la liga.', en: 'Give the league a name.' },
  nameMin: {
    code: 'INVALID_LEAGUE_NAME',
    es: 'El nombre de la liga debe tener al menos {min} caracteres.',
    en: 'The league name must be at least {min} characters long.',
  },
  nameMax: {
    code: 'INVALID_LEAGUE_NAME',
    es: 'El nombre de la liga no puede tener más de {max} caracteres.',
    en: 'The league name cannot be longer than {max} characters.',
  },
  nameChars: {
    code: 'INVALID_LEAGUE_NAME',
    es: 'Solo letras y números, con un espacio entre palabras.',
    en: 'Only letters and numbers, with one space between words.',
  },
  nameProfane: {
    code: 'INVALID_LEAGUE_NAME',
    es: 'Ese nombre no está permitido. Elige otro.',
    en: 'That name is not allowed. Choose another one.',
  },
  codeInvalid: {
    code: 'INVALID_LEAGUE_CODE',
    es: 'El código tiene {length} letras y números (por ejemplo, K7PX-M2QA).',
    en: 'The code has {length} letters and numbers (for example, K7PX-M2QA).',
  },
  codeUnknown: {
    code: 'LEAGUE_CODE_NOT_FOUND',
    es: 'Ningún código de liga coincide. Revisa el código o pide una invitación nueva.',
    en: 'No league has that code. Check the code or ask for a new invitation.',
  },
  notFound: {
    code: 'LEAGUE_NOT_FOUND',
    es: 'No existe esa liga o no eres miembro.',
    en: 'That league does not exist or you are not a member.',
  },
  memberNotFound: {
    code: 'LEAGUE_MEMBER_NOT_FOUND',
    es: 'Ese jugador no es miembro de la liga.',
    en: 'That player is not a member of the league.',
  },
  ownerOnly: {
    code: 'LEAGUE_OWNER_ONLY',
    es: 'Solo quien administra la liga puede hacerlo.',
    en: 'Only the league’s owner can do that.',
  },
  alreadyOwner: {
    code: 'LEAGUE_ALREADY_OWNER',
    es: 'Ya administras esta liga: elige a otro miembro.',
    en: 'You already own this league: choose another member.',
  },
  full: {
    code: 'LEAGUE_FULL',
    es: 'Esta liga ya tiene {max} miembros, el máximo.',
    en: 'This league already has {max} members, the most it can have.',
  },
  tooManyLeagues: {
    code: 'TOO_MANY_LEAGUES',
    es: 'Ya estás en {max} ligas, el máximo. Sal de alguna para crear o unirte a otra.',
    en: 'You are already in {max} leagues, the most allowed. Leave one to create or join another.',
  },
  tooManyJoins: {
    code: 'TOO_MANY_LEAGUE_JOINS',
    es: 'Demasiados intentos de unirte a una liga. Vuelve a intentarlo en {minutos} min.',
    en: 'Too many attempts to join a league. Try again in {minutos} min.',
  },
  tooManyCreations: {
    code: 'TOO_MANY_LEAGUES_CREATED',
    es: 'Has creado demasiadas ligas en poco tiempo. Vuelve a intentarlo en {minutos} min.',
    en: 'You have created too many leagues in a short time. Try again in {minutos} min.',
  },
} as const satisfies Record<string, Message>;

export type LeagueMessageKey = keyof typeof LEAGUE_MESSAGES;
