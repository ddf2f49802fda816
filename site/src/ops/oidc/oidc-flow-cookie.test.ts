import type { FastifyRequest } from 'fastify';
import { FLOW_COOKIE, readFlow, type OidcFlow } from './oidc-flow-cookie';

const flow: OidcFlow = {
  state: 'state-1',
  nonce: 'nonce-1',
  verifier: 'verifier-1',
  redirectUri: 'http://ops.localhost:8080/ops/login/oidc/callback',
  next: '/ops/casinos/fusion',
};

/** A request carrying a flow cookie the browser may have written itself. */
const carrying = (value: object): FastifyRequest =>
  ({
    headers: {
      cookie: `${FLOW_COOKIE}=${Buffer.from(JSON.stringify(value)).toString('base64url')}`,
    },
  }) as FastifyRequest;

describe('the sign-in under way, as the browser brings it back', () => {
  it('is read as it was kept', () => {
    expect(readFlow(carrying(flow))).toEqual(flow);
  });

  it('comes back only to a page of the console, whatever the cookie says', () => {
    for (const next of ['//evil.example/ops', 'https://evil.example', '/ops/..//evil.example']) {
      expect(readFlow(carrying({ ...flow, next }))?.next).toBe('/ops');
    }
  });

  it('is none when a field is missing or the redirect address is none', () => {
    expect(readFlow(carrying({ ...flow, nonce: undefined }))).toBeNull();
    expect(readFlow(carrying({ ...flow, redirectUri: 'not an address' }))).toBeNull();
  });
});
