// The surface of @parlor/shared as a reviewable file: every name each entry of its package.json
// `exports` offers (the TypeScript entries, the design tokens, the webpack factory in build/), with
// its kind and type, written to shared/api/public.api.md. Each name is marked `@public` (for
// remotes: a change can break a remote released on its own) or `@internal` (for the shell, the
// reference server, tests or the build: changed together with its users). `--check` (run by
// npm test) fails when the surface changed and the report was not updated: run
// `node scripts/api-report.mjs` and commit the report with the change, so the contract's changes
// show up in review.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/run.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const SHARED = path.join(ROOT, 'shared');
const REPORT = path.join(SHARED, 'api', 'public.api.md');
const pkg = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8'));

/** Who each entry is for (docs/contributing.md, "What @parlor/shared offers"); `public`: remotes. */
const AUDIENCE = {
  '.': { public: true, who: 'every app; what a remote may use' },
  './host': { public: false, who: 'the shell only' },
  './testing': { public: false, who: 'tests only' },
  './types': { public: false, who: 'the site, the reference server' },
  './release': { public: false, who: "the site's release commands, tests" },
  './runtime-plugin': { public: false, who: "the shell's federation runtime plugins" },
  './server': { public: false, who: 'the site, the reference server' },
  './tournaments': { public: true, who: 'the tournaments remote and the site (bundled by each)' },
  './tokens.css': { public: true, who: "each app's bootstrap" },
};
/** Of build/, what an app's own files use: the factory its webpack.config.js calls. */
const PUBLIC_BUILD_FILES = ['create-webpack-config.js'];

const unknown = Object.keys(pkg.exports).filter((e) => !AUDIENCE[e] && e !== './build/*');
if (unknown.length > 0) {
  console.error(`scripts/api-report.mjs: say who ${unknown.join(', ')} is for (AUDIENCE).`);
  process.exit(1);
}
const entries = Object.entries(pkg.exports).filter(([, file]) => file.endsWith('.ts'));
const tag = (isPublic) => (isPublic ? '@public' : '@internal');

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(SHARED, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
const files = entries.map(([, file]) => path.join(SHARED, file));
const program = ts.createProgram(files, { ...config.options, noEmit: true });
const checker = program.getTypeChecker();
const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function kindOf(symbol) {
  const decl = symbol.declarations?.[0];
  if (!decl) return 'unknown';
  if (ts.isFunctionDeclaration(decl)) return 'function';
  if (ts.isClassDeclaration(decl)) return 'class';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isTypeAliasDeclaration(decl)) return 'type';
  if (ts.isVariableDeclaration(decl)) return 'const';
  return ts.SyntaxKind[decl.kind];
}

/** One line per export: how a caller sees it (a value's type, a type's shape). */
function describe(symbol, at) {
  const kind = kindOf(symbol);
  if (kind === 'interface' || kind === 'type' || kind === 'class') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const props = checker.getPropertiesOfType(type);
    const params = symbol.declarations[0].typeParameters?.map((p) => p.getText()).join(', ');
    const name = params ? `${symbol.name}<${params}>` : symbol.name;
    // A union or a literal (`Lang`, `LockBy`) is shown as written: listing the members of its
    // string parts would print String's methods and compiler-numbered symbols, which change
    // whenever the program does.
    if (kind === 'type' && (props.length === 0 || !(type.flags & ts.TypeFlags.Object))) {
      return `${kind} ${name} = ${checker.typeToString(type, at, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`;
    }
    const members = props
      .filter((p) => !p.name.startsWith('__@'))
      .map((p) => {
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        const t = checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), at, FLAGS);
        return `  ${p.name}${optional}: ${t};`;
      });
    return [`${kind} ${name} {`, ...members, '}'].join('\n');
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  return `${kind} ${symbol.name}: ${checker.typeToString(type, at, FLAGS)}`;
}

const sections = [];
/** One section: a heading with the entry's audience, then every name marked with its tag. */
function section(name, isPublic, who, lines, lang = 'ts') {
  const marked = lines.map((line) => `/** ${tag(isPublic)} */ ${line}`);
  if (marked.length === 0) marked.push('// no exports');
  sections.push({ name, isPublic, who, count: lines.length });
  const count = `${lines.length} ${lines.length === 1 ? 'name' : 'names'}`;
  return `\n## ${name} (${count}, ${tag(isPublic)}: ${who})\n\n\`\`\`${lang}\n${marked.join('\n')}\n\`\`\`\n`;
}

