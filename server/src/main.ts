// Starts the reference server (controller, its pages, and the shell's page when run alone) on
// PARLOR_PORT (8080; 8090 behind the site, as npm start runs it) and the assets host on
// PARLOR_ASSETS_PORT (8086) in one process. Production runs its build, `node server/dist/main.js
// [--games N]` (server/build.mjs); `tsx server/src/main.ts` runs the sources.
import type { FastifyInstance } from 'fastify';
import { buildAssetsServer } from './assets/assets-server';
import { buildServer } from './build-server';
import { loadSettings } from './settings';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const settings = loadSettings(process.env, argv);
  const site = await buildServer({ argv });
  const ctx = site.parlor;
  const assets = await buildAssetsServer({
    catalogues: [ctx.catalogueOf('fusion'), ctx.catalogueOf('classic')],
  });
  const servers: FastifyInstance[] = [site, assets];
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`parlor: ${signal}, shutting down\n`);
    Promise.allSettled(servers.map((s) => s.close())).then(() => process.exit(0));
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await site.listen({ port: settings.port, host: settings.host });
  process.stdout.write(
    `parlor: reference server on http://localhost:${settings.port} (db ${settings.dbPath})\n`,
  );
  await assets.listen({ port: settings.assetsPort, host: settings.host });
  process.stdout.write(`parlor: assets on http://localhost:${settings.assetsPort}\n`);
  // from the process's start: loading the code, opening and migrating the database, generating
  // the catalogues, listening
  process.stdout.write(`parlor: ready in ${Math.round(process.uptime() * 1000)} ms\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `parlor: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
