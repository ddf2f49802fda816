// The stack's PostgreSQL: a cluster of its own in the stack's folder, made once and kept, and the
// site's database in it. The cluster helper runs the server as the `postgres` user when we are
// root (PostgreSQL refuses to run as root).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  createDatabase,
  databaseUrl,
  initCluster,
  startCluster,
  stopCluster,
} = require('./postgres-cluster.cjs');
const { DATABASE_NAME } = require('./stack-env.cjs');

/** Starts the cluster (made on first use) on `port`; resolves with the site database's URL. */
export async function startDatabase(layout, port) {
  await initCluster(layout.postgres);
  try {
    await startCluster(layout.postgres, port);
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port}: ${error.message}`);
  }
  await createDatabase(port, DATABASE_NAME);
  return databaseUrl(port, DATABASE_NAME);
}

/** Stops the cluster if it runs; `immediate` is a crash as far as the server is concerned. */
export async function stopDatabase(layout, mode = 'fast') {
  if (!existsSync(path.join(layout.postgres, 'PG_VERSION'))) return false;
  return stopCluster(layout.postgres, mode);
}

export function siteDatabaseUrl(port) {
  return databaseUrl(port, DATABASE_NAME);
}
