import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';

// Singletons apps use only through '@parlor/shared'.
const SINGLETONS = ['react-router', 'react-router-dom', 'i18next', 'zustand', 'dexie', 'dompurify'];
const DEEP_SHARED = {
  regex: '^@parlor/shared/(?!(host|testing|release|runtime-plugin|tournaments|tokens\\.css)$)',
  message:
    "Import from '@parlor/shared' (or its host, testing, tournaments and tokens.css entries): a deep import is a second copy of shared code.",
};
const HOST_ENTRY = {
  regex: '^@parlor/shared/host$',
  message: "'@parlor/shared/host' is the shell's boot; a remote uses '@parlor/shared'.",
};
const TESTING_ENTRY = {
  regex: '^@parlor/shared/testing$',
  message: "'@parlor/shared/testing' is for tests only.",
};
const SIBLING_FEATURE = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message:
    'A feature does not import another feature: move what both need to components/, hooks/ or domain/.',
};
const ANY_FEATURE = {
  regex: '(^|/)features/',
  message: 'components/, hooks/ and domain/ never import a feature.',
};

/**
 * Import rules of the remotes: never the shell's boot; test helpers in tests only; a feature never
 * imports another feature, and components/, hooks/ and domain/ never import a feature
 * (docs/contributing.md, "Boundaries").
 */
function remoteRules() {
  const TESTS = ['**/*.test.{ts,tsx}', '**/src/test/**'];
  const rule = (files, ignores, ...patterns) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', appImports(HOST_ENTRY, ...patterns)] },
  });
  // Every remote: features never import each other (docs/contributing.md, "Boundaries").
  const BOUNDED = 'mf-*';
  const features = [`${BOUNDED}/src/features/*/**/*.{ts,tsx}`];
  const blocks = [`${BOUNDED}/src/{api,components,hooks,domain}/**/*.{ts,tsx}`];
  return [
    rule(['mf-*/**/*.{ts,tsx}'], [...TESTS, ...features, ...blocks], TESTING_ENTRY),
    rule(['mf-*/**/*.{ts,tsx}'], [...features, ...blocks]),
    rule(features, TESTS, TESTING_ENTRY, SIBLING_FEATURE),
    rule(
      features.map((f) => f.replace('{ts,tsx}', 'test.{ts,tsx}')),
      [],
      SIBLING_FEATURE,
    ),
    rule(blocks, TESTS, TESTING_ENTRY, ANY_FEATURE),
    rule(
      blocks.map((f) => f.replace('{ts,tsx}', 'test.{ts,tsx}')),
      [],
      ANY_FEATURE,
    ),
  ];
}

/** The options of no-restricted-imports for app code, plus the given patterns. */
function appImports(...patterns) {
  return {
    paths: SINGLETONS.map((name) => ({
      name,
      allowTypeImports: true,
      message: `Import it from '@parlor/shared': ${name} lives once, inside that singleton.`,
    })),
    patterns: [DEEP_SHARED, ...patterns],
  };
}

/**
 * No import cycles in any package (docs/contributing.md, "No import cycles"): a module that needs
 * something of a module that imports it takes it from a leaf both can import. Imports are resolved
 * as TypeScript resolves them (each package's tsconfig, its `exports`); packages outside the
 * workspace are not followed.
 */
const NO_IMPORT_CYCLES = {
  files: ['**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // the modules whose imports are followed, and how they are parsed
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['tsconfig.json', '*/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const REMOTE_DIRS = JSON.parse(
  readFileSync(new URL('./shared/src/release/remotes.json', import.meta.url), 'utf8'),
).map((remote) => remote.dir);
const APPS = ['shell', ...REMOTE_DIRS];

/**
 * Boundaries between the packages and inside the shell (docs/contributing.md, "Boundaries between
 * packages"), on resolved paths, so a relative path cannot go round them.
 */
const zone = (target, from, message) => ({
  target: `./${target}`,
  from: from.map((f) => `./${f}`),
  message,
});
const BOUNDARIES = {
  ...NO_IMPORT_CYCLES,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          zone(
            'shared',
            [...APPS, 'site', 'server'],
            '@parlor/shared never imports an app, the site or the server.',
          ),
          ...APPS.map((app) =>
            zone(
              app,
              [...APPS.filter((other) => other !== app), 'site', 'server'],
              'An app never imports another app, the site or the server: remotes meet at run time, through federation and @parlor/shared.',
            ),
          ),
          zone(
            'site',
            [...APPS, 'server'],
            'The site never imports an app (it serves their built files) or the controller (it reads it over HTTP, by the contract in docs/controller.md).',
          ),
          zone('server', APPS, 'The server never imports an app: it serves their built files.'),
          zone(
            'shell/src/boot',
            [
              'shell/src/layout',
              'shell/src/pages',
              'shell/src/player',
              'shell/src/search',
              'shell/src/notifications',
              'shell/src/livechat',
            ],
            "The shell's start-up never imports its screens: they come in the app's own chunk.",
          ),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // remote releases (npm run release): built files, like dist
      '*/releases/**',
      '**/.tsbuild/**',
      'server/data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One router, store, i18n and database, inside the @parlor/shared singleton: apps import them
    // from there (shared/build/shared-modules.js says why). Only the exact key '@parlor/shared' is
    // a federation singleton, so a deep import would give an app a second copy of a store.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', appImports()] },
  },
  {
    // The shell's product code never imports the test helpers.
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', appImports(TESTING_ENTRY)] },
  },
  {
    // The shell's entry and what it imports run before the shared modules are negotiated (the
    // async boundary in shell/src/index.ts): a shared import there throws as the page starts.
    files: ['shell/src/index.ts', 'shell/src/boot/{load-gate,takeover,next-task}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        appImports(TESTING_ENTRY, {
          regex: '^@parlor/shared',
          message:
            'The entry runs before shared modules can be used: import them after the async boundary.',
        }),
      ],
    },
  },
  {
    // The reference server hosts the site through its public entry; tests may reach further in.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@parlor/site/', message: "Import from '@parlor/site', the site's entry." },
          ],
        },
      ],
    },
  },
  ...remoteRules(),
  NO_IMPORT_CYCLES,
  BOUNDARIES,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
