// Where `npm start`'s processes listen: this machine only (127.0.0.1) unless told, with
// `--host <addr>` or PARLOR_HOST, as the development servers take it. The reference controller
// always listens on 127.0.0.1: only the site in front of it is to reach it.
'use strict';

const LOOPBACK = '127.0.0.1';

/**
 * The address `--host <addr>` / `--host=<addr>` names, else PARLOR_HOST, else 127.0.0.1.
 * @param {readonly string[]} argv
 * @param {Record<string, string | undefined>} env
 */
function listenHost(argv, env) {
  const i = argv.indexOf('--host');
  const given =
    (i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--host='))?.slice('--host='.length)) ??
    env.PARLOR_HOST;
  return given && given.trim() ? given.trim() : LOOPBACK;
}

/**
 * The environment of each process `npm start` runs, by what it is: the controller, the site and a
 * remote's static server (given `--host` too).
 * @param {string} host where the site and the remotes listen
 * @param {number} controllerPort
 */
function startEnvs(host, controllerPort) {
  return {
    controller: {
      PARLOR_HOST: LOOPBACK,
      PARLOR_PORT: String(controllerPort),
      // the site's one hop, on this machine: it says who the visitor is
      PARLOR_TRUSTED_PROXIES: LOOPBACK,
    },
    site: { PARLOR_HOST: host },
    remote: { PARLOR_HOST: host },
  };
}

module.exports = { LOOPBACK, listenHost, startEnvs };
