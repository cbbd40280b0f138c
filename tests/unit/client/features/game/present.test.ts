import { describe, expect, it } from 'vitest';
import { scoreLoss, scoreWin } from '../../../../../machines/game/scoring.ts';
import {
  answerText,
  breakdownLines,
  describeRow,
  formatCountdown,
  hintText,
  isWinningRow,
  questionText,
  toTodayResult,
} from '../../../../../client/src/features/game/present.ts';

describe('breakdownLines', () => {
  it('given a win with hints in 2 attempts, then only the non-zero lines show, penalties as -x and bonuses as +x', () => {
    const result = scoreWin({
      attempts: 2,
      hintsUsed: 1,
      seconds: 10,
      guesses: [
        ['correct', 'absent', 'present'],
        ['correct', 'correct', 'correct'],
      ],
    });
    expect(breakdownLines(result)).toEqual([
      { key: 'attemptsPenalty', text: '-60' },
      { key: 'hintsPenalty', text: '-100' },
      { key: 'timePenalty', text: '-10' },
      { key: 'timeBonus', text: '+100' },
      { key: 'precisionBonus', text: '+15' },
    ]);
  });

  it('given a perfect first-attempt win at 0 s, then only the bonuses that apply show', () => {
    const result = scoreWin({ attempts: 1, hintsUsed: 0, seconds: 0, guesses: [['correct']] });
    expect(breakdownLines(result)).toEqual([
      { key: 'timeBonus', text: '+100' },
      { key: 'perfectBonus', text: '+150' },
    ]);
  });

  it('given a slow loss with a hint, then the loss breakdown shows attempts, hints, time and slow penalties', () => {
    expect(breakdownLines(scoreLoss({ hintsUsed: 1, seconds: 100 })).map((line) => line.text)).toEqual([
      '-750',
      '-100',
      '-360',
      '-75',
    ]);
  });
});

describe('formatting', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [999, '00:00:01'],
    [3_661_000, '01:01:01'],
    [86_400_000, '24:00:00'],
  ])('formatCountdown(%i) is %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('isWinningRow', () => {
  it('given all letters correct around a space, then it is a win; an absent letter or no colours is not', () => {
    expect(isWinningRow(['correct', 'space', 'correct'])).toBe(true);
    expect(isWinningRow(['correct', 'space', 'absent'])).toBe(false);
    expect(isWinningRow([])).toBe(false);
  });
});

describe('localisation with the Spanish fallback', () => {
  const question = {
    id: 1,
    pregunta_es: '¿Quién?',
    pregunta_en: '',
    estructura_respuesta_es: { patron: '_', longitud: 1, espacios: [] },
  };
  it('given no English text, then English shows the Spanish one', () => {
    expect(questionText(question, 'en')).toBe('¿Quién?');
    expect(questionText({ ...question, pregunta_en: 'Who?' }, 'en')).toBe('Who?');
    expect(hintText({ orden: 1, texto_es: 'Pista', texto_en: '' }, 'en')).toBe('Pista');
    expect(hintText({ orden: 1, texto_es: 'Pista', texto_en: 'Hint' }, 'es')).toBe('Pista');
  });
  it('given the answer as { es, en } or a string, then the current language is chosen', () => {
    expect(answerText({ es: 'Raúl', en: 'Raul' }, 'en')).toBe('Raul');
    expect(answerText({ es: 'Raúl', en: '' }, 'en')).toBe('Raúl');
    expect(answerText('Raúl', 'en')).toBe('Raúl');
    expect(answerText(null, 'es')).toBeNull();
  });
});

describe("toTodayResult (section 3, today's score)", () => {
  it('given nothing, then there is no result', () => {
    expect(toTodayResult(null)).toBeNull();
  });
  it('given a bare number, then it is the score and the rest takes the defaults', () => {
    expect(toTodayResult(850)).toEqual({
      score: 850,
      attempts: 1,
      stars: 0,
      time: 0,
      hintsUsed: 0,
      completed: true,
      correctAnswer: false,
    });
  });
  it('given an object with missing fields, then each takes its documented default', () => {
    expect(toTodayResult({ puntuacion: 1200, estrellas: 3 })).toEqual({
      score: 1200,
      attempts: 1,
      stars: 3,
      time: 0,
      hintsUsed: 0,
      completed: true,
      correctAnswer: false,
    });
    expect(
      toTodayResult({
        intentos_usados: 4,
        tiempo_segundos: 70,
        pistas_usadas: 2,
        completado: false,
        respuesta_correcta: true,
      }),
    ).toEqual({
      score: 0,
      attempts: 4,
      stars: 0,
      time: 70,
      hintsUsed: 2,
      completed: false,
      correctAnswer: true,
    });
  });
});

describe('describeRow', () => {
  it('given an evaluated row with a space, then each letter is read with its status and the space is skipped', () => {
    const words = { correct: 'correcta', present: 'presente', absent: 'ausente' };
    expect(describeRow('Intento 2', 'ME S', ['correct', 'present', 'space', 'absent'], words)).toBe(
      'Intento 2: M correcta, E presente, S ausente',
    );
  });
});
