import {
  crossRemoteTarget,
  parseE2eArgs,
  playwrightEnv,
  previewLink,
  siteOrigin,
} from './e2e-args.cjs';

describe('siteOrigin', () => {
  it('takes an http or https origin, with or without its slash', () => {
    expect(siteOrigin('https://staging.example')).toEqual({
      ok: true,
      value: 'https://staging.example',
    });
    expect(siteOrigin('http://localhost:8080/')).toEqual({
      ok: true,
      value: 'http://localhost:8080',
    });
  });

  it.each([
    ['localhost:8080', /not an http or https URL/],
    ['staging.example', /not an absolute URL/],
    ['ftp://staging.example', /not an http or https URL/],
    ['javascript:alert(1)', /not an http or https URL/],
    ['https://qa:secret@staging.example', /no user name or password/],
    ['https://staging.example/casino/', /origin only \(https:\/\/staging\.example\)/],
    ['https://staging.example/?casino=classic', /without a path, query or fragment/],
    ['https://staging.example/#top', /without a path, query or fragment/],
  ])('refuses %s', (value, error) => {
    const checked = siteOrigin(value);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.error).toMatch(error);
  });
});

describe('previewLink', () => {
  const origin = 'https://staging.example';

  it('takes a link on the site, path and query kept', () => {
    expect(previewLink('https://staging.example/preview/r-42?t=abc', origin)).toEqual({
      ok: true,
      value: 'https://staging.example/preview/r-42?t=abc',
    });
  });

  it('refuses a relative link, another scheme, host, port or protocol', () => {
    for (const link of [
      '/preview/r-42',
      'data:text/html,hi',
      'https://evil.example/preview/r-42',
      'https://staging.example:8443/preview',
      'http://staging.example/preview',
    ])
      expect(previewLink(link, origin).ok).toBe(false);
  });
});

describe('parseE2eArgs', () => {
  it('without --base-url: no target, every argument is Playwright’s', () => {
    expect(parseE2eArgs(['e2e/tests/home.spec.ts', '--reporter=line'])).toEqual({
      ok: true,
      target: null,
      playwrightArgs: ['e2e/tests/home.spec.ts', '--reporter=line'],
    });
  });

  it('takes both options in either form and leaves the rest in order', () => {
    expect(
      parseE2eArgs([
        '--reporter=line',
        '--base-url',
        'https://staging.example/',
        'home.spec.ts',
        '--preview=https://staging.example/preview/r-42',
        '--project',
        'desktop',
      ]),
    ).toEqual({
      ok: true,
      target: {
        baseUrl: 'https://staging.example',
        preview: 'https://staging.example/preview/r-42',
      },
      playwrightArgs: ['--reporter=line', 'home.spec.ts', '--project', 'desktop'],
    });
    expect(parseE2eArgs(['--base-url=http://localhost:8080'])).toEqual({
      ok: true,
      target: { baseUrl: 'http://localhost:8080', preview: null },
      playwrightArgs: [],
    });
  });

  it.each([
    [['--base-url'], '--base-url needs a value'],
    [['--base-url='], '--base-url needs a value'],
    [['--base-url', '--preview', 'https://a.example/p'], '--base-url needs a value'],
    [['--base-url', 'https://a.example', '--preview'], '--preview needs a value'],
    [['--base-url', 'https://a.example', '--base-url=https://b.example'], 'given twice'],
    [['--preview', 'https://a.example/p'], '--preview needs --base-url'],
    [['--base-url', 'ftp://a.example'], '--base-url: "ftp://a.example" is not an http'],
    [
      ['--base-url', 'https://a.example', '--preview', 'https://b.example/p'],
      '--preview: "https://b.example/p" is not on the site under test (https://a.example)',
    ],
  ])('refuses %j', (argv, error) => {
    const parsed = parseE2eArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(error);
  });
});

describe('playwrightEnv and crossRemoteTarget', () => {
  const target = { baseUrl: 'https://a.example', preview: 'https://a.example/p' };

  it('round-trips the target through the environment', () => {
    const env = playwrightEnv(target, { PATH: '/bin' });
    expect(env).toEqual({
      PATH: '/bin',
      PARLOR_E2E_BASE_URL: 'https://a.example',
      PARLOR_E2E_PREVIEW: 'https://a.example/p',
    });
    expect(crossRemoteTarget(env)).toEqual(target);
  });

  it('drops values left in the caller’s environment for a local run', () => {
    const env = playwrightEnv(null, {
      PARLOR_E2E_BASE_URL: 'https://old.example',
      PARLOR_E2E_PREVIEW: 'https://old.example/p',
    });
    expect(env).toEqual({});
    expect(crossRemoteTarget(env)).toBeNull();
    expect(
      playwrightEnv({ baseUrl: 'https://a.example', preview: null }, { PARLOR_E2E_PREVIEW: 'x' }),
    ).toEqual({ PARLOR_E2E_BASE_URL: 'https://a.example' });
  });

  it('refuses by the variables’ names what the runner would refuse', () => {
    expect(() => crossRemoteTarget({ PARLOR_E2E_BASE_URL: 'staging.example' })).toThrow(
      'PARLOR_E2E_BASE_URL: "staging.example" is not an absolute URL',
    );
    expect(() => crossRemoteTarget({ PARLOR_E2E_PREVIEW: 'https://a.example/p' })).toThrow(
      'PARLOR_E2E_PREVIEW needs PARLOR_E2E_BASE_URL',
    );
  });
});
