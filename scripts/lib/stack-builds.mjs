// The stack runs the builds as they are: the site, the reference controller, the shell and every
// remote of the registry must have been built.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The build outputs the stack serves or runs, relative to the repository root. */
export function buildOutputs(remoteDirs) {
  return [
    'site/dist/site.js',
    'server/dist/main.js',
    'shell/dist/index.html',
    ...remoteDirs.map((dir) => `${dir}/dist/remoteEntry.js`),
  ];
}

/** Throws, naming what is missing, unless every build is there. */
export function requireBuilds(root, remoteDirs) {
  const missing = buildOutputs(remoteDirs).filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(`the builds are missing (${missing.join(', ')}): run \`npm run build\` first`);
  }
}
