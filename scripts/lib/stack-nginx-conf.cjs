// The edge's nginx configuration (docs/deploying.md, "The reference production setup"), written
// from a template by one pure function, for `npm run stack` on this machine and for
// docker-compose's edge (deploy/edge/nginx.conf, regenerated with `npm run stack -- edge-conf`).
//
// nginx serves the remotes' files itself, straight from each remote's plain build and its release
// folders (never-changing, content-named, long-cached), and passes the page, the site's own calls
// and the controller's calls to a pool of site processes; the site works out the casino from the
// host name it is given.
'use strict';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * A file name with a content hash: a segment of 8+ hex characters (one digit at least) between
 * separators, before the last extension; the site's own rule (cacheControlFor) in nginx's regex
 * dialect, over a path's last segment.
 */
const HASHED_FILE = '(?:[^/]*[._-])?(?=[a-f]*[0-9])[0-9a-f]{8,}(?:[._-][^/]*)?\\.[^./]+$';

/** The file types nginx compresses itself when a file has no precompressed twin. */
const COMPRESSIBLE = [
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/css',
  'text/plain',
];

const HOST_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const DIR_RE = /^[a-z0-9][a-z0-9_-]*$/i;
const UPSTREAM_RE = /^[a-z0-9.-]+:\d{1,5}$/i;
const LISTEN_RE = /^(?:[0-9.]+:)?\d{1,5}$/;
const PATH_RE = /^\/[^\s;{}'"]*$/;

function check(ok, message) {
  if (!ok) throw new Error(`edge configuration: ${message}`);
}

function checkOptions(o) {
  check(LISTEN_RE.test(String(o.listen ?? '')), `listen must be [address:]port (${o.listen})`);
  check(Array.isArray(o.sites) && o.sites.length > 0, 'at least one site process is needed');
  for (const site of o.sites) check(UPSTREAM_RE.test(site), `a site is host:port (${site})`);
  check(o.casinoHosts.length > 0, 'at least one casino host name is needed');
  for (const host of [...o.casinoHosts, o.opsHost])
    check(HOST_RE.test(host), `not a host name: ${host}`);
  check(!o.casinoHosts.includes(o.opsHost), 'the ops host cannot also be a casino host');
  check(
    /^\/[a-z0-9_-]+$/i.test(o.remotesPath),
    `remotesPath is one segment, /name (${o.remotesPath})`,
  );
  for (const remote of o.remotes) {
    check(DIR_RE.test(remote.dir), `a remote's folder name: ${remote.dir}`);
    check(
      PATH_RE.test(remote.dist) && PATH_RE.test(remote.releases),
      `${remote.dir}: absolute paths`,
    );
  }
  for (const file of [o.mimeTypes, o.pidFile, o.errorLog, o.accessLog, o.shellDist, o.tempDir]) {
    if (file !== undefined && file !== null)
      check(
        file === '/dev/stderr' || file === '/dev/stdout' || PATH_RE.test(file),
        `not an absolute path: ${file}`,
      );
  }
}

const indent = (lines, by) => lines.map((line) => (line ? `${' '.repeat(by)}${line}` : line));

/** The headers every static file of the edge carries (a remote's files as a CDN gives them). */
function staticHeaders(cacheControl) {
  return [
    `add_header Cache-Control "${cacheControl}";`,
    'add_header X-Content-Type-Options nosniff;',
    'add_header Access-Control-Allow-Origin *;',
    'add_header Cross-Origin-Resource-Policy cross-origin;',
  ];
}

function compression(brotli) {
  return [
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : []),
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    `gzip_types ${COMPRESSIBLE.join(' ')};`,
  ];
}

/** A folder's dot-named entries (a release being written) are never served. */
const NO_DOT_FILES = ['location ~ /\\. {', '  return 404;', '}'];

function remoteLocations(o) {
  const lines = [];
  for (const remote of o.remotes) {
    const base = `${o.remotesPath}/${remote.dir}/`;
    lines.push(
      `# ${remote.dir}: its releases, immutable once written`,
      `location ^~ ${base}releases/ {`,
      ...indent([`alias ${remote.releases}/;`, ...staticHeaders(IMMUTABLE), ...NO_DOT_FILES], 2),
      '}',
      `# ${remote.dir}: its plain build, what a casino with nothing set loads`,
      `location ^~ ${base} {`,
      ...indent(
        [
          `alias ${remote.dist}/;`,
          ...staticHeaders('$parlor_build_cache_control'),
          ...NO_DOT_FILES,
        ],
        2,
      ),
      '}',
    );
  }
  lines.push('# no other remote', `location ^~ ${o.remotesPath}/ {`, '  return 404;', '}');
  return lines;
}

/** The shell's hashed files from its build; anything else, its page first, from the site. */
function shellLocations(o) {
  if (!o.shellDist) return [];
  return [
    "# the shell's hashed files (its page and every other file come from the site)",
    `location ~* "^/${HASHED_FILE}" {`,
    ...indent(
      [`root ${o.shellDist};`, ...staticHeaders(IMMUTABLE), 'try_files $uri @parlor_site;'],
      2,
    ),
    '}',
  ];
}

