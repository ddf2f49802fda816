import { attribute, releaseOf, remoteSites } from './attribution';

const RELEASE = '1.4.0-4f2a9c81d3';
const sites = remoteSites({
  mf_lobby: `https://cdn.example/lobby/releases/${RELEASE}/remoteEntry.js`,
  mf_game: 'https://cdn.example/game/remoteEntry.js',
  broken: 'not an address',
});

it('reads the release from a remote’s entry address, else default', () => {
  expect(releaseOf(`http://x:8081/releases/${RELEASE}/remoteEntry.js`)).toBe(RELEASE);
  expect(releaseOf('http://x:8081/releases/0.2.0-rc.1-0123456789/remoteEntry.js')).toBe(
    '0.2.0-rc.1-0123456789',
  );
  expect(releaseOf('http://x:8081/remoteEntry.js')).toBe('default');
  expect(releaseOf('http://x:8081/releases/latest/remoteEntry.js')).toBe('default');
  expect(releaseOf(`http://x:8081/releases/${RELEASE}/sub/remoteEntry.js`)).toBe('default');
});

it('attributes a stack to the remote whose script threw first, with its release', () => {
  const stack = [
    'TypeError: x is undefined',
    `    at Tile (https://cdn.example/lobby/releases/${RELEASE}/412.js:1:200)`,
    '    at renderWithHooks (https://casino.example/vendor.js:10:5)',
  ].join('\n');
  expect(attribute(stack, sites)).toEqual({ remote: 'mf_lobby', release: RELEASE });
  expect(attribute('https://cdn.example/game/33.js', sites)).toEqual({
    remote: 'mf_game',
    release: 'default',
  });
});

it('leaves anything else to the shell: its own scripts, a bare message, another directory', () => {
  const shell = { remote: 'shell', release: 'default' };
  expect(attribute('at f (https://casino.example/main.js:1:1)', sites)).toEqual(shell);
  expect(attribute('', sites)).toEqual(shell);
  expect(attribute('https://cdn.example/gamebox/1.js', sites)).toEqual(shell);
  // the frame that threw counts, not a remote's further down the stack
  expect(
    attribute(
      'at a (https://casino.example/main.js:1:1)\nat b (https://cdn.example/game/1.js)',
      sites,
    ),
  ).toEqual(shell);
});
