// One jest run over every package, one summary at the end.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest/style-stub.cjs' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.{ts,js}'],
};
const dom = {
  ...common,
  testEnvironment: '<rootDir>/../jest/jsdom-env.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.cjs'],
};

module.exports = {
  projects: [
    { displayName: 'shared', rootDir: './shared', ...dom },
    ...['site', 'server'].map((name) => ({
      displayName: name,
      rootDir: `./${name}`,
      ...common,
      testEnvironment: 'node',
      // cookie@2 and content-disposition@3 (under fastify's tooling) and openid-client with its
      // oauth4webapi and jose ship ESM only: compile them.
      transformIgnorePatterns: [
        '/node_modules/(?!\\.pnpm|cookie/|content-disposition/|openid-client/|oauth4webapi/|jose/)',
      ],
    })),
    { displayName: 'shell', rootDir: './shell', ...dom },
    { displayName: 'mf-lobby', rootDir: './mf-lobby', ...dom },
    { displayName: 'mf-game', rootDir: './mf-game', ...dom },
    { displayName: 'mf-tournaments', rootDir: './mf-tournaments', ...dom },
    { displayName: 'mf-freespins', rootDir: './mf-freespins', ...dom },
    { displayName: 'mf-promotions', rootDir: './mf-promotions', ...dom },
    // the repository's own guides point at files that exist
    {
      displayName: 'docs',
      rootDir: './jest',
      ...common,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.ts'],
    },
    // the bench's pure helpers (calibration arithmetic), tests beside the code
    {
      displayName: 'bench',
      rootDir: './bench',
      ...common,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/lib/**/*.test.ts'],
    },
    // the root commands' pure helpers (npm run e2e's arguments), tests beside the code
    {
      displayName: 'scripts',
      rootDir: './scripts',
      ...common,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/lib/**/*.test.ts'],
    },
  ],
};
