// The package boundaries ESLint keeps (docs/contributing.md, "Boundaries between packages"): each
// zone is tried with an import that crosses it, linted as a file at that place, and must be refused;
// the allowed way round (through @parlor/shared) must pass. Run in a child process: ESLint's flat
// config is an ES module.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Probe {
  file: string;
  code: string;
}

/** The rules each probe broke, as ESLint reports them (one child process for all probes). */
function lint(probes: Probe[]): string[][] {
  const script = `
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const probes = JSON.parse(process.argv[1]);
    const out = [];
    for (const p of probes) {
      const [result] = await eslint.lintText(p.code, { filePath: p.file });
      out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(probes)],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr || `eslint exited ${run.status}`);
  return JSON.parse(run.stdout) as string[][];
}

const at = (file: string, code: string): Probe => ({ file: path.join(ROOT, file), code });

it('refuses every import across a package boundary, the site’s insides to the server and any shared import in the shell’s entry, and lets the shared package through', () => {
  const [shared, app, remote, server, site, siteEntry, boot, allowed, entry] = lint([
    at(
      'shared/src/boundary-probe.ts',
      "export { nextTask } from '../../shell/src/boot/next-task';\n",
    ),
    at('shell/src/boundary-probe.ts', "export * from '../../mf-lobby/src/domain/home-games';\n"),
    at('mf-game/src/boundary-probe.ts', "export * from '../../server/src/http';\n"),
    at('server/src/boundary-probe.ts', "export * from '../../shell/src/boot/next-task';\n"),
    at('site/src/boundary-probe.ts', "export * from '../../server/src/db/database';\n"),
    at('server/src/boundary-probe.ts', "export { remotesFor } from '@parlor/site/remotes';\n"),
    at('shell/src/boot/boundary-probe.ts', "export { Header } from '../layout/header';\n"),
    at('mf-game/src/boundary-probe.ts', "export { formatMoney } from '@parlor/shared';\n"),
    at('shell/src/boot/load-gate.ts', "export { formatMoney } from '@parlor/shared';\n"),
  ]);
  const refused = (messages: string[] | undefined) =>
    (messages ?? []).filter((m) => m.startsWith('import-x/no-restricted-paths'));
  expect(refused(shared)).toEqual([expect.stringContaining('@parlor/shared never imports an app')]);
  expect(refused(app)).toEqual([expect.stringContaining('An app never imports another app')]);
  expect(refused(remote)).toEqual([expect.stringContaining('An app never imports another app')]);
  expect(refused(server)).toEqual([expect.stringContaining('The server never imports an app')]);
  expect(refused(site)).toEqual([expect.stringContaining('The site never imports an app')]);
  // the server hosts the site through its entry only
  expect(siteEntry).toEqual([expect.stringMatching(/^no-restricted-imports: .*'@parlor\/site'/)]);
  expect(refused(boot)).toEqual([expect.stringContaining('start-up never imports its screens')]);
  expect(allowed).toEqual([]);
  // the shell's entry runs before shared modules are negotiated: importing one there would throw
  expect(entry).toEqual([expect.stringMatching(/^no-restricted-imports: .*before shared modules/)]);
}, 120_000);
