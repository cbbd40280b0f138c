// The security headers of every response (a Content-Security-Policy among them), worked out once
// with helmet and set by one hook, so errors raised before routing carry them too and a request pays
// only for copying them.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP source of each inline script of a page (`'sha256-…'`): the only inline scripts allowed. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
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
 * An API answer's headers (OWASP's REST set): JSON is never rendered, so its policy lets it load
 * nothing and be framed by nobody (stricter than a page's), it is never sniffed as something else,
 * never stored by a browser or a proxy (it is personal or live), and HTTPS stays pinned; the
 * document-only headers of a page stay off, a few hundred bytes less on every answer at midnight.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'cache-control': 'no-store',
  };
}

/**
 * The headers of a page that only a document obeys: a script or a stylesheet never applies its own
 * policy, framing rule or isolation, so a built script or stylesheet goes without them (nosniff, the
 * resource policy and HSTS stay). Over HTTP/1.1 headers travel uncompressed: this is ~600 bytes less
 * on each of the dozen files a page loads.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The first hook of every request sets them (a page's, or an API answer's); the error handlers'
 * answers keep them. The few errors Fastify raises before any hook runs (a malformed URL, a request
 * that is not HTTP) get a page's from `frameworkErrorHeaders` and `clientErrorHandler` in app.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  const api = apiHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api') ? api : headers);
    done();
  });
}
