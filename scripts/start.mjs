// npm start: install, build every app for production, start the server and every remote.
//   --no-build          serve the apps as last built
//   --skip <remote>     do not serve that remote (e.g. mf-lobby), to run its dev server instead
//   --no-controller     the site alone, in front of the controller at PARLOR_CONTROLLER_URL
//   --one-process       the site and the reference controller in one process (by default two:
//                       the controller on PARLOR_CONTROLLER_PORT, 8090, the site in front of it)
//   --host <addr>       where the site and the remotes listen (PARLOR_HOST; 127.0.0.1 by default:
//                       this machine only). The controller always listens on 127.0.0.1.
import { buildApps, ensurePnpm, installDependencies } from './lib/run.mjs';
import { CONTROLLER_PORT, startParlor, stopAll } from './lib/parlor-processes.mjs';
import listenHosts from './lib/listen-host.cjs';

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
const noController = process.argv.includes('--no-controller');
const controllerUrl = noController ? process.env.PARLOR_CONTROLLER_URL : undefined;
if (noController && !controllerUrl) {
  console.error("--no-controller needs PARLOR_CONTROLLER_URL=<the controller's address>");
  process.exit(2);
}
const twoServices = noController || !process.argv.includes('--one-process');
const host = listenHosts.listenHost(process.argv.slice(2), process.env);
const { remotes } = await startParlor({}, { skip, twoServices, controllerUrl, host });
console.log(`
Parlor is running:
  fusion casino          http://localhost:8080
  single-provider casino http://classic.localhost:8080
  fun-money casino       http://fun.localhost:8080
  remotes                ${remotes.map((r) => `${r.name} :${r.port}`).join(', ')}
  listening on           ${host}${host === '127.0.0.1' ? ' (this machine only: --host 0.0.0.0 for others)' : ''}
  assets host            http://localhost:8086${
    twoServices
      ? `\n  controller             ${controllerUrl ?? `http://127.0.0.1:${CONTROLLER_PORT}`} (the site passes its calls on)`
      : ''
  }

Demo accounts (password demo1234): alice, newbie, vip, broke, sportsfan
Press Ctrl+C to stop.
`);
