// The console as a client of the company's provider, through openid-client: the provider's
// metadata discovered once (within a few seconds, tried again at the next sign-in when it did not
// answer), the authorization request (code, PKCE S256, state, nonce), and the code exchanged for
// an ID token that openid-client checks (signature, issuer, audience, nonce, state, PKCE). The
// claims are the ID token's, completed from the userinfo endpoint when it lacks the role or name.
import * as oidc from 'openid-client';
import type { OidcFlow } from './oidc-flow-cookie';
import type { OidcSettings } from './oidc-settings';

/** The provider did not answer (down, too slow, not a provider): nothing was decided. */
export class OidcUnavailable extends Error {}

export interface OidcClient {
  /** Where to send the browser, and what the callback needs to finish. */
  start(redirectUri: string, next: string): Promise<{ url: URL; flow: OidcFlow }>;
  /** The signed-in account's claims; throws OidcUnavailable or the library's refusal. */
  finish(callbackUrl: URL, flow: OidcFlow): Promise<Record<string, unknown>>;
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  // openid-client wraps a failed request in its own error: the cause says what happened
  return error.cause !== undefined && error.cause !== error && isNetworkFailure(error.cause);
}

function unavailable(error: unknown): never {
  throw new OidcUnavailable(error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

export function createOidcClient(
  settings: OidcSettings,
  options: { timeoutSeconds?: number } = {},
): OidcClient {
  const loopback = settings.issuer.protocol === 'http:';
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        {
          timeout: options.timeoutSeconds ?? 5,
          // plain http is allowed by the settings only for a provider on this machine
          ...(loopback && { execute: [oidc.allowInsecureRequests] }),
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        return unavailable(error);
      });
    return discovered;
  };

  return {
    async start(redirectUri, next) {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: OidcFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        redirectUri,
        next,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    async finish(callbackUrl, flow) {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        const roleRoot = settings.roleClaim.split('.')[0]!;
        const lacking =
          !(settings.roleClaim in claims || roleRoot in claims) ||
          !(claims.preferred_username || claims.email);
        if (lacking && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          // the ID token's own claims win: they are signed
          return { ...info, ...claims };
        }
        return claims;
      } catch (error) {
        if (isNetworkFailure(error)) unavailable(error);
        throw error;
      }
    },
  };
}
