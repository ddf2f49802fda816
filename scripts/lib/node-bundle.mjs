// The production build of a Node service of the workspace (the site, the reference server): each
// entry bundled with esbuild into one CommonJS file in the package's dist/, its TypeScript
// compiled and the workspace's own packages (@parlor/*) inlined, so production runs plain
// JavaScript on Node, not the TypeScript loader. The package's other dependencies (Fastify and its
// plugins, native addons) stay packages, resolved from its node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @param {typeof import('esbuild').build} build  the package's own esbuild
 * @param {string} packageUrl  the package's folder (`new URL('.', import.meta.url)`)
 * @param {Record<string, string>} entryPoints  output name -> source, e.g. `{ main: 'src/main.ts' }`
 * @returns {Promise<number>} how long it took, in ms
 */
export async function bundleNodeService(build, packageUrl, entryPoints) {
  const pkg = JSON.parse(readFileSync(new URL('package.json', packageUrl), 'utf8'));
  const packages = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@parlor/'));
  const started = performance.now();
  await build({
    absWorkingDir: fileURLToPath(packageUrl),
    entryPoints,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: packages.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}
