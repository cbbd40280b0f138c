/** The one event of a `day-<fecha>` stream, always at version 1: a day's question never changes. */
export type DailyQuestionAssigned = {
  type: 'DailyQuestionAssigned';
  data: { fecha: string; preguntaId: number };
};

export const dayStreamId = (fecha: string) => `day-${fecha}`;
