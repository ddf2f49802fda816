// Copies the shell's and every remote's build into a folder an edge serves them from, one
// subfolder each (<target>/shell, <target>/mf-lobby, ...): docker-compose's `publish` service runs
// it at every start, from the image into the edge's volume.
//   node scripts/publish-builds.mjs <target>
// Nothing is removed (a page opened before an upgrade keeps loading its files), and each file is
// written beside its place and renamed over it, so the edge never serves half a file. The entry
// files, which name the others, come last.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { REGISTERED_REMOTES, ROOT } from './lib/run.mjs';

const ENTRY_FILES =
  /^(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)(?:\.br|\.gz)?$/;

function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(dir, rel);
    return entry.isFile() ? [rel] : [];
  });
}

function publish(from, to) {
  const files = filesUnder(from);
  const ordered = [
    ...files.filter((file) => !ENTRY_FILES.test(path.basename(file))),
    ...files.filter((file) => ENTRY_FILES.test(path.basename(file))),
  ];
  for (const file of ordered) {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
    copyFileSync(path.join(from, file), partial);
    renameSync(partial, target);
  }
  return ordered.length;
}

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/publish-builds.mjs <target folder>');
  process.exit(2);
}
for (const dir of ['shell', ...REGISTERED_REMOTES.map((remote) => remote.dir)]) {
  const from = path.join(ROOT, dir, 'dist');
  if (!existsSync(from)) {
    console.error(`${dir}/dist is missing: build first (npm run build)`);
    process.exit(1);
  }
  console.log(`${dir}: ${publish(from, path.join(path.resolve(target), dir))} files`);
}
