// The leaderboards' replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import {
  type DailyEntry,
  type GeneralEntry,
  type Leaderboard,
  type LeaderboardEntry,
  type OwnEntry,
  type OwnPosition,
  PERIODOS,
  type PeriodEntry,
} from '../../contracts/api/leaderboards.ts';
import { exactly } from '../http/index.ts';

const dailyEntry = exactly<DailyEntry>()(
  z.object({
    posicion: z.number(),
    usuario_id: z.number(),
    username: z.string(),
    puntuacion: z.number(),
    score_ponderado: z.number(),
    estrellas: z.number(),
    partidas_jugadas: z.literal(1),
    tiempo_segundos: z.number(),
    victoria_dificil: z.boolean(),
  }),
);

const periodEntry = exactly<PeriodEntry>()(
  z.object({
    posicion: z.number(),
    usuario_id: z.number(),
    username: z.string(),
    puntuacion_promedio: z.number(),
    score_ponderado: z.number(),
    multiplicador: z.number(),
    partidas_jugadas: z.number(),
    tiempo_promedio: z.number(),
  }),
);

export const leaderboardEntry = exactly<LeaderboardEntry>()(z.union([dailyEntry, periodEntry]));

export const ownEntry = exactly<OwnEntry>()(
  z.union([dailyEntry.extend({ email: z.string() }), periodEntry.extend({ email: z.string() })]),
);

const periodo = z.enum(PERIODOS);

export const leaderboard = exactly<Leaderboard>()(
  z.object({
    ranking: z.array(leaderboardEntry),
    totalParticipantes: z.number(),
    periodo,
    fecha: z.string(),
    desde: z.string(),
    hasta: z.string(),
    version: z.string(),
  }),
);

const where = { periodo, fecha: z.string() };
export const ownPosition = exactly<OwnPosition>()(
  z.union([
    dailyEntry.extend({ email: z.string(), ...where }),
    periodEntry.extend({ email: z.string(), ...where }),
    z.object({ posicion: z.null(), ...where }),
  ]),
);

export const generalRanking = z.object({
  ranking: z.array(
    exactly<GeneralEntry>()(
      z.object({
        posicion: z.number(),
        usuario_id: z.number(),
        username: z.string(),
        puntuacion_total: z.number(),
        puntuacion_promedio: z.number(),
        partidas_jugadas: z.number(),
        victorias: z.number(),
        mejor_puntuacion: z.number(),
        tiempo_promedio: z.number(),
      }),
    ),
  ),
  limite: z.number(),
});
