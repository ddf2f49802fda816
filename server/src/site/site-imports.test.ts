// The site runs in front of any controller, so its code (this folder, and the page code it serves
// the shell's page with) reads the controller over HTTP only: it never imports the controller's own
// modules (database, sessions, catalogue, casinos, promotions, context). Checked on the import
// graph, type imports included.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const IMPORT_RE = /(?:^|\s)(?:import|export)\s[^'"]*?from\s*'([^']+)'|(?:^|\s)import\s*'([^']+)'/gm;

/** Every module the site's code reaches, and the packages it names. */
function reach(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  // this folder, and the shell's page it serves with its page data
  const queue = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(__dirname, name))
    .concat(path.join(SRC, 'pages', 'shell-index.ts'));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      // one that does not resolve is the compiler's to report
      const found = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (found) queue.push(found);
    }
  }
  return { files, packages };
}

describe("the site's code", () => {
  const { files, packages } = reach();
  const relative = [...files].map((file) => path.relative(SRC, file).split(path.sep).join('/'));

  it("reaches the page code, never the controller's modules", () => {
    const controller = (file: string) =>
      /^(db|auth|catalogue|casinos|promotions|controller)\//.test(file) ||
      [
        'context.ts',
        'request-context.ts',
        'build-server.ts',
        'pages/in-process-page-data.ts',
      ].includes(file);
    expect(relative.filter(controller)).toEqual([]);
    // the page code is reached: it is free of the server's context
    expect(relative).toEqual(
      expect.arrayContaining(['pages/first-screen.ts', 'pages/page-data.ts']),
    );
  });

  it("names only the shared package's types and rules, and no database", () => {
    const refused = (spec: string) =>
      spec === 'better-sqlite3' ||
      (spec.startsWith('@parlor/shared') &&
        !['@parlor/shared/types', '@parlor/shared/server', '@parlor/shared/release'].includes(
          spec,
        ));
    expect([...packages].filter(refused)).toEqual([]);
  });
});
