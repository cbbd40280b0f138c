import type { DailyQuestionAssigned } from '../../contracts/events.ts';
import type { InlineProjection } from '../inline.ts';

/** daily_questions: the question of each day, from the day-<fecha> streams. */
export const dailyQuestionsProjection: InlineProjection = {
  handles: ['DailyQuestionAssigned'],
  writes(events, { param, appended }) {
    const ctes = events
      .filter((event) => event.type === 'DailyQuestionAssigned')
      .map((event, i) => {
        const { fecha, preguntaId } = event.data as DailyQuestionAssigned['data'];
        return `daily_question_${i} as (
          insert into daily_questions (fecha, pregunta_id, assigned_at)
          select ${param(fecha)}::date, ${param(preguntaId)}::int, ${param(event.occurredAt)}::timestamptz where ${appended})`;
      });
    return { ctes, reads: [] };
  },
};
