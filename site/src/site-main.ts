// Starts the site on its own, in front of a casino controller (PARLOR_CONTROLLER_URL, default
// http://127.0.0.1:8090), on PARLOR_PORT (8080). Production runs its build,
// `node site/dist/site.js`; `npm start` starts it beside the reference controller.
import { loadSiteSettings } from './site-settings';
import { buildSite } from './build-site';

const DEFAULT_CONTROLLER_URL = 'http://127.0.0.1:8090';

async function main(): Promise<void> {
  const settings = loadSiteSettings(process.env);
  const controllerUrl = process.env.PARLOR_CONTROLLER_URL || DEFAULT_CONTROLLER_URL;
  // checked now: a typo in the address is a start-up error, not a 502 on every page
  const parsed = new URL(controllerUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`PARLOR_CONTROLLER_URL must be http(s): ${controllerUrl}`);
  }
  const site = await buildSite({
    controllerUrl,
    settings,
    basePath: process.env.PARLOR_BASE_PATH,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`parlor site: ${signal}, shutting down\n`);
    site.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await site.listen({ port: settings.port, host: settings.host });
  process.stdout.write(
    `parlor site: on http://localhost:${settings.port} in front of ${controllerUrl} ` +
      `(ready in ${Math.round(process.uptime() * 1000)} ms)\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `parlor site: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