let body = '';
for (const [entry, file] of entries) {
  const source = program.getSourceFile(path.join(SHARED, file));
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exports = checker
    .getExportsOfModule(moduleSymbol)
    .map((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s))
    .sort((a, b) => a.name.localeCompare(b.name));
  const name = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
  // Types from other modules print as import("/absolute/path").Name: keep the name alone.
  const lines = exports.map((s) => describe(s, source).replace(/import\("[^"]*"\)\./g, ''));
  body += section(name, AUDIENCE[entry].public, AUDIENCE[entry].who, lines);
}

// The design tokens: the custom properties an app's styles may use.
for (const [entry, file] of Object.entries(pkg.exports).filter(([, f]) => f.endsWith('.css'))) {
  const css = readFileSync(path.join(SHARED, file), 'utf8');
  const props = [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]))].sort();
  const name = `${pkg.name}/${entry.slice(2)}`;
  body += section(name, AUDIENCE[entry].public, AUDIENCE[entry].who, props, 'css');
}

// build/: the webpack and Module Federation factory (CommonJS), each file's module.exports. A
// function is shown with its parameters, not its inferred return type (a whole webpack config).
const BUILD = path.join(SHARED, 'build');
const buildFiles = readdirSync(BUILD)
  .filter((f) => f.endsWith('.js') && !f.endsWith('.test.js'))
  .sort();
const js = ts.createProgram(
  buildFiles.map((f) => path.join(BUILD, f)),
  { allowJs: true, checkJs: false, noEmit: true, target: ts.ScriptTarget.ES2022, types: [] },
);
const jsChecker = js.getTypeChecker();
function describeJs(symbol, name) {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let value = decl;
  if (value && (ts.isShorthandPropertyAssignment(value) || ts.isPropertyAssignment(value))) {
    const target = jsChecker.getShorthandAssignmentValueSymbol?.(value) ?? symbol;
    const resolved = ts.isShorthandPropertyAssignment(value)
      ? (target?.valueDeclaration ?? value)
      : value.initializer;
    value = resolved;
  }
  if (value && ts.isBinaryExpression(value)) value = value.right;
  if (value && ts.isVariableDeclaration(value)) value = value.initializer ?? value;
  const exported = name === 'default' ? 'export default' : name;
  if (value && ts.isClassLike(value)) return `class ${exported}`;
  if (value && ts.isFunctionLike(value)) {
    const params = value.parameters.map((p) => p.getText()).join(', ');
    return name === 'default'
      ? `export default function (${params})`
      : `function ${name}(${params})`;
  }
  return name === 'default' ? 'export default' : `const ${name}`;
}
for (const file of buildFiles) {
  const source = js.getSourceFile(path.join(BUILD, file));
  const moduleSymbol = jsChecker.getSymbolAtLocation(source) ?? source.symbol;
  const lines = [];
  const exportEquals = moduleSymbol?.exports?.get('export=');
  if (exportEquals && !(exportEquals.flags & ts.SymbolFlags.Alias)) {
    lines.push(describeJs(exportEquals, 'module.exports'));
  }
  for (const s of moduleSymbol ? jsChecker.getExportsOfModule(moduleSymbol) : []) {
    if (s.name !== 'export=') lines.push(describeJs(s, s.name));
  }
  lines.sort((a, b) => a.localeCompare(b));
  const isPublic = PUBLIC_BUILD_FILES.includes(file);
  const who = isPublic
    ? "each app's webpack.config.js"
    : lines.length > 0
      ? 'the factory and its plugins'
      : 'the factory (a module it bundles, no exports)';
  body += section(`${pkg.name}/build/${file}`, isPublic, who, lines, 'js');
}

const table = sections
  .map((s) => `| \`${s.name}\` | ${s.who} | ${tag(s.isPublic)} | ${s.count} |`)
  .join('\n');
const draft = `# @parlor/shared API

Generated by \`node scripts/api-report.mjs\`; \`npm test\` fails when it is out of date. Every name
each entry offers, marked \`@public\` (what a remote may use: a change of the contract between the
shell and remotes released on their own, reviewed as such) or \`@internal\` (for the shell, the
reference server, tests or the build, changed together with them).

| entry | for | tag | names |
| ----- | --- | --- | ----- |
${table}
${body}`;

// Written as Prettier writes it, so that `prettier --check .` agrees with the generated file.
const prettier = require('prettier');
const report = await prettier.format(draft, {
  ...(await prettier.resolveConfig(REPORT)),
  filepath: REPORT,
});

const current = (() => {
  try {
    return readFileSync(REPORT, 'utf8');
  } catch {
    return '';
  }
})();
if (process.argv.includes('--check')) {
  if (current !== report) {
    console.error(
      `${path.relative(ROOT, REPORT)} is out of date: the public API of @parlor/shared changed.\n` +
        'Run `node scripts/api-report.mjs`, review the difference and commit it.',
    );
    process.exit(1);
  }
  console.log('@parlor/shared API report is up to date.');
} else {
  writeFileSync(REPORT, report);
  console.log(`wrote ${path.relative(ROOT, REPORT)}`);
}