/** How a request is passed to the pool of site processes (every proxy_pass of a server). */
function proxySettings(o) {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // the site picks the casino, and names its addresses, from the host the visitor used
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // the first hop: whatever a visitor sent as X-Forwarded-For is replaced, never trusted
    'proxy_set_header X-Forwarded-For $remote_addr;',
    // a node that is down or does not answer: the request goes to the next one
    `proxy_connect_timeout ${o.connectTimeout};`,
    'proxy_send_timeout 40s;',
    // beyond the site's own 30 s deadline for the controller's answers
    'proxy_read_timeout 40s;',
    'proxy_next_upstream error timeout http_502 http_503;',
    'proxy_next_upstream_tries 2;',
    'proxy_next_upstream_timeout 10s;',
  ];
}

const TO_SITE = ['  proxy_pass http://parlor_site;'];

function server(o, { hosts, isDefault, lines, rest = TO_SITE }) {
  return [
    'server {',
    ...indent(
      [
        `listen ${o.listen}${isDefault ? ' default_server' : ''};`,
        `server_name ${hosts.join(' ')};`,
        ...proxySettings(o),
        '',
        ...lines,
        'location / {',
        ...rest,
        '}',
      ],
      2,
    ),
    '}',
  ];
}

/**
 * nginx.conf for the edge.
 *
 * @param {import('./stack-nginx-conf.cjs').EdgeConfOptions} options
 * @returns {string}
 */
function nginxConf(options) {
  const o = {
    brotli: false,
    brotliModule: null,
    mimeTypes: '/etc/nginx/mime.types',
    connectTimeout: '1s',
    workerProcesses: 'auto',
    ...options,
  };
  checkOptions(o);
  // the casinos' own names and their games origins (games.<name>), which the site passes on
  const casinoHosts = [...o.casinoHosts, ...o.casinoHosts.map((host) => `games.${host}`)];
  const temp = o.tempDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${o.tempDir}/${kind};`,
      )
    : [];
  const lines = [
    '# The edge of the reference production setup (docs/deploying.md). Generated by',
    '# scripts/lib/stack-nginx-conf.cjs (npm run stack -- edge-conf rewrites the one of',
    '# docker-compose): change the generator, not this file.',
    ...(o.user ? [`user ${o.user};`] : []),
    `worker_processes ${o.workerProcesses};`,
    ...(o.brotli && o.brotliModule ? [`load_module ${o.brotliModule};`] : []),
    ...(o.pidFile ? [`pid ${o.pidFile};`] : []),
    `error_log ${o.errorLog ?? '/dev/stderr'} warn;`,
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    ...indent(
      [
        `include ${o.mimeTypes};`,
        'default_type application/octet-stream;',
        'sendfile on;',
        'tcp_nopush on;',
        'server_tokens off;',
        'keepalive_timeout 65s;',
        // as much as the site takes
        'client_max_body_size 1m;',
        ...temp,
        'log_format parlor \'$remote_addr [$time_iso8601] "$host" "$request" $status \'',
        '                  \'$body_bytes_sent $request_time "$upstream_addr" $upstream_status\';',
        `access_log ${o.accessLog ?? '/dev/stdout'} parlor;`,
        '',
        '# static files: their precompressed twins (.br, .gz) first, else compressed on the way out',
        ...compression(o.brotli),
        '',
        "# a remote build's entry files (remoteEntry.js, mf-manifest.json, ...) are asked again each",
        '# time; its hashed files never change under their name',
        'map $uri $parlor_build_cache_control {',
        `  default "${NO_CACHE}";`,
        `  "~*/${HASHED_FILE}" "${IMMUTABLE}";`,
        '}',
        '',
        '# the site processes, all alike: every node is tried for every request (max_fails=0),',
        '# because a 502 or 503 is also what a healthy node answers while the controller or the',
        '# database is down, and counting those would take every node out at once; a node that is',
        '# down costs one refused connection (or the short connect timeout) before the next answers',
        'upstream parlor_site {',
        ...o.sites.map((site) => `  server ${site} max_fails=0;`),
        '  keepalive 32;',
        '}',
        '',
        '# the casinos, their games origins, and any other name (the site answers it as the default casino)',
        ...server(o, {
          hosts: casinoHosts,
          isDefault: true,
          lines: [
            '# the ops console is on its own host name only',
            'location = /ops {',
            '  return 404;',
            '}',
            'location ^~ /ops/ {',
            '  return 404;',
            '}',
            ...remoteLocations(o),
            ...shellLocations(o),
            'location @parlor_site {',
            '  proxy_pass http://parlor_site;',
            '}',
          ],
        }),
        '',
        '# the ops console, and nothing else: no casino page, remote or controller runs a script on',
        '# its origin, where it could read the console (and its CSRF token)',
        ...server(o, {
          hosts: [o.opsHost],
          isDefault: false,
          lines: ['location = /ops {', ...TO_SITE, '}', 'location ^~ /ops/ {', ...TO_SITE, '}'],
          rest: ['  return 404;'],
        }),
      ],
      2,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}

module.exports = { nginxConf, IMMUTABLE, NO_CACHE, HASHED_FILE };
