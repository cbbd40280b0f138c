// Texts of the list of a player's leagues (profile, leaderboard, leagues page), in Spanish
// (namespace `leagueList`).
export default {
  title: 'Tus ligas',
  none: 'Aún no estás en ninguna liga privada.',
  members_one: '{{count, number}} miembro',
  members_other: '{{count, number}} miembros',
  owner: 'Administras',
  manage: 'Crear o unirte a una liga',
  error: 'No se pudieron cargar tus ligas.',
} as const;
