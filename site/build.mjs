// The site's production build (scripts/lib/node-bundle.mjs): the site and a remote's static
// server, each one file in dist/.
import { build } from 'esbuild';
import { bundleNodeService } from '../scripts/lib/node-bundle.mjs';

const ms = await bundleNodeService(build, new URL('.', import.meta.url), {
  site: 'src/site-main.ts',
  'serve-static': 'src/serve-static.ts',
});
console.log(`site built in ${ms} ms (dist/site.js, dist/serve-static.js)`);
