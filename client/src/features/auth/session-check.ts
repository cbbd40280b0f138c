// The stored session's check with the server (the account's own copy), asked once per token: a page
// asks it without loading the session machine, and the machine, once loaded, takes the same answer.
import type { Usuario } from '../../../../contracts/api/accounts.ts';
import { fetchSessionUser } from './api.ts';

let asked: { token: string; answer: Promise<Usuario> } | null = null;

/** The server's answer for this stored token (the call reads the stored token itself). */
export function checkSession(token: string): Promise<Usuario> {
  if (asked?.token !== token) asked = { token, answer: fetchSessionUser() };
  return asked.answer;
}
