// The bundler runtime the host lends to remotes: shared functions, per-build state, and `init`
// that finds each build's own federation instance (never the host's).
/* global jest, test, expect, beforeEach */
const instances = [];
jest.mock(
  '@module-federation/runtime-tools/runtime-core',
  () => {
    class ModuleFederation {
      constructor(options) {
        this.options = options;
      }
      initOptions(options) {
        this.options = { ...this.options, ...options };
      }
    }
    return {
      CurrentGlobal: { __FEDERATION__: { __INSTANCES__: instances } },
      ModuleFederation,
      getGlobalFederationConstructor: () => undefined,
      getRemoteEntry: jest.fn(),
      setGlobalFederationInstance: (instance) => instances.push(instance),
    };
  },
  { virtual: true },
);
for (const [file, name] of [
  ['attachShareScopeMap', 'attachShareScopeMap'],
  ['consumes', 'consumes'],
  ['getSharedFallbackGetter', 'getSharedFallbackGetter'],
  ['init', 'init'],
  ['initContainerEntry', 'initContainerEntry'],
  ['initializeSharing', 'initializeSharing'],
  ['installInitialConsumes', 'installInitialConsumes'],
]) {
  jest.mock(
    `@module-federation/webpack-bundler-runtime/dist/${file}.js`,
    () => ({ [name]: jest.fn() }),
    { virtual: true },
  );
}

const { bundlerRuntimeForRemotes } = require('./federation-bundler-runtime');

beforeEach(() => {
  instances.length = 0;
});

test('each build gets its own state around the one set of functions', () => {
  const lobby = bundlerRuntimeForRemotes.forBuild('mf_lobby:0.1.1');
  const game = bundlerRuntimeForRemotes.forBuild('mf_game:0.1.1');
  expect(lobby.bundlerRuntime.S).not.toBe(game.bundlerRuntime.S);
  expect(lobby.bundlerRuntimeOptions).not.toBe(game.bundlerRuntimeOptions);
  expect(lobby.instance).toBeUndefined();
  expect(lobby.bundlerRuntime.consumes).toBe(game.bundlerRuntime.consumes);
  expect(lobby.bundlerRuntime.initContainerEntry).toBe(game.bundlerRuntime.initContainerEntry);
  expect(typeof lobby.bundlerRuntime.I).toBe('function');
});

test("a remote's init creates its own instance beside the host's, and finds it again", () => {
  const host = bundlerRuntimeForRemotes.forBuild('shell:0.1.1').runtime.init({ name: 'shell' });
  const runtime = bundlerRuntimeForRemotes.forBuild('mf_lobby:0.1.1').runtime;
  const lobby = runtime.init({ name: 'mf_lobby', remotes: [] });
  expect(lobby).not.toBe(host);
  expect(lobby.options.name).toBe('mf_lobby');
  expect(instances).toEqual([host, lobby]);
  const again = runtime.init({ name: 'mf_lobby', shared: { react: [] } });
  expect(again).toBe(lobby);
  expect(again.options.shared).toEqual({ react: [] });
  expect(instances).toHaveLength(2);
});

test('an instance is found by its version, or by the build id of the build asking', () => {
  const init = (buildId, options) =>
    bundlerRuntimeForRemotes.forBuild(buildId).runtime.init(options);
  const v1 = init('', { name: 'mf_game', version: '1' });
  const v2 = init('', { name: 'mf_game', version: '2' });
  expect(v2).not.toBe(v1);
  expect(init('', { name: 'mf_game', version: '1' })).toBe(v1);
  v2.options.id = 'mf_game:2';
  // the id is the asking build's, not one fixed for every build
  expect(init('mf_game:2', { name: 'renamed' })).toBe(v2);
  expect(init('mf_lobby:2', { name: 'renamed' })).not.toBe(v2);
});
