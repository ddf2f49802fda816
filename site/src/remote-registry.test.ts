// The registry of remotes (shared/src/release/remotes.json) is the one list: every place that
// names the remotes reads it or, where a file cannot read it (the deployment files), agrees with it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, requiredExposes } from '@parlor/shared/release';
import { loadSiteSettings, REPO_ROOT } from './site-settings';

/** Runs an ES module script in Node and reads what it prints as JSON. */
function nodeJson(script: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('the registry of remotes', () => {
  it('lists each remote once, with a folder, a port of its own and files that exist', () => {
    expect(REMOTES.length).toBeGreaterThan(0);
    expect(new Set(REMOTES.map((r) => r.name)).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((r) => r.port)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) {
      expect(remote.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(fs.existsSync(path.join(REPO_ROOT, remote.dir, 'package.json'))).toBe(true);
      expect(remote.title).not.toBe('');
      for (const file of Object.values(remote.exposes))
        expect(fs.existsSync(path.join(REPO_ROOT, remote.dir, file))).toBe(true);
      for (const expose of remote.notLoadedBySite) expect(remote.exposes).toHaveProperty([expose]);
    }
  });

  it("is what each remote's webpack config builds", () => {
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const dirs = ${JSON.stringify(REMOTES.map((r) => r.dir))};
      const built = dirs.map((dir) => {
        const [main] = [require('./' + dir + '/webpack.config.js')({}, { mode: 'production' })].flat();
        const federation = main.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
        const { name, exposes } = federation._options;
        return { dir, name, exposes, port: main.devServer?.port };
      });
      console.log(JSON.stringify(built));`;
    const built = nodeJson(script) as { dir: string; name: string; port: number }[];
    expect(built).toEqual(
      REMOTES.map(({ dir, name, port, exposes }) => ({ dir, name, port, exposes })),
    );
  });

  it('is what the root scripts start, build and check', () => {
    const script = `
      import { REMOTES } from './scripts/lib/parlor-processes.mjs';
      import { appFilters } from './scripts/lib/run.mjs';
      console.log(JSON.stringify({ remotes: REMOTES, filters: appFilters() }));`;
    const { remotes, filters } = nodeJson(script) as {
      remotes: { name: string; dir: string; port: number }[];
      filters: string[];
    };
    expect(remotes).toEqual(REMOTES.map(({ name, dir, port }) => ({ name, dir, port })));
    for (const remote of REMOTES) expect(filters).toContain(`./${remote.dir}`);
  });

  it("is the site's remotes manifest and what a release is checked for", () => {
    expect(loadSiteSettings({}).remotePorts).toEqual(
      Object.fromEntries(REMOTES.map((r) => [r.name, r.port])),
    );
    for (const remote of REMOTES) {
      const required = requiredExposes(remote.name);
      expect([...required, ...remote.notLoadedBySite].sort()).toEqual(
        Object.keys(remote.exposes).sort(),
      );
    }
  });

  it('is what the deployment files run and open', () => {
    const compose = fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const edge = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'edge', 'nginx.conf'), 'utf8');
    const exposed = /^EXPOSE (.*)$/m.exec(
      fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'),
    )?.[1];
    for (const remote of REMOTES) {
      // its releases' volume: written by the site services, served by the edge
      expect(compose).toMatch(new RegExp(`^  ${remote.dir}-releases:$`, 'm'));
      expect(compose).toContain(`'${remote.dir}-releases:/app/${remote.dir}/releases'`);
      expect(compose).toContain(`'${remote.dir}-releases:/srv/parlor/releases/${remote.dir}:ro'`);
      expect(edge).toContain(`location ^~ /remotes/${remote.dir}/releases/ {`);
      expect(edge).toContain(`location ^~ /remotes/${remote.dir}/ {`);
      // the image still runs its own static server (npm start's shape) on its port
      expect(exposed?.split(' ')).toContain(String(remote.port));
    }
  });
});
