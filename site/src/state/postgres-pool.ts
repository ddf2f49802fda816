// The site's PostgreSQL connections: a pool whose every wait is bounded, so that a database gone
// away or hung makes calls fail within seconds (the site then answers from what it last read)
// instead of piling up, and whose connection errors never crash the process.
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';

export const POSTGRES_CONNECT_TIMEOUT_MS = 2_000;
export const POSTGRES_QUERY_TIMEOUT_MS = 5_000;

export function createPool(
  connectionString: string,
  onError: (error: Error) => void = () => {},
): Pool {
  const pool = new pg.Pool({
    connectionString,
    application_name: 'parlor-site',
    max: 10,
    // also bounds waiting for a free connection of the pool
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    // the client's own clock (a server that stopped answering) and the server's
    query_timeout: POSTGRES_QUERY_TIMEOUT_MS,
    statement_timeout: POSTGRES_QUERY_TIMEOUT_MS,
    // a process that dies inside a transaction does not hold its row locks for long
    idle_in_transaction_session_timeout: 10_000,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // An idle connection that fails is dropped by the pool, which reports it here.
  pool.on('error', onError);
  // A connection in use that fails rejects its query; without a listener its 'error' event would
  // be thrown as an uncaught exception.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export interface TransactionOptions<T> {
  /** the statement that opens it (isolation level, read only) */
  begin?: string;
  /** false: roll back what was done and still resolve with the value */
  keep?: (value: T) => boolean;
}

/** `work` in one transaction on one connection, committed unless it throws or `keep` says no. */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  options: TransactionOptions<T> = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(options.begin ?? 'BEGIN');
    const value = await work(client);
    await client.query(options.keep && !options.keep(value) ? 'ROLLBACK' : 'COMMIT');
    client.release();
    return value;
  } catch (error) {
    await discardTransaction(client, error);
    throw error;
  }
}

/**
 * After `error`: rolls back when the server answered with it, else drops the connection (gone, or
 * still busy with a query that timed out: a ROLLBACK would wait behind it).
 */
export async function discardTransaction(client: PoolClient, error: unknown): Promise<void> {
  if (error instanceof pg.DatabaseError) {
    try {
      await client.query('ROLLBACK');
      client.release();
      return;
    } catch {
      // the connection failed too: dropped below
    }
  }
  client.release(true);
}
