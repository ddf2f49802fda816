import { HASHED_FILE, IMMUTABLE, nginxConf, type EdgeConfOptions } from './stack-nginx-conf.cjs';

const OPTIONS: EdgeConfOptions = {
  listen: '127.0.0.1:8280',
  sites: ['127.0.0.1:8281', '127.0.0.1:8282'],
  casinoHosts: ['localhost', 'classic.localhost'],
  opsHost: 'ops.localhost',
  remotesPath: '/remotes',
  remotes: [
    { dir: 'mf-lobby', dist: '/srv/lobby/dist', releases: '/srv/lobby/releases' },
    { dir: 'mf-game', dist: '/srv/game/dist', releases: '/srv/game/releases' },
  ],
  shellDist: '/srv/shell/dist',
};

/** The body of the block that starts with `opening` (nested blocks included). */
function block(conf: string, opening: string): string {
  const start = conf.indexOf(`${opening} {`);
  if (start < 0) throw new Error(`no block ${opening}`);
  let depth = 0;
  for (let i = start + opening.length + 1; i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    if (conf[i] === '}') depth -= 1;
    if (depth === 0) return conf.slice(start, i + 1);
  }
  throw new Error(`unclosed block ${opening}`);
}

function servers(conf: string): string[] {
  const found: string[] = [];
  let rest = conf;
  while (rest.includes('server {')) {
    const body = block(rest, 'server');
    found.push(body);
    rest = rest.slice(rest.indexOf(body) + body.length);
  }
  return found;
}

