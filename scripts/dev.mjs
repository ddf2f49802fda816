// npm run dev: every app in webpack-dev-server watch mode against the reference server.
import { appFilters, ensurePnpm, installDependencies, run } from './lib/run.mjs';
import { startParlor, stopAll } from './lib/parlor-processes.mjs';

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
await stopAll();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(0);
  });
}
// The shell's dev server takes 8080, so the reference server moves to 8090; the dev servers
// proxy /api, /pages and /dashboard to it. It runs from its TypeScript sources.
await startParlor(
  { PARLOR_PORT: '8090' },
  { serveRemotes: false, fromSources: true, twoServices: false },
);
console.log('\nParlor dev: http://localhost:8080 (reference server on 8090)\n');
await run(pnpm, ['-r', '--parallel', ...appFilters(), 'run', 'dev'], {
  env: { ...process.env, PARLOR_API_TARGET: 'http://localhost:8090' },
});
await stopAll();
