// The site's production build: each entry (the site, a remote's static server) bundled into one
// CommonJS file in dist/, its TypeScript compiled and @parlor/shared's sources inlined, so
// production runs plain JavaScript on Node, not the TypeScript loader. The site's own
// dependencies (Fastify and its plugins) stay packages, resolved from its node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const packages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@parlor/'));

const started = performance.now();
await build({
  absWorkingDir: dir,
  entryPoints: { site: 'src/site-main.ts', 'serve-static': 'src/serve-static.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: packages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
console.log(
  `site built in ${Math.round(performance.now() - started)} ms (dist/site.js, dist/serve-static.js)`,
);
