import type { DailyQuestionAssigned } from '../server/days/events.ts';
import { occurredAt } from '../server/events/occurred-at.ts';
import type { InlineProjection } from '../server/events/store.ts';

/** daily_questions: the question of each day, from the day-<fecha> streams. */
export const dailyQuestionsProjection: InlineProjection = async (tx, events) => {
  for (const event of events) {
    if (event.type !== 'DailyQuestionAssigned') continue;
    const { fecha, preguntaId } = event.data as DailyQuestionAssigned['data'];
    await tx.query('insert into daily_questions (fecha, pregunta_id, assigned_at) values ($1, $2, $3)', [fecha, preguntaId, occurredAt(event)]);
  }
};
