import { ControllerError } from './controller-error';
import { fetchBootInfo } from './fetch-boot-info';

const boot = {
  controller_path: '/api/controller',
  passphrase: 'parlor-demo-passphrase',
  remotes: { mf_lobby: 'http://localhost:8081/remoteEntry.js' },
};

describe('fetchBootInfo', () => {
  it('GETs /api/boot without caching', async () => {
    const fetchMock = jest.fn(
      async (_i: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(boot)),
    );
    await expect(fetchBootInfo({ fetch: fetchMock as unknown as typeof fetch })).resolves.toEqual(
      boot,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/boot');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', cache: 'no-store' });
  });

  it('uses the global fetch by default', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(
      async () => new Response(JSON.stringify({ ...boot, remotes: undefined })),
    );
    try {
      await expect(fetchBootInfo()).resolves.toEqual({ ...boot, remotes: {} });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('keeps well-formed telemetry settings and drops others', async () => {
    const answer = (telemetry: unknown) =>
      jest.fn(async () => new Response(JSON.stringify({ ...boot, telemetry })));
    const sampled = answer({ sample: 0.1 }) as unknown as typeof fetch;
    await expect(fetchBootInfo({ fetch: sampled })).resolves.toEqual({
      ...boot,
      telemetry: { sample: 0.1 },
    });
    const wrong = answer({ sample: 'all' }) as unknown as typeof fetch;
    await expect(fetchBootInfo({ fetch: wrong })).resolves.toEqual(boot);
  });

  it('throws a ControllerError on a failed or malformed answer', async () => {
    const failing = jest.fn(
      async () => new Response('{"error":"x","code":"boom"}', { status: 500 }),
    );
    await expect(
      fetchBootInfo({ fetch: failing as unknown as typeof fetch }),
    ).rejects.toMatchObject({
      status: 500,
      code: 'boom',
    });
    const malformed = jest.fn(async () => new Response('{"remotes":{}}'));
    await expect(
      fetchBootInfo({ fetch: malformed as unknown as typeof fetch }),
    ).rejects.toBeInstanceOf(ControllerError);
  });
});