describe('nginxConf', () => {
  const conf = nginxConf(OPTIONS);
  const [casinos = '', ops = ''] = servers(conf);

  it('balances the page and the calls over every site node, to the next node when one fails', () => {
    const upstream = block(conf, 'upstream parlor_site');
    expect(upstream).toContain('server 127.0.0.1:8281 max_fails=0;');
    expect(upstream).toContain('server 127.0.0.1:8282 max_fails=0;');
    expect(upstream).toMatch(/keepalive \d+;/);
    for (const server of [casinos, ops]) {
      expect(server).toContain('proxy_next_upstream error timeout http_502 http_503;');
      expect(server).toContain('proxy_next_upstream_tries 2;');
      expect(server).toContain('proxy_connect_timeout 1s;');
      // keepalive towards the nodes needs HTTP/1.1 without "Connection: close"
      expect(server).toContain('proxy_http_version 1.1;');
      expect(server).toContain('proxy_set_header Connection "";');
      expect(server).toContain('proxy_set_header Host $http_host;');
      expect(server).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      // the visitor's own X-Forwarded-For is replaced, never passed on
      expect(server).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    }
    expect(block(casinos, 'location /')).toContain('proxy_pass http://parlor_site;');
    expect(block(ops, 'location ^~ /ops/')).toContain('proxy_pass http://parlor_site;');
  });

  it('answers the casinos and their games origins by default, the ops console on its host only', () => {
    expect(casinos).toContain('listen 127.0.0.1:8280 default_server;');
    expect(casinos).toMatch(
      /server_name localhost classic\.localhost games\.localhost games\.classic\.localhost;/,
    );
    expect(block(casinos, 'location = /ops')).toContain('return 404;');
    expect(block(casinos, 'location ^~ /ops/')).toContain('return 404;');
    expect(ops).toContain('listen 127.0.0.1:8280;');
    expect(ops).toContain('server_name ops.localhost;');
  });

  it('passes only /ops and /ops/… on the ops host: no shell page, remote, boot info or controller', () => {
    expect(block(ops, 'location = /ops')).toContain('proxy_pass http://parlor_site;');
    expect(block(ops, 'location ^~ /ops/')).toContain('proxy_pass http://parlor_site;');
    const rest = block(ops, 'location /');
    expect(rest).toContain('return 404;');
    expect(rest).not.toContain('proxy_pass');
    // nothing else is served there: every location of the server is one of these three
    expect(ops.match(/location [^{]+\{/g)).toEqual([
      'location = /ops {',
      'location ^~ /ops/ {',
      'location / {',
    ]);
    expect(ops).not.toMatch(/try_files|alias|root /);
  });

  it("serves each remote's releases from its folder, immutable, and no folder being written", () => {
    const releases = block(casinos, 'location ^~ /remotes/mf-lobby/releases/');
    expect(releases).toContain('alias /srv/lobby/releases/;');
    expect(releases).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(releases).toContain('add_header X-Content-Type-Options nosniff;');
    expect(block(releases, 'location ~ /\\.')).toContain('return 404;');
    expect(block(casinos, 'location ^~ /remotes/mf-game/releases/')).toContain(
      'alias /srv/game/releases/;',
    );
  });

  it("serves each remote's plain build, its entry files asked again, its hashed files kept", () => {
    const build = block(casinos, 'location ^~ /remotes/mf-lobby/');
    expect(build).toContain('alias /srv/lobby/dist/;');
    expect(build).toContain('add_header Cache-Control "$parlor_build_cache_control";');
    const map = block(conf, 'map $uri $parlor_build_cache_control');
    expect(map).toContain('default "no-cache";');
    expect(map).toContain(`"~*/${HASHED_FILE}" "${IMMUTABLE}";`);
    // any other path under the remotes' is not passed to the site
    expect(block(casinos, 'location ^~ /remotes/')).toContain('return 404;');
  });

  // the site's rule (cacheControlFor, site/src/static/serve-app.ts) on the same names
  it.each([
    ['remoteEntry.js', false],
    ['mf-manifest.json', false],
    ['mf-stats.json', false],
    ['index.html', false],
    ['main.js', false],
    ['sw.js', false],
    ['icon.svg', false],
    ['699.a42f86e5.js', true],
    ['799.25530758.css', true],
    ['__federation_expose_HomePage.c81c6344.js', true],
    ['i18n-lobby-de-json.800f2112.js', true],
    ['startup-vendors.a5790a7e.js.LICENSE.txt', true],
    ['x-1deadbeef0.js', true],
    // letters only, too short, not after a separator, the hash as the extension
    ['abcdefab.js', false],
    ['chunk.1234567.js', false],
    ['xdeadbeef01.js', false],
    ['name.js.deadbeef01', false],
  ])('takes %s for hashed: %p', (name, hashed) => {
    expect(new RegExp(`/${HASHED_FILE}`, 'i').test(`/remotes/mf-lobby/${name}`)).toBe(hashed);
  });

  it("serves the shell's hashed files when given its build, its page always from the site", () => {
    const shell = block(casinos, `location ~* "^/${HASHED_FILE}"`);
    expect(shell).toContain('root /srv/shell/dist;');
    expect(shell).toContain('try_files $uri @parlor_site;');
    expect(shell).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(block(casinos, 'location @parlor_site')).toContain('proxy_pass http://parlor_site;');
    expect(nginxConf({ ...OPTIONS, shellDist: undefined })).not.toContain('/srv/shell/dist');
  });

  it('serves precompressed twins, .br only with the module loaded', () => {
    expect(conf).toContain('gzip_static on;');
    expect(conf).not.toMatch(/brotli|load_module/);
    const withBrotli = nginxConf({
      ...OPTIONS,
      brotli: true,
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(withBrotli).toMatch(
      /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m,
    );
    expect(withBrotli.indexOf('load_module')).toBeLessThan(withBrotli.indexOf('events {'));
    expect(withBrotli).toContain('brotli_static on;');
  });

  it('keeps its pid, logs and temporary files where it is told, as root only when told', () => {
    expect(conf).not.toMatch(/^user /m);
    expect(conf).toContain('error_log /dev/stderr warn;');
    expect(conf).not.toContain('_temp_path');
    const placed = nginxConf({
      ...OPTIONS,
      user: 'root',
      pidFile: '/state/nginx.pid',
      errorLog: '/state/error.log',
      accessLog: '/state/access.log',
      tempDir: '/state/temp',
    });
    expect(placed).toMatch(/^user root;$/m);
    expect(placed).toMatch(/^pid \/state\/nginx\.pid;$/m);
    expect(placed).toMatch(/^error_log \/state\/error\.log warn;$/m);
    expect(placed).toContain('access_log /state/access.log parlor;');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(placed).toContain(`${kind}_temp_path /state/temp/${kind};`);
  });

  it('has as many opening braces as closing ones', () => {
    expect(conf.split('{').length).toBe(conf.split('}').length);
  });

  it.each([
    [{ listen: 'localhost' }, /listen must be/],
    [{ sites: [] }, /at least one site/],
    [{ sites: ['127.0.0.1'] }, /a site is host:port/],
    [{ casinoHosts: ['casino.example; return 200'] }, /not a host name/],
    [{ opsHost: 'localhost' }, /cannot also be a casino host/],
    [{ remotesPath: '/a/b' }, /one segment/],
    [{ remotes: [{ dir: '../x', dist: '/a', releases: '/b' }] }, /folder name/],
    [{ remotes: [{ dir: 'mf-x', dist: 'relative', releases: '/b' }] }, /absolute paths/],
    [{ shellDist: '/srv/shell;evil' }, /not an absolute path/],
  ])('refuses %p', (change, error) => {
    expect(() => nginxConf({ ...OPTIONS, ...change } as EdgeConfOptions)).toThrow(error);
  });
});
