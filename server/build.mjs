// The reference server's production build: bundled into one CommonJS file, dist/main.js, its
// TypeScript compiled and the sources of @parlor/shared and @parlor/site (which it hosts when run
// alone) inlined, so production runs plain JavaScript on Node, not the TypeScript loader. The
// server's own dependencies (Fastify and its plugins, native addons) stay packages, resolved from
// its node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const packages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@parlor/'));

const started = performance.now();
await build({
  absWorkingDir: dir,
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: packages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server built in ${Math.round(performance.now() - started)} ms (dist/main.js)`);
