// The leagues' replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type { Invitacion, LeagueTable, Liga } from '../../contracts/api/leagues.ts';
import { exactly } from '../http/index.ts';
import { leaderboard, ownEntry } from '../leaderboards/index.ts';

const liga = exactly<Liga>()(
  z.object({
    id: z.number(),
    nombre: z.string(),
    codigo: z.string(),
    enlace: z.string(),
    propietario_id: z.number(),
    creada_en: z.string(),
    miembros: z.array(
      z.object({ usuario_id: z.number(), username: z.string(), propietario: z.boolean(), unido_en: z.string() }),
    ),
    expulsados: z.array(z.object({ usuario_id: z.number(), username: z.string(), expulsado_en: z.string() })),
  }),
);

export const invitacionReply = z.object({
  invitacion: exactly<Invitacion>()(
    z.object({
      nombre: z.string(),
      miembros: z.number(),
      estado: z.enum(['abierta', 'miembro', 'expulsado', 'llena']),
      liga_id: z.number().nullable(),
    }),
  ),
});

export const ligaReply = z.object({ liga });
export const ligasReply = z.object({ ligas: z.array(liga) });

export const leagueTable = exactly<LeagueTable>()(
  leaderboard.extend({ liga: z.object({ id: z.number(), nombre: z.string() }), miPosicion: ownEntry.nullable() }),
);
