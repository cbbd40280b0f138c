// The security headers of every response (a Content-Security-Policy among them), worked out once
// with helmet and set by one hook, so errors raised before routing carry them too and a request pays
// only for copying them.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP source of each inline script of a page (`'sha256-…'`): the only inline scripts allowed. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

export function securityHeaders(production: boolean, inlineScripts: readonly string[] = []): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/**
 * The first hook of every request sets them, and API answers are never stored by a browser or a
 * proxy (they are personal or live); the error handlers' answers keep them. The few errors Fastify
 * raises before any hook runs (a malformed URL, a request that is not HTTP) get them from
 * `frameworkErrorHeaders` and `clientErrorHandler` in app.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  const api = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api') ? api : headers);
    done();
  });
}
