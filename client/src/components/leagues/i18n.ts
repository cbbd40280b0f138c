/** Texts of the list of a player's leagues (profile, leaderboard, leagues page). */
import { addTexts } from '../../i18n/index.ts';

export const leagueList = addTexts('leagueList', {
  es: {
    title: 'Tus ligas',
    none: 'Aún no estás en ninguna liga privada.',
    members_one: '{{count}} miembro',
    members_other: '{{count}} miembros',
    owner: 'Administras',
    manage: 'Crear o unirte a una liga',
    error: 'No se pudieron cargar tus ligas.',
  },
  en: {
    title: 'Your leagues',
    none: 'You are not in any private league yet.',
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    owner: 'Owner',
    manage: 'Create or join a league',
    error: 'Your leagues could not be loaded.',
  },
});
