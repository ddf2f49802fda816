// The reference server's production build, dist/main.js (scripts/lib/node-bundle.mjs): the
// sources of @parlor/shared and @parlor/site (which it hosts when run alone) are inlined.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { bundleNodeService } from '../scripts/lib/node-bundle.mjs';

const ms = await bundleNodeService(build, new URL('.', import.meta.url), { main: 'src/main.ts' });
// the site's first screen render worker runs as a file of its own, beside the bundle
copyFileSync(
  new URL('../site/src/pages/render/render-worker.cjs', import.meta.url),
  new URL('dist/render-worker.cjs', import.meta.url),
);
console.log(`server built in ${ms} ms (dist/main.js, dist/render-worker.cjs)`);
