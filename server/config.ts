import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Queued password checks per thread by default: a cost-12 check takes about 0.25 s, so a turn comes within ~2 s. */
const QUEUED_PER_THREAD = 8;

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

/**
 * A setting the start cannot run with: `npm start` logs it as one JSON line naming the setting and
 * what to do (never a stack), and exits 1.
 */
export class SettingError extends Error {
  readonly setting: string;
  constructor(setting: string, message: string) {
    super(message);
    this.name = 'SettingError';
    this.setting = setting;
  }
}
export const DATA_DIR = path.join(ROOT_DIR, '.data');

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * The request pools' server when it is not DATABASE_URL's: PgBouncer in transaction mode. The LISTEN
   * connection, pg-boss and the migrations stay on DATABASE_URL (session state a transaction pooler loses).
   */
  databasePoolUrl: string | undefined;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  /** How long one step of an SMTP conversation (connecting, the greeting, any reply) may take before the mail fails and is retried. */
  smtpTimeoutMs: number;
  mailFrom: string;
  contactTo: string;
  adminEmails: string[];
  /** Sign-in, registration and recovery requests a minute from one IP address. */
  authRateLimit: number;
  /** Password checks (sign-in, registration, password and e-mail changes, deletion, reset) a minute from one address. */
  passwordChecksPerAddress: number;
  /** Accounts created an hour from one address. */
  registrationsPerAddress: number;
  /** Threads hashing and checking passwords (default: one per core). */
  passwordThreads: number;
  /** Password checks waiting for a thread before the next is refused with a 503. */
  passwordQueue: number;
  /**
   * Whose X-Forwarded-For is believed: a number of proxy hops (0: none, the default; believed from
   * whoever connects), or the proxies' addresses and CIDR ranges (believed only from them).
   */
  trustProxy: number | string[];
  /** How long a request's headers may take to arrive before the connection is cut (408). */
  headersTimeoutMs: number;
  /** How long a whole request, headers and body, may take to arrive before the connection is cut (408). */
  requestTimeoutMs: number;
  logLevel: string;
  clientDir: string;
  /** Open websockets one address may hold on an instance. */
  socketsPerAddress: number;
  /** How often sockets are pinged; one that did not answer the last ping is dropped. */
  socketHeartbeatMs: number;
  /** How long a new socket may take to identify (its first message) before it is closed. */
  socketIdentifyMs: number;
  /** New anonymous plays an hour from one address. */
  anonPlaysPerAddress: number;
  /** Server processes on the one port (each a full instance with its own LISTEN). */
  webConcurrency: number;
  /**
   * With webConcurrency > 1: `shared`, one listening socket all processes accept from (the kernel
   * spreads connections unevenly), or `per-process`, a socket of each process on the port
   * (SO_REUSEPORT: the kernel spreads connections evenly by their addresses).
   */
  webListeners: 'shared' | 'per-process';
  /** How long a SIGTERM lets requests under way finish before the process goes. */
  shutdownGraceMs: number;
  /**
   * On SIGTERM, how long the instance goes on serving with its readiness failing before it stops
   * accepting: a load balancer's health checks see it leave first (0 without one).
   */
  drainDelayMs: number;
  /** Metrics on a listener of their own (`GET /metrics`), on metricsHost; unset: none. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Bearer token of `GET /metrics` on the app's port (and on metricsPort when set); unset: not served there. */
  metricsToken: string | undefined;
  /** How long a command's answer is kept under its Idempotency-Key for a resend. */
  idempotencyWindowMinutes: number;
  /** The question bank: a private folder of data files or one file (QUESTION_BANK); unset: the repository's public one. */
  questionBank: string | undefined;
}

/** HS256 keys shorter than the hash are guessable offline from one token. */
const MIN_SECRET_BYTES = 32;

/** A metrics token anyone could guess would make the metrics public. */
const MIN_METRICS_TOKEN_BYTES = 16;

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.METRICS_TOKEN) return undefined;
  if (Buffer.byteLength(env.METRICS_TOKEN) < MIN_METRICS_TOKEN_BYTES)
    throw new SettingError(
      'METRICS_TOKEN',
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes: set a random one (openssl rand -hex 16) or unset it`,
    );
  return env.METRICS_TOKEN;
}

/** Development keeps a generated secret in .data/ so tokens survive restarts; production must set a long one. */
function jwtSecret(env: NodeJS.ProcessEnv, production: boolean): string {
  if (env.JWT_SECRET) {
    if (production && Buffer.byteLength(env.JWT_SECRET) < MIN_SECRET_BYTES)
      throw new SettingError(
        'JWT_SECRET',
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production (it is ${Buffer.byteLength(env.JWT_SECRET)}): set a random one (openssl rand -base64 48)`,
      );
    return env.JWT_SECRET;
  }
  if (production)
    throw new SettingError(
      'JWT_SECRET',
      `JWT_SECRET must be set when NODE_ENV=production: set a random one of at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48), the same on every node`,
    );
  const file = path.join(DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new SettingError(name, `${name} must be a positive integer (it is "${value}"): set a number or unset it`);
  return number;
}

