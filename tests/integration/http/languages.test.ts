// The player's language end to end (issue 15): every route group answers an English client in
// English and a Spanish one (or one that says nothing) in Spanish, errors and successes alike.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES as FORM_TEXTS } from '../../../machines/accounts/validation.ts';
import { ANSWERS, MESSAGES, render } from '../../../server/http/messages.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser, type RegisteredUser } from '../../helpers/users.ts';

let t: TestApp;
let player: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-05-10T10:00:00Z'), config: { contactTo: 'team@trivia.test' } });
  player = await registerUser(t.app);
});
afterAll(() => t.close());

type Case = {
  group: string;
  request: () => {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  };
  /** The texts the answer's message must be, in Spanish and in English. */
  texts: () => { es: string; en: string };
};

const CASES: Case[] = [
  {
    group: 'accounts: a refusal',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: player.usuario.email, password: 'Wrong1234' },
    }),
    texts: () => MESSAGES.INVALID_CREDENTIALS,
  },
  {
    group: 'accounts: a form rule',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/registro',
      payload: { username: 'ab', email: 'a@b.es', password: 'Barca2024' },
    }),
    texts: () => FORM_TEXTS.usernameMin,
  },
  {
    group: 'accounts: a success',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/forgot-password',
      payload: { email: 'someone@example.com' },
    }),
    texts: () => ANSWERS.RESET_LINK_SENT,
  },
  {
    group: 'accounts: a confirmation link',
    request: () => ({ method: 'POST', url: '/api/usuarios/verificar-email', payload: { token: 'x' } }),
    texts: () => MESSAGES.INVALID_VERIFICATION_TOKEN,
  },
  {
    group: 'profile',
    request: () => ({
      method: 'PUT',
      url: '/api/profile/change-password',
      headers: bearer(player.token),
      payload: { passwordActual: 'Wrong1234', nuevaPassword: 'Nueva2025' },
    }),
    texts: () => MESSAGES.INCORRECT_PASSWORD,
  },
  {
    group: 'plays',
    request: () => ({ method: 'POST', url: '/api/partidas/iniciar', payload: {} }),
    texts: () => MESSAGES.ANON_ID_REQUIRED,
  },
  {
    group: 'questions',
    request: () => ({ url: '/api/preguntas/999999' }),
    texts: () => ({
      es: render(MESSAGES.QUESTION_NOT_FOUND, 'es', { id: 999999 }),
      en: render(MESSAGES.QUESTION_NOT_FOUND, 'en', { id: 999999 }),
    }),
  },
  {
    group: 'leaderboards',
    request: () => ({ url: '/api/leaderboard/yearly' }),
    texts: () => ({
      es: 'period: debe ser uno de daily, weekly, monthly',
      en: 'period: must be one of daily, weekly, monthly',
    }),
  },
  {
    group: 'statistics',
    request: () => ({ url: '/api/partidas/estadisticas-usuario' }),
    texts: () => MESSAGES.AUTH_REQUIRED,
  },
  {
    group: 'past games',
    request: () => ({ url: '/api/past-games/question/2026-05-10', headers: bearer(player.token) }),
    texts: () => ({
      es: render(MESSAGES['INVALID_DATE.pastGames'], 'es', { desde: '2026-04-10', hasta: '2026-05-09' }),
      en: render(MESSAGES['INVALID_DATE.pastGames'], 'en', { desde: '2026-04-10', hasta: '2026-05-09' }),
    }),
  },
  {
    group: 'admin',
    request: () => ({ url: '/api/admin/plays', headers: bearer(player.token) }),
    texts: () => MESSAGES.ADMIN_REQUIRED,
  },
  {
    group: 'contact',
    request: () => ({
      method: 'POST',
      url: '/api/contact/send',
      payload: {
        messageType: 'suggestion',
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Una idea buena',
        message: 'Un mensaje con bastante texto',
        language: 'es',
      },
    }),
    texts: () => ANSWERS.CONTACT_SENT,
  },
  {
    group: 'hostile text',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: 'a\u0000@example.com', password: 'Barca2024' },
    }),
    texts: () => ({
      es: render(MESSAGES['INVALID_TEXT.control'], 'es', { field: 'email' }),
      en: render(MESSAGES['INVALID_TEXT.control'], 'en', { field: 'email' }),
    }),
  },
  {
    group: 'unknown routes',
    request: () => ({ url: '/api/nothing-here' }),
    texts: () => ({
      es: render(MESSAGES.NOT_FOUND, 'es', { method: 'GET', url: '/api/nothing-here' }),
      en: render(MESSAGES.NOT_FOUND, 'en', { method: 'GET', url: '/api/nothing-here' }),
    }),
  },
];

describe('every route group speaks the client’s language', () => {
  test.each(CASES)('$group', async ({ request, texts }) => {
    const expected = texts();
    expect(expected.es).not.toBe(expected.en);
    const answer = async (language?: string) => {
      const { headers, ...rest } = request();
      const response = await t.app.inject({
        ...rest,
        headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
      });
      return response.json().message as string;
    };
    expect(await answer('en-GB,en;q=0.9')).toBe(expected.en);
    expect(await answer('es-ES')).toBe(expected.es);
    // Spanish when the client says nothing (or a language the product does not speak).
    expect(await answer()).toBe(expected.es);
    expect(await answer('fr-FR')).toBe(expected.es);
  });

  test('given an English registration, then its success message is English and its mails go out in English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/registro',
      headers: { 'accept-language': 'en' },
      payload: { username: 'Englishman1', email: 'english@example.com', password: 'Barca2024' },
    });
    expect(response.json().message).toBe(ANSWERS.REGISTERED.en);
    const { rows } = await t.db.pool.query<{ subject: string }>('select subject from outbox where to_address = $1', [
      'english@example.com',
    ]);
    expect(rows).toEqual([{ subject: 'Confirm your email' }]);
  });
});
