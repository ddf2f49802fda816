// The site's production build (scripts/lib/node-bundle.mjs): the site and a remote's static
// server, each one file in dist/.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { bundleNodeService } from '../scripts/lib/node-bundle.mjs';

const ms = await bundleNodeService(build, new URL('.', import.meta.url), {
  site: 'src/site-main.ts',
  'serve-static': 'src/serve-static.ts',
});
// the first screen's render worker runs as a file of its own, beside the site
copyFileSync(
  new URL('src/pages/render/render-worker.cjs', import.meta.url),
  new URL('dist/render-worker.cjs', import.meta.url),
);
console.log(`site built in ${ms} ms (dist/site.js, dist/serve-static.js, dist/render-worker.cjs)`);
