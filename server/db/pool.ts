import pg from 'pg';

// bigint columns (event positions, counts) come back as JS numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A date column is a calendar day (YYYY-MM-DD), never a moment: keep it as text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Connections per instance's request pool (pg-boss has its own 5, the LISTEN connection 1). */
export const POOL_SIZE = 20;
/** No request statement runs longer; long maintenance (migrations, rebuilds) lifts it for its session. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** A connection that cannot be had this soon (database gone or saturated) fails the request. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A client that prepares no named statement: a transaction pooler (PgBouncer before 1.21) hands each
 * transaction whichever server connection is free, where a statement named on another is unknown.
 * Its statements go unnamed (parsed each time, in the same round trip).
 */
class UnnamedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client's query has a dozen overloads; this only drops `name`.
  override query(config: any, ...rest: any[]): any {
    const unnamed = config && typeof config === 'object' && config.name ? { ...config, name: undefined } : config;
    return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest);
  }
}

/**
 * A pool on `connectionString`; `pooler`: that address is a transaction pooler (DATABASE_POOL_URL,
 * PgBouncer), so no statement is prepared by name on it.
 */
export function createPool(
  connectionString: string,
  onError: (error: Error) => void,
  max = POOL_SIZE,
  options: { pooler?: boolean } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(options.pooler ? { Client: UnnamedClient } : {}),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // A transaction left open by a stuck caller must not hold its locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
  });
  pool.on('error', onError);
  return pool;
}

/**
 * A checked-out client whose connection drops emits 'error' on itself, not on the pool: without a
 * listener that would end the process. The query under way fails with the error instead.
 */
export async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  client.on('error', ignoreDropped);
  return client;
}

function ignoreDropped() {
  // The failing query rejects with the same error, and release(error) throws the connection away.
}

/** Hands a client back; one whose connection failed is destroyed rather than reused. */
export function release(client: pg.PoolClient, error?: unknown): void {
  client.off('error', ignoreDropped);
  client.release(error instanceof Error && isConnectionError(error) ? error : undefined);
}

/** Runs fn in one transaction on one connection. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await checkout(pool);
  let failure: unknown;
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    failure = error;
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    release(client, failure);
  }
}

/** A transaction over millions of rows (rebuilds, the nightly job): no statement timeout inside it. */
export function withUntimedTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, async (tx) => {
    await tx.query('set local statement_timeout = 0');
    return fn(tx);
  });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error says the database cannot be reached right now (refused, dropped, shutting down,
 * too many connections, a statement cut short by the timeout) rather than that a query was wrong.
 */
export function isConnectionError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) ||
        code.startsWith('08') ||
        ['57P01', '57P02', '57P03', '53300', '57014'].includes(code))
    )
      return true;
    if (CONNECTION_MESSAGES.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some((inner) => isConnectionError(inner))) return true;
  }
  return false;
}

/**
 * SQLSTATEs of a database that answers but refuses to write: a read-only transaction or server
 * (25006: `default_transaction_read_only`, a standby), its disk full (53100), its files failing (58030).
 */
const WRITE_REFUSALS = new Set(['25006', '53100', '58030']);

/** Whether an error says the database refuses writes for now (not that the statement was wrong). */
export function isWriteRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRITE_REFUSALS.has(code);
}
