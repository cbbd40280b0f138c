// The public entry of server/http/: what other server folders may use of it (npm run layers).
export { exactly, noContent, repliesBySchema, replyOf } from './replies.ts';
export { budgetAddress, registerCaller, requireAdmin, requireUser } from './caller.ts';
export type { Caller, TokenVerifier, VerifiedToken } from './caller.ts';
export {
  badRequest,
  conflict,
  forbidden,
  fromRefusal,
  HttpError,
  httpError,
  notFound,
  RETRY_AFTER_S,
  tooManyRequests,
  unauthorized,
} from './errors.ts';
export type { PlainCode, Say } from './errors.ts';
export { languageOf, registerLanguage } from './language.ts';
export { purgeEndedRateLimits, refusalOf, registerRateLimits, SharedCounters } from './rate-limits.ts';
export type { RouteLimit } from './rate-limits.ts';
export {
  apiHeaders,
  DOCUMENT_ONLY_HEADERS,
  inlineScriptHashes,
  registerSecurityHeaders,
  securityHeaders,
} from './security-headers.ts';
export { registerRequestGate } from './request-gate.ts';
export { registerRequestIds, requestIdOf } from './request-id.ts';
export { securityEvent } from './security-log.ts';
export { cacheableSnapshot } from './snapshots.ts';
export { findBadText, registerTextGuard } from './text-guard.ts';
export { body, describeIssue, params, parse, query } from './validate.ts';
export type { SchemaProblem } from './validate.ts';
