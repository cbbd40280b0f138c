// Text the product never takes: control characters (a NUL cannot even be stored by PostgreSQL),
// bidirectional controls (text shown in another order than it says) and
// lone UTF-16 surrogates (badly encoded text that jsonb refuses). Every string of a request's body,
// query and path is checked before its route's own validation; only the fields a route names may
// hold line breaks and tabs (a contact message). Nesting deeper than anything the API takes is
// refused too, so no hostile body can make the check (or a handler) recurse without end.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields that may hold line breaks and tabs. */
    multiline?: readonly string[];
  }
}

/** Deeper than any request the API takes (its bodies are flat objects). */
export const MAX_DEPTH = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the guard exists to find control characters.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, line breaks and tabs allowed.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make text
 * read in another order than it is stored ("Trojan Source"), so a subject or a name could show one
 * thing and say another. Plain right-to-left text needs none of them.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

type TextProblem = 'encoding' | 'control' | 'bidi';

/** Why a string may not be taken, if it may not. */
export const textProblem = (text: string, multiline = false): TextProblem | null =>
  !text.isWellFormed()
    ? 'encoding'
    : (multiline ? CONTROL_BUT_LINES : CONTROL).test(text)
      ? 'control'
      : BIDI_CONTROL.test(text)
        ? 'bidi'
        : null;

const NO_FIELDS: ReadonlySet<string> = new Set();

/** The first bad string of a value (iteratively: a deep value cannot overflow the stack), as its path. */
export function findBadText(
  value: unknown,
  multiline: ReadonlySet<string> = NO_FIELDS,
): { field: string; problem: TextProblem | 'depth' } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value, multiline.has(item.path));
      if (problem) return { field: item.path || '(body)', problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return { field: item.path || '(body)', problem: 'depth' };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: item.path || '(body)', problem: keyProblem };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const { multiline } = request.routeOptions.config;
    // A body taken as bytes (an admin's import) is its route's to check, off this thread.
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const bad =
      findBadText(request.params) ??
      findBadText(request.query) ??
      findBadText(body, multiline ? new Set(multiline) : NO_FIELDS);
    if (!bad) return done();
    const { field, problem } = bad;
    done(
      problem === 'depth'
        ? badRequest('TOO_DEEP', (t) => t('http:TOO_DEEP', { field }))
        : badRequest('INVALID_TEXT', (t) => t('http:INVALID_TEXT', { context: problem, field })),
    );
  });
}
