// A remote's server container module: its exposes loaded on demand, in the format the shell's
// renderer reads.
/* global test, expect */
const serverContainer = require('./server-container-loader');
const { SERVER_CONTAINER_FORMAT } = require('../src/release/shared-compat');

const generate = (exposes, requires = { react: '^19.3.1' }) =>
  serverContainer.call({ getOptions: () => ({ exposes, requires }) });

test('names the format the shell’s renderer reads', () => {
  expect(serverContainer.FORMAT).toBe(SERVER_CONTAINER_FORMAT);
  expect(generate({})).toContain(
    `export const format = ${JSON.stringify(SERVER_CONTAINER_FORMAT)};`,
  );
});

test('loads each expose from its file on demand, says what it needs, and refuses any other', () => {
  const code = generate(
    { './HomePage': '/app/src/exposes/home-page.tsx' },
    { '@parlor/shared': '^0.3.9' },
  );
  expect(code).toContain(
    '"./HomePage": () => import(/* webpackMode: "eager" */ "/app/src/exposes/home-page.tsx")',
  );
  expect(code).toContain('export const requires = {"@parlor/shared":"^0.3.9"};');
  expect(code).toContain('Object.prototype.hasOwnProperty.call(modules, expose)');
});
