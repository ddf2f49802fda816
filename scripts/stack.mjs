// npm run stack: the reference production setup on this machine (docs/deploying.md, "The
// reference production setup"): nginx as the edge, two site nodes sharing PostgreSQL, the
// reference controller. Runs the builds as they are (npm run build first).
//   npm run stack                    starts it, prints its addresses, stops it on Ctrl-C
//   npm run stack -- --detach        starts it and leaves it running
//   npm run stack -- --demo          with the controller's demo players and mailbox (none unless asked)
//   npm run stack -- stop            stops a stack left running
//   npm run stack -- edge-conf       rewrites docker-compose's edge configuration
//   --edge-port 8280 --site-ports 8281,8282 --controller-port 8290 --assets-port 8286
//   --postgres-port 8287             (or PARLOR_STACK_EDGE_PORT, PARLOR_STACK_SITE_PORTS, ...)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REGISTERED_REMOTES, ROOT } from './lib/run.mjs';
import { DEFAULT_STATE_DIR, startStack, stopStack } from './lib/stack-lifecycle.mjs';

const require = createRequire(import.meta.url);
const { parseStackArgs } = require('./lib/stack-args.cjs');
const { COMPOSE_CONF, composeEdgeConf } = require('./lib/stack-edge-profiles.cjs');
const { DATABASE_NAME, operatorEnvLine } = require('./lib/stack-env.cjs');

const parsed = parseStackArgs(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(parsed.error);
  process.exit(2);
}
const relative = (file) => path.relative(ROOT, file) || '.';

if (parsed.command === 'edge-conf') {
  writeFileSync(
    path.join(ROOT, COMPOSE_CONF),
    composeEdgeConf(REGISTERED_REMOTES.map((remote) => remote.dir)),
  );
  console.log(`wrote ${COMPOSE_CONF}`);
  process.exit(0);
}

if (parsed.command === 'stop') {
  const ran = await stopStack();
  console.log(ran ? 'The stack is stopped.' : 'No stack was running.');
  process.exit(0);
}

function summary(stack) {
  const { ports, urls, layout } = stack;
  const edge = ports.edge;
  // the repository's files as the command is typed from its root
  const shown = Object.fromEntries(
    Object.entries(stack.operatorEnv).map(([key, value]) => [
      key,
      value.startsWith(`${ROOT}${path.sep}`) ? relative(value) : value,
    ]),
  );
  return `
Parlor's production-like stack is running:
  fusion casino          ${urls.site}
  single-provider casino http://classic.localhost:${edge}
  fun-money casino       http://fun.localhost:${edge}
  ops console            ${urls.ops}
                         operators ops-release (release manager), ops-viewer, ops-admin;
                         password parlor-ops-demo
  edge (nginx)           127.0.0.1:${edge}, in front of the site nodes ${ports.sites
    .map((port) => `127.0.0.1:${port}`)
    .join(', ')}
  controller             127.0.0.1:${ports.controller}, assets host http://localhost:${ports.assets}
  PostgreSQL             127.0.0.1:${ports.postgres}, database ${DATABASE_NAME}
  logs                   ${relative(layout.logs)}/, ${relative(layout.nginx.prefix)}/*.log

${
  parsed.demo
    ? 'Demo accounts (password demo1234): alice, newbie, vip, broke, sportsfan'
    : 'No demo players (npm run stack -- --demo seeds them): sign up on a casino page'
}
Releases on this stack (npm run release -- mf-lobby makes one):
  ${operatorEnvLine(shown, relative(layout.previewSecret))} \\
    npm run remotes -- status
`;
}

let stack = null;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the stack …');
  await (stack ? stack.stop() : stopStack());
  process.exit(0);
};
if (!parsed.detach) {
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

try {
  stack = await startStack({
    ports: parsed.ports,
    detach: parsed.detach,
    demo: parsed.demo,
    log: (line) => console.log(line),
    onExit: (name, how) =>
      console.error(
        `${name} stopped (${how}); see ${relative(path.join(DEFAULT_STATE_DIR, 'logs', `${name}.log`))}`,
      ),
  });
} catch (error) {
  console.error(`\n✗ the stack did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(summary(stack));
if (parsed.detach) {
  console.log('It keeps running: npm run stack -- stop stops it.');
  process.exit(0);
}
console.log('Press Ctrl+C to stop.');
