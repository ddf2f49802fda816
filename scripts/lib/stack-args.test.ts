import { DEFAULT_PORTS, parseStackArgs } from './stack-args.cjs';

describe('parseStackArgs', () => {
  it('starts the stack on ports apart from npm start by default', () => {
    expect(parseStackArgs([], {})).toEqual({
      ok: true,
      command: 'up',
      detach: false,
      // a production controller: no demo players unless asked
      demo: false,
      ports: { edge: 8280, sites: [8281, 8282], controller: 8290, assets: 8286, postgres: 8287 },
    });
    const taken = [8080, 8090, 8086, 8081, 8082, 8083, 8084, 8085];
    const ports = [
      DEFAULT_PORTS.edge,
      ...DEFAULT_PORTS.sites,
      DEFAULT_PORTS.controller,
      DEFAULT_PORTS.assets,
      DEFAULT_PORTS.postgres,
    ];
    expect(ports.filter((port) => taken.includes(port))).toEqual([]);
  });

  it('takes the commands, --detach and every port, the command line over the environment', () => {
    const parsed = parseStackArgs(
      [
        '--detach',
        '--demo',
        '--edge-port',
        '9280',
        '--site-ports=9281,9282,9283',
        '--postgres-port',
        '9287',
      ],
      { PARLOR_STACK_EDGE_PORT: '7000', PARLOR_STACK_CONTROLLER_PORT: '9290' },
    );
    expect(parsed).toEqual({
      ok: true,
      command: 'up',
      detach: true,
      demo: true,
      ports: {
        edge: 9280,
        sites: [9281, 9282, 9283],
        controller: 9290,
        assets: 8286,
        postgres: 9287,
      },
    });
    expect(parseStackArgs(['stop'], {})).toMatchObject({ ok: true, command: 'stop' });
    expect(parseStackArgs(['edge-conf'], {})).toMatchObject({ ok: true, command: 'edge-conf' });
  });

  it.each([
    [['--edge-port', '80'], /--edge-port must be a port number from 1024 to 65535, not "80"/],
    [['--site-ports', '8281,x'], /--site-ports must be a port number/],
    [['--edge-port'], /--edge-port must be a port number/],
    [['--site-ports', '8281,8281'], /port 8281 is given to two parts of the stack/],
    [['--controller-port', '8280'], /port 8280 is given to two parts/],
    [['--port', '1'], /unknown option --port/],
    [['start'], /unknown command start/],
    [['up', 'stop'], /one command at most/],
  ])('refuses %p with the usage', (argv, error) => {
    const parsed = parseStackArgs(argv, {});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(error);
      expect(parsed.error).toContain('usage: npm run stack');
    }
  });

  it('refuses a bad port from the environment', () => {
    expect(parseStackArgs([], { PARLOR_STACK_ASSETS_PORT: '70000' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/--assets-port must be a port number/),
    });
  });
});
