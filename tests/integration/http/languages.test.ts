// The player's language end to end (issue 15): every route group answers an English client in
// English and a Spanish one (or one that says nothing) in Spanish, errors and successes alike.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator, type ServerT } from '../../../server/texts.ts';
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
  /** The text the answer's message must be, in each language. */
  text: (t: ServerT) => string;
};

const CASES: Case[] = [
  {
    group: 'accounts: a refusal',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: player.usuario.email, password: 'Wrong1234' },
    }),
    text: (t) => t('accounts:invalidCredentials'),
  },
  {
    group: 'accounts: a form rule',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/registro',
      payload: { username: 'ab', email: 'a@b.es', password: 'Barca2024' },
    }),
    text: (t) => t('accounts:usernameMin'),
  },
  {
    group: 'accounts: a success',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/forgot-password',
      payload: { email: 'someone@example.com' },
    }),
    text: (t) => t('accounts:answers.resetLinkSent'),
  },
  {
    group: 'accounts: a confirmation link',
    request: () => ({ method: 'POST', url: '/api/usuarios/verificar-email', payload: { token: 'x' } }),
    text: (t) => t('accounts:invalidConfirmationLink'),
  },
  {
    group: 'profile',
    request: () => ({
      method: 'PUT',
      url: '/api/profile/change-password',
      headers: bearer(player.token),
      payload: { passwordActual: 'Wrong1234', nuevaPassword: 'Nueva2025' },
    }),
    text: (t) => t('accounts:incorrectPassword'),
  },
  {
    group: 'plays',
    request: () => ({ method: 'POST', url: '/api/partidas/iniciar', payload: {} }),
    text: (t) => t('http:ANON_ID_REQUIRED'),
  },
  {
    group: 'questions',
    request: () => ({ url: '/api/preguntas/999999' }),
    text: (t) => t('plays:QUESTION_NOT_FOUND', { id: 999999 }),
  },
  {
    group: 'leaderboards',
    request: () => ({ url: '/api/leaderboard/yearly' }),
    text: (t) => t('http:VALIDATION_ERROR', { context: 'option', field: 'period', options: 'daily, weekly, monthly' }),
  },
  {
    group: 'statistics',
    request: () => ({ url: '/api/partidas/estadisticas-usuario' }),
    text: (t) => t('http:AUTH_REQUIRED'),
  },
  {
    group: 'past games',
    request: () => ({ url: '/api/past-games/question/2026-05-10', headers: bearer(player.token) }),
    text: (t) => t('plays:INVALID_DATE', { context: 'pastGames', desde: '2026-04-10', hasta: '2026-05-09' }),
  },
  {
    group: 'admin',
    request: () => ({ url: '/api/admin/plays', headers: bearer(player.token) }),
    text: (t) => t('http:ADMIN_REQUIRED'),
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
    text: (t) => t('contactForm:sent'),
  },
  {
    group: 'hostile text',
    request: () => ({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: 'a\u0000@example.com', password: 'Barca2024' },
    }),
    text: (t) => t('http:INVALID_TEXT', { context: 'control', field: 'email' }),
  },
  {
    group: 'unknown routes',
    request: () => ({ url: '/api/nothing-here' }),
    text: (t) => t('http:NOT_FOUND', { method: 'GET', url: '/api/nothing-here' }),
  },
];

describe('every route group speaks the client’s language', () => {
  test.each(CASES)('$group', async ({ request, text }) => {
    const expected = { es: text(translator('es')), en: text(translator('en')) };
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
    expect(response.json().message).toBe('User registered successfully');
    const { rows } = await t.db.pool.query<{ subject: string }>('select subject from outbox where to_address = $1', [
      'english@example.com',
    ]);
    expect(rows).toEqual([{ subject: 'Confirm your email' }]);
  });
});
