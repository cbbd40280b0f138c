// The browser tests' own reads and writes of the e2e server's database (DATABASE_URL from global-setup).
import pg from 'pg';

/** One statement on a connection of its own, its rows returned. */
export async function query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
