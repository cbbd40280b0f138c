import type { InlineProjection } from '../inline.ts';

/** daily_questions: the question of each day, from the day-<fecha> streams. */
export const dailyQuestionsProjection: InlineProjection = {
  name: 'daily_questions',
  handles: ['DailyQuestionAssigned'],
  writes: {
    ctes: [
      `daily_question_written as (
        insert into daily_questions (fecha, pregunta_id, assigned_at)
        select (data->>'fecha')::date, (data->>'preguntaId')::int, occurred_at from source where type = 'DailyQuestionAssigned')`,
    ],
    reads: [],
  },
};
