// The reference server's production build, dist/main.js (scripts/lib/node-bundle.mjs): the
// sources of @parlor/shared and @parlor/site (which it hosts when run alone) are inlined.
import { build } from 'esbuild';
import { bundleNodeService } from '../scripts/lib/node-bundle.mjs';

const ms = await bundleNodeService(build, new URL('.', import.meta.url), { main: 'src/main.ts' });
console.log(`server built in ${ms} ms (dist/main.js)`);
