// npm run dev: every app in webpack-dev-server watch mode against the reference server.
import { ensurePnpm, installDependencies, run } from './lib/run.mjs';
import { startParlor, stopAll } from './lib/parlor-processes.mjs';

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
await stopAll();
// The reference server on 8080 would collide with the shell's dev server: move it to 8090
// and let the dev servers proxy /api to it.
process.on('SIGINT', async () => {
  await stopAll();
  process.exit(0);
});
await startParlor({ PARLOR_PORT: '8090' }, { serveRemotes: false });
await run(pnpm, ['-r', '--parallel', '--filter', './shell', '--filter', './mf-*', 'run', 'dev'], {
  env: { ...process.env, PARLOR_API_TARGET: 'http://localhost:8090' },
});
