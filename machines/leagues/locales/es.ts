// The private leagues' texts in Spanish (namespace `leagueRules`): the league form's rules and the
// refusals the API answers with (their codes in ../messages.ts).
export default {
  nameRequired: 'Ponle un nombre a la liga.',
  nameMin: 'El nombre de la liga debe tener al menos {{min}} caracteres.',
  nameMax: 'El nombre de la liga no puede tener más de {{max}} caracteres.',
  nameChars: 'Solo letras y números, con un espacio entre palabras.',
  nameProfane: 'Ese nombre no está permitido. Elige otro.',
  nameLookalike:
    'Ese nombre lleva caracteres invisibles, formas especiales o letras de alfabetos mezclados en una palabra. Escríbelo con letras normales.',
  codeInvalid: 'El código tiene {{length}} letras y números (por ejemplo, K7PX-M2QA).',
  codeUnknown: 'Ningún código de liga coincide. Revisa el código o pide una invitación nueva.',
  notFound: 'No existe esa liga o no eres miembro.',
  memberNotFound: 'Ese jugador no es miembro de la liga.',
  ownerOnly: 'Solo quien administra la liga puede hacerlo.',
  alreadyOwner: 'Ya administras esta liga: elige a otro miembro.',
  full: 'Esta liga ya tiene {{max}} miembros, el máximo.',
  tooManyLeagues: 'Ya estás en {{max}} ligas, el máximo. Sal de alguna para crear o unirte a otra.',
  removed: 'Quien administra esta liga te expulsó de ella: podrás volver a unirte cuando te invite de nuevo.',
  removedNotFound: 'Ese jugador no está entre los expulsados de la liga.',
  tooManyJoins: 'Demasiados intentos de unirte a una liga. Vuelve a intentarlo en {{minutos}} min.',
  tooManyCreations: 'Has creado demasiadas ligas en poco tiempo. Vuelve a intentarlo en {{minutos}} min.',
} as const;
