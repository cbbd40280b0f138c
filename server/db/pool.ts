import pg from 'pg';

// bigint columns (event positions, counts) come back as JS numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A date column is a calendar day (YYYY-MM-DD), never a moment: keep it as text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createPool(connectionString: string, onError: (error: Error) => void, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onError);
  return pool;
}

/** Runs fn in one transaction on one connection. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