/**
 * TRUST_PROXY: a number of hops, or addresses and CIDR ranges separated by commas (each checked:
 * a typo would silently believe nobody, or the wrong host).
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return 0;
  if (/^\d+$/.test(value.trim())) return positiveInt(value.trim(), 0, 'TRUST_PROXY');
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    const [ip, bits, extra] = address.split('/');
    const family = isIP(ip);
    const maxBits = family === 4 ? 32 : 128;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if (family === 0 || badBits || extra !== undefined)
      throw new SettingError(
        'TRUST_PROXY',
        `TRUST_PROXY is a number of hops or addresses and CIDR ranges separated by commas: ${address}`,
      );
  }
  return addresses;
}

function webListeners(value: string | undefined): Config['webListeners'] {
  if (value === undefined || value === '' || value === 'shared') return 'shared';
  if (value === 'per-process') return 'per-process';
  throw new SettingError('WEB_LISTENERS', `WEB_LISTENERS must be "shared" or "per-process" (it is "${value}")`);
}

/** A PostgreSQL URL; its value is never repeated (it may hold a password). */
function databaseUrl(value: string | undefined, setting: string): string | undefined {
  if (!value) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {}
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname)
    throw new SettingError(
      setting,
      `${setting} must be a PostgreSQL URL, postgres://user:password@host:5432/database (its value is not repeated here: it may hold a password)`,
    );
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value))
    throw new SettingError('LOG_LEVEL', `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (it is "${value}")`);
  return value;
}

/** The timeouts of a request's arrival: the headers' within the whole request's. */
function requestTimeouts(env: NodeJS.ProcessEnv): Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs'> {
  const headersTimeoutMs = positiveInt(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS');
  const requestTimeoutMs = positiveInt(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS');
  if (headersTimeoutMs > requestTimeoutMs)
    throw new SettingError(
      'HEADERS_TIMEOUT_MS',
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  return { headersTimeoutMs, requestTimeoutMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingError('PORT', `PORT must be a port number, 0 to 65535 (it is "${env.PORT}")`);
  const passwordThreads = positiveInt(env.PASSWORD_THREADS, availableParallelism(), 'PASSWORD_THREADS');
  return {
    production,
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: databaseUrl(env.DATABASE_URL, 'DATABASE_URL'),
    databasePoolUrl: databaseUrl(env.DATABASE_POOL_URL, 'DATABASE_POOL_URL'),
    jwtSecret: jwtSecret(env, production),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    smtpTimeoutMs: positiveInt(env.SMTP_TIMEOUT_MS, 15_000, 'SMTP_TIMEOUT_MS'),
    mailFrom: env.MAIL_FROM ?? 'Futbol Trivia <no-reply@futboltrivia.local>',
    contactTo: env.CONTACT_TO ?? 'contacto@futboltrivia.local',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    authRateLimit: positiveInt(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    passwordChecksPerAddress: positiveInt(env.PASSWORD_CHECKS_PER_ADDRESS, 20, 'PASSWORD_CHECKS_PER_ADDRESS'),
    registrationsPerAddress: positiveInt(env.REGISTRATIONS_PER_ADDRESS, 5, 'REGISTRATIONS_PER_ADDRESS'),
    passwordThreads,
    passwordQueue: positiveInt(env.PASSWORD_QUEUE, passwordThreads * QUEUED_PER_THREAD, 'PASSWORD_QUEUE'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    ...requestTimeouts(env),
    logLevel: logLevel(env.LOG_LEVEL),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(ROOT_DIR, 'dist')),
    socketsPerAddress: positiveInt(env.WS_PER_ADDRESS, 20, 'WS_PER_ADDRESS'),
    socketHeartbeatMs: positiveInt(env.WS_HEARTBEAT_MS, 30_000, 'WS_HEARTBEAT_MS'),
    socketIdentifyMs: positiveInt(env.WS_IDENTIFY_MS, 5000, 'WS_IDENTIFY_MS'),
    anonPlaysPerAddress: positiveInt(env.ANON_PLAYS_PER_ADDRESS, 30, 'ANON_PLAYS_PER_ADDRESS'),
    webConcurrency: positiveInt(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY'),
    webListeners: webListeners(env.WEB_LISTENERS),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    drainDelayMs: env.DRAIN_DELAY_MS === '0' ? 0 : positiveInt(env.DRAIN_DELAY_MS, 0, 'DRAIN_DELAY_MS'),
    metricsPort: env.METRICS_PORT ? positiveInt(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    metricsToken: metricsToken(env),
    idempotencyWindowMinutes: positiveInt(env.IDEMPOTENCY_WINDOW_MINUTES, 10, 'IDEMPOTENCY_WINDOW_MINUTES'),
    questionBank: env.QUESTION_BANK ? path.resolve(env.QUESTION_BANK) : undefined,
  };
}
