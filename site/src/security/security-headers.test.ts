import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './security-headers';

async function siteBehind(trustProxy: string | false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  await registerSecurityHeaders(app, () => "default-src 'self'");
  app.get('/', async (_request, reply) => reply.type('text/html').send('<p>Parlor</p>'));
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('ask the browser to keep to https for a year when the page came over https', async () => {
    const app = await siteBehind('127.0.0.1');
    const https = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await app.inject({ url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('take no one but a trusted proxy at its word that the page came over https', async () => {
    const app = await siteBehind(false);
    const claimed = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expect(claimed.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
