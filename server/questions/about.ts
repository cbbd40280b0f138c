// "About this question": the sources of a day's question, shown once the caller's play of that day has
// ended (never before: a source names the answer). The day is the key; no bank id reaches the player.
import type { AcercaDePregunta, Fuente } from '../../contracts/api/questions.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { findResult } from '../../projections/player-days/queries.ts';
import type { Caller } from '../http/index.ts';
import { playerOf } from '../plays/index.ts';
import type { Services } from '../services.ts';
import { type Outlet, outletFinder, readOutlets } from './outlets.ts';

let outletOf: ((url: string) => Outlet | undefined) | null = null;

/** A source as a link: only http(s) addresses, named by their outlet (else their host). */
export function fuenteOf(url: string): Fuente | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  outletOf ??= outletFinder(readOutlets());
  return { url: parsed.href, medio: outletOf(url)?.name ?? parsed.hostname.replace(/^www\./, '') };
}

/** The sources of the question of the caller's ended play of `fecha`; PLAY_NOT_FINISHED before it ends. */
export async function aboutQuestionOfDay(services: Services, caller: Caller, fecha: string): Promise<AcercaDePregunta> {
  const result = await findResult(services.pool, playStreamId(playerOf(caller), fecha));
  if (result === null) throw new Refused('PLAY_NOT_FINISHED');
  const { rows } = await services.pool.query<{ fuentes: string[] }>('select fuentes from questions where id = $1', [
    result.pregunta_id,
  ]);
  const fuentes = (rows[0]?.fuentes ?? []).map(fuenteOf).filter((f): f is Fuente => f !== null);
  return { fecha, fuentes };
}
