import type { DailyQuestionAssigned } from '../../contracts/events.ts';
import { occurredAt } from '../../contracts/events.ts';
import type { InlineProjection } from '../inline.ts';

/** daily_questions: the question of each day, from the day-<fecha> streams. */
export const dailyQuestionsProjection: InlineProjection = {
  handles: ['DailyQuestionAssigned'],
  async project(tx, events) {
    for (const event of events) {
      if (event.type !== 'DailyQuestionAssigned') continue;
      const { fecha, preguntaId } = event.data as DailyQuestionAssigned['data'];
      await tx.query('insert into daily_questions (fecha, pregunta_id, assigned_at) values ($1, $2, $3)', [fecha, preguntaId, occurredAt(event)]);
    }
  },
};
