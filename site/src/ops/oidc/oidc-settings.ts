// The console's sign-in through the company's OpenID Connect provider, from the environment. None
// of PARLOR_OPS_OIDC_* set: no such sign-in. Set but wrong (no client, no role mapping, a plain
// http issuer on another machine, a role that does not exist): the site refuses to start and says
// which setting, rather than offering a button that cannot work.
import fs from 'node:fs';
import type { OperatorRole } from '../../state/site-store';

export interface OidcSettings {
  /** the provider's issuer URL (its /.well-known/openid-configuration is read) */
  issuer: URL;
  clientId: string;
  /** undefined: a public client (PKCE alone) */
  clientSecret: string | undefined;
  /** what the login page's button calls the provider ("Sign in with <name>"); none: "your company account" */
  displayName: string | undefined;
  /** the claim that carries the operator's groups or role (a dotted path reaches into objects) */
  roleClaim: string;
  /** claim value -> console role */
  roles: ReadonlyMap<string, OperatorRole>;
  scope: string;
  /** undefined: the ops host's own /ops/login/oidc/callback, as the request reached it */
  redirectUri: URL | undefined;
}

export class OidcSettingsError extends Error {}

const ROLE_NAMES: Record<string, OperatorRole> = {
  viewer: 'viewer',
  release: 'release_manager',
  release_manager: 'release_manager',
  admin: 'admin',
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function fail(message: string): never {
  throw new OidcSettingsError(`ops console sign-in: ${message}`);
}

/** `parlor-admins=admin,parlor-release=release,parlor-viewers=viewer` */
export function parseRoleMapping(value: string): Map<string, OperatorRole> {
  const roles = new Map<string, OperatorRole>();
  for (const pair of value.split(',')) {
    if (!pair.trim()) continue;
    const at = pair.lastIndexOf('=');
    const claim = pair.slice(0, at).trim();
    const role =
      ROLE_NAMES[
        pair
          .slice(at + 1)
          .trim()
          .toLowerCase()
      ];
    if (at <= 0 || !claim) fail(`PARLOR_OPS_OIDC_ROLES: "${pair.trim()}" is not value=role`);
    if (!role)
      fail(`PARLOR_OPS_OIDC_ROLES: "${pair.trim()}" names no role (viewer, release or admin)`);
    roles.set(claim, role);
  }
  if (roles.size === 0) fail('PARLOR_OPS_OIDC_ROLES maps no claim value to a console role');
  return roles;
}

function httpUrl(name: string, value: string): URL {
  if (!URL.canParse(value)) fail(`${name} is not a URL: "${value}"`);
  const url = new URL(value);
  if (url.protocol === 'https:') return url;
  // plain http only on this machine (a provider started for a test or a demo)
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url;
  return fail(`${name} must be an https address: "${value}"`);
}

function secretOf(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.PARLOR_OPS_OIDC_CLIENT_SECRET_FILE?.trim();
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8').trim() || fail(`${file} is empty`);
    } catch (error) {
      if (error instanceof OidcSettingsError) throw error;
      return fail(`PARLOR_OPS_OIDC_CLIENT_SECRET_FILE cannot be read: ${file}`);
    }
  }
  return env.PARLOR_OPS_OIDC_CLIENT_SECRET?.trim() || undefined;
}

/** The settings, or undefined when no PARLOR_OPS_OIDC_* is set; throws OidcSettingsError. */
export function parseOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const given = Object.keys(env).filter(
    (key) => key.startsWith('PARLOR_OPS_OIDC_') && env[key]?.trim(),
  );
  if (given.length === 0) return undefined;
  const issuer = env.PARLOR_OPS_OIDC_ISSUER?.trim();
  if (!issuer) return fail(`${given.join(', ')} set without PARLOR_OPS_OIDC_ISSUER`);
  const clientId = env.PARLOR_OPS_OIDC_CLIENT_ID?.trim();
  if (!clientId) return fail('PARLOR_OPS_OIDC_CLIENT_ID is not set');
  const redirect = env.PARLOR_OPS_OIDC_REDIRECT_URI?.trim();
  return {
    issuer: httpUrl('PARLOR_OPS_OIDC_ISSUER', issuer),
    clientId,
    clientSecret: secretOf(env),
    displayName: env.PARLOR_OPS_OIDC_NAME?.trim().slice(0, 60) || undefined,
    roleClaim: env.PARLOR_OPS_OIDC_ROLE_CLAIM?.trim() || 'groups',
    roles: parseRoleMapping(env.PARLOR_OPS_OIDC_ROLES ?? ''),
    scope: env.PARLOR_OPS_OIDC_SCOPE?.trim() || 'openid profile email',
    redirectUri: redirect ? httpUrl('PARLOR_OPS_OIDC_REDIRECT_URI', redirect) : undefined,
  };
}
