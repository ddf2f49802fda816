import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The federation runtime plugins run in the entry chunk, before the async boundary negotiates
// React and the other singletons: a value import that reaches one of them leaves the page on its
// loader ("Cannot read properties of undefined (reading 'call')"). This walks each plugin's value
// imports, through @parlor/shared's entries, and names every package it reaches.
const SHARED = path.resolve(__dirname, '../../../shared');
const SHARED_EXPORTS: Record<string, string> = JSON.parse(
  readFileSync(path.join(SHARED, 'package.json'), 'utf8'),
).exports;
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const PLUGINS = ['remote-fallback-plugin.ts', 'shared-skew-plugin.ts', 'telemetry-plugin.ts'];

function resolveFile(base: string): string {
  const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`cannot resolve ${base}`);
  return found;
}

function packagesReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const sharedEntry = SHARED_EXPORTS[spec.replace(/^@parlor\/shared/, '.')];
      if (spec.startsWith('.')) visit(resolveFile(path.resolve(path.dirname(file), spec)));
      else if (spec.startsWith('@parlor/shared') && sharedEntry)
        visit(path.join(SHARED, sharedEntry));
      else packages.add(spec);
    }
  };
  visit(entry);
  return [...packages].sort();
}

test.each(PLUGINS)('%s reaches no package, so it can run before the async boundary', (file) => {
  expect(packagesReachedFrom(path.join(__dirname, file))).toEqual([]);
});

test('the walk sees the singletons behind the shell boot entry', () => {
  expect(packagesReachedFrom(path.join(SHARED, SHARED_EXPORTS['./host'] ?? ''))).toEqual(
    expect.arrayContaining(['react', 'zustand/vanilla']),
  );
});

test('every plugin the shell build registers is checked here', () => {
  const config = readFileSync(path.join(__dirname, '../../webpack.config.js'), 'utf8');
  const registered = [...config.matchAll(/src\/remotes\/([\w-]+\.ts)/g)].map(([, f]) => f);
  expect(registered.sort()).toEqual([...PLUGINS].sort());
});
