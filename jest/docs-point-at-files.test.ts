// The README's "Where things live" answers with paths, and every guide in docs/ is reachable from
// the README or docs/contributing.md: a moved file or an orphaned guide fails here, not in a
// newcomer's hands.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

it('names only paths that exist in "Where things live"', () => {
  const table = section(read('README.md'), 'Where things live');
  const paths = [
    ...table.matchAll(/`((?:shared|shell|server|mf-[a-z]+|scripts|e2e|bench)\/[^`\s]+)`/g),
  ].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThanOrEqual(10);
  expect(paths.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
});

it('links every guide in docs/ from the README or docs/contributing.md', () => {
  const linked = read('README.md') + read('docs/contributing.md');
  const guides = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
  expect(guides.filter((g) => !linked.includes(`docs/${g}`) && !linked.includes(`(${g})`))).toEqual(
    [],
  );
});
