import { buildApps, ensurePnpm } from './lib/run.mjs';

await buildApps(await ensurePnpm());
