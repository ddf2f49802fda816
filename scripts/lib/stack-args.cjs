// `npm run stack` command line: what to do and on which ports (docs/deploying.md, "The reference
// production setup"). Every port can also come from the environment; the command line wins.
'use strict';

/** Ports that do not clash with `npm start` (8080, 8090, 8086, 8081-8085) nor the browser tests. */
const DEFAULT_PORTS = Object.freeze({
  edge: 8280,
  sites: Object.freeze([8281, 8282]),
  assets: 8286,
  postgres: 8287,
  controller: 8290,
});

const COMMANDS = ['up', 'stop', 'edge-conf'];

const USAGE = `usage: npm run stack [-- [up] [--detach] [--demo] [--edge-port n] [--site-ports n,n] [--controller-port n]
                      [--assets-port n] [--postgres-port n]]
       npm run stack -- stop        stops a stack left running
       npm run stack -- edge-conf   rewrites docker-compose's edge configuration`;

/** The option's value (`--name v` or `--name=v`), or undefined. */
function optionValue(argv, name) {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1] ?? '';
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

function port(value, what) {
  const n = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || !Number.isInteger(n) || n < 1024 || n > 65535)
    return { error: `${what} must be a port number from 1024 to 65535, not "${value}"` };
  return { value: n };
}

const KNOWN = [
  '--detach',
  // the controller's demo players and mailbox (a production controller has none)
  '--demo',
  '--edge-port',
  '--site-ports',
  '--controller-port',
  '--assets-port',
  '--postgres-port',
];
const WITH_VALUE = KNOWN.slice(2);

/**
 * Reads the command line and environment.
 *
 * @param {readonly string[]} argv the arguments after `npm run stack --`
 * @param {Record<string, string | undefined>} env
 */
function parseStackArgs(argv, env) {
  const fail = (error) => ({ ok: false, error: `${error}\n${USAGE}` });
  const words = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const name = arg.split('=')[0];
    if (!arg.startsWith('--')) words.push(arg);
    else if (!KNOWN.includes(name)) return fail(`unknown option ${arg}`);
    else if (WITH_VALUE.includes(name) && !arg.includes('=')) i += 1;
  }
  if (words.length > 1) return fail(`one command at most, not "${words.join(' ')}"`);
  const command = words[0] ?? 'up';
  if (!COMMANDS.includes(command)) return fail(`unknown command ${command}`);

  const read = (option, envName, fallback) => optionValue(argv, option) ?? env[envName] ?? fallback;
  const single = [
    ['edge', '--edge-port', 'PARLOR_STACK_EDGE_PORT'],
    ['controller', '--controller-port', 'PARLOR_STACK_CONTROLLER_PORT'],
    ['assets', '--assets-port', 'PARLOR_STACK_ASSETS_PORT'],
    ['postgres', '--postgres-port', 'PARLOR_STACK_POSTGRES_PORT'],
  ];
  const ports = {};
  for (const [key, option, envName] of single) {
    const parsed = port(read(option, envName, String(DEFAULT_PORTS[key])), option);
    if (parsed.error) return fail(parsed.error);
    ports[key] = parsed.value;
  }
  const siteList = String(
    read('--site-ports', 'PARLOR_STACK_SITE_PORTS', DEFAULT_PORTS.sites.join(',')),
  );
  ports.sites = [];
  for (const value of siteList.split(',')) {
    const parsed = port(value, '--site-ports');
    if (parsed.error) return fail(parsed.error);
    ports.sites.push(parsed.value);
  }
  const all = [ports.edge, ...ports.sites, ports.controller, ports.assets, ports.postgres];
  const twice = all.find((p, i) => all.indexOf(p) !== i);
  if (twice !== undefined) return fail(`port ${twice} is given to two parts of the stack`);
  return {
    ok: true,
    command,
    detach: argv.includes('--detach'),
    demo: argv.includes('--demo'),
    ports,
  };
}

module.exports = { DEFAULT_PORTS, USAGE, parseStackArgs };
