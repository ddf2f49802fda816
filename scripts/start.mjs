// npm start: install, build every app for production, start the server and every remote.
//   --no-build          serve the apps as last built
//   --skip <remote>     do not serve that remote (e.g. mf-lobby), to run its dev server instead
import { buildApps, ensurePnpm, installDependencies } from './lib/run.mjs';
import { startParlor, stopAll } from './lib/parlor-processes.mjs';

const pnpm = await ensurePnpm();
await installDependencies(pnpm);
if (!process.argv.includes('--no-build')) await buildApps(pnpm);
await stopAll();

const shutdown = async () => {
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const skipAt = process.argv.indexOf('--skip');
const skip = skipAt > 0 && process.argv[skipAt + 1] ? [process.argv[skipAt + 1]] : [];
const { remotes } = await startParlor({}, { skip });
console.log(`
Parlor is running:
  fusion casino          http://localhost:8080
  single-provider casino http://classic.localhost:8080
  fun-money casino       http://fun.localhost:8080
  remotes                ${remotes.map((r) => `${r.name} :${r.port}`).join(', ')}
  assets host            http://localhost:8086

Demo accounts (password demo1234): alice, newbie, vip, broke, sportsfan
Press Ctrl+C to stop.
`);
