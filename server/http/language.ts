import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contracts/language.ts';
import { translator, type ServerT } from '../texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads: its Accept-Language (the client sends its own), Spanish by default. */
    lang: Language;
    /** The texts of the caller's language. */
    t: ServerT;
  }
}

/** The first supported language of an Accept-Language header, by its q-values. */
export function languageOf(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.decorateRequest('t', translator(DEFAULT_LANGUAGE));
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.lang = languageOf(request.headers['accept-language']);
    request.t = translator(request.lang);
    done();
  });
}
