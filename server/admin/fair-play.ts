// The fair-play queue (docs/security/threat-model.md): signed-in players' plays flagged when they
// finished, and an admin's verdict on one, recorded as a PlayReviewed on the play's own stream so
// the leaderboards follow it (projections) and every instance pushes them again.
import type { FairPlayItem, FairPlayQueue, FairPlayVerdictName } from '../../contracts/api/admin.ts';
import { at, occurredAt, type PlayReviewed, type PlayStarted } from '../../contracts/events.ts';
import { VersionConflict } from '../../contracts/store.ts';
import { plausibleSeconds, reviewSeconds } from '../../machines/game/fair-play.ts';
import { lettersCount } from '../../machines/game/normalize.ts';
import { ranksOnItsDay } from '../../machines/game/play-events.ts';
import { findFairPlayItem, readFairPlayQueue, type FairPlayRow } from '../../projections/fair-play/queries.ts';
import { madridDay } from '../days/index.ts';
import { conflict, HttpError, notFound } from '../http/index.ts';
import { getQuestion } from '../questions/index.ts';
import type { Services } from '../services.ts';

/** Verdicts shown below the waiting plays. */
const REVIEWED_SHOWN = 50;

async function itemOf(services: Services, row: FairPlayRow): Promise<FairPlayItem> {
  const letters = lettersCount(await getQuestion(services, row.pregunta_id));
  return {
    stream_id: row.stream_id,
    usuario_id: row.user_id,
    username: row.username,
    fecha: row.fecha,
    marcas: row.flags,
    gano: row.won,
    puntuacion: row.score,
    intentos: row.attempts,
    pistas: row.hints,
    segundos: row.seconds,
    minimo_segundos: plausibleSeconds(letters, row.attempts),
    revision_segundos: reviewSeconds(letters, row.attempts),
    clasifica: row.ranked,
    marcada_en: row.flagged_at.toISOString(),
    veredicto: row.verdict,
    revisada_en: row.reviewed_at?.toISOString() ?? null,
    revisor: row.reviewer,
  };
}

export async function fairPlayQueue(services: Services): Promise<FairPlayQueue> {
  const { pending, reviewed } = await readFairPlayQueue(services.pool, REVIEWED_SHOWN);
  return {
    pendientes: await Promise.all(pending.map((row) => itemOf(services, row))),
    revisadas: await Promise.all(reviewed.map((row) => itemOf(services, row))),
  };
}

/**
 * An admin's verdict on a flagged play: 'confirmed' takes it out of the rankings, 'cleared' puts it
 * in when it finished on its day (an anti-exploit play never ranks). Another admin must judge an
 * admin's own play. A later verdict replaces an earlier one.
 */
export async function reviewPlay(
  services: Services,
  reviewerId: number,
  streamId: string,
  verdict: FairPlayVerdictName,
): Promise<FairPlayItem> {
  const item = await findFairPlayItem(services.pool, streamId);
  if (!item) throw notFound('NOT_FLAGGED', (t) => t('adminTools:NOT_FLAGGED', { streamId }));
  if (item.user_id === reviewerId) throw new HttpError(403, 'OWN_PLAY', 'adminTools:OWN_PLAY');
  const stored = await services.store.readStream(streamId);
  const finished = stored.find((event) => event.type === 'PlayFinished');
  if (!finished) throw notFound('NOT_FLAGGED', (t) => t('adminTools:NOT_FLAGGED', { streamId }));
  const started = stored[0].data as PlayStarted['data'];
  const ranked =
    verdict === 'cleared' &&
    ranksOnItsDay(started, madridDay(occurredAt(finished))) &&
    !item.flags.includes('anti-exploit');
  const reviewed: PlayReviewed = {
    type: 'PlayReviewed',
    data: { verdict, ranked, userId: item.user_id, fecha: item.fecha, reviewerId },
  };
  try {
    await services.store.append(streamId, stored.length, [{ ...reviewed, metadata: at(services.now()) }]);
  } catch (error) {
    throw error instanceof VersionConflict ? conflict('CONFLICT', 'plays:CONFLICT') : error;
  }
  services.cache.plays.delete(streamId);
  return itemOf(services, (await findFairPlayItem(services.pool, streamId))!);
}
