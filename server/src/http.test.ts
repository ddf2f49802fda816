import Fastify, { type FastifyInstance } from 'fastify';
import { sendHtml } from './http';
import { documentCsp } from './security/controller-csp';
import { registerSecurityHeaders } from '@parlor/site/security/security-headers';
import { loadSettings } from './settings';

describe('sendHtml', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    const settings = loadSettings({}, []);
    await registerSecurityHeaders(app, (request) => documentCsp(settings, request.headers.host));
    app.get('/page', async (_request, reply) => sendHtml(reply, '<!doctype html><p>Hello</p>'));
    app.get('/refused', async (_request, reply) =>
      sendHtml(reply, '<p>Log in</p>', { status: 401 }),
    );
    app.get('/shell', async (_request, reply) =>
      sendHtml(reply, '<p>Shell</p>', { cacheControl: 'no-cache', headers: { vary: 'Cookie' } }),
    );
    app.get('/frame', async (_request, reply) =>
      sendHtml(reply, '<p>Frame</p>', {
        headers: { 'content-security-policy': 'sandbox allow-scripts' },
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an HTML document in UTF-8 that no cache keeps, with the security headers of a document', async () => {
    const res = await app.inject({ url: '/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><p>Hello</p>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // a document's policy (scripts of the site), not the data's `default-src 'none'`
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sets the status it is given', async () => {
    const res = await app.inject({ url: '/refused' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes another cache rule and more headers', async () => {
    const res = await app.inject({ url: '/shell' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie');
  });

  it("keeps a page's own policy", async () => {
    const res = await app.inject({ url: '/frame' });
    expect(res.headers['content-security-policy']).toBe('sandbox allow-scripts');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
