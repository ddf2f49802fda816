// A real OpenID Connect provider for the console's tests (oidc-provider, the certified library),
// run as a process of its own: `node oidc-provider-process.mjs` with PARLOR_TEST_OIDC (JSON) saying
// its port, the one client and the accounts. Its own development login page signs in any account
// named in the list (the password is not checked); consent is granted at once, as a company's
// provider does for its own applications. It prints `oidc provider ready <issuer>` when it listens.
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

const config = JSON.parse(process.env.PARLOR_TEST_OIDC ?? '{}');
const issuer = `http://127.0.0.1:${config.port}`;
/** @type {Record<string, Record<string, unknown>>} */
const accounts = config.accounts ?? {};
const scope = 'openid profile email groups';

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  format: 'jwk',
});

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uris: config.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: ['parlor-test-oidc-cookies'] },
  scopes: ['openid', 'profile', 'email', 'groups'],
  claims: {
    openid: ['sub'],
    profile: ['preferred_username', 'name'],
    email: ['email', 'email_verified'],
    groups: ['groups'],
  },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
  // the company's own application: no consent screen
  async loadExistingGrant(ctx) {
    const { client, session, result } = ctx.oidc;
    const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: client.clientId,
      accountId: session.accountId,
    });
    grant.addOIDCScope(scope);
    await grant.save();
    return grant;
  },
});

provider.listen(config.port, '127.0.0.1', () => {
  console.log(`oidc provider ready ${issuer}`);
});
process.on('SIGTERM', () => process.exit(0));
