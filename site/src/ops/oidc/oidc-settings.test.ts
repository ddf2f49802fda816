import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSiteSettings } from '../../site-settings';
import { parseOidcSettings, parseRoleMapping } from './oidc-settings';

const BASE = {
  PARLOR_OPS_OIDC_ISSUER: 'https://login.example.com/realms/parlor',
  PARLOR_OPS_OIDC_CLIENT_ID: 'parlor-ops',
  PARLOR_OPS_OIDC_CLIENT_SECRET: 'a-long-client-secret',
  PARLOR_OPS_OIDC_ROLES: 'parlor-admins=admin, parlor-release=release ,parlor-viewers=viewer',
};

describe('the company sign-in settings', () => {
  it('are off, and the site starts as before, when no PARLOR_OPS_OIDC_* is set', () => {
    expect(parseOidcSettings({ PARLOR_OPS_HOST: 'ops.example.com' })).toBeUndefined();
    expect(loadSiteSettings({}).opsOidc).toBeUndefined();
  });

  it('read the provider, the client, the role claim and the role of each claim value', () => {
    const settings = parseOidcSettings(BASE)!;
    expect(settings.issuer.href).toBe('https://login.example.com/realms/parlor');
    expect(settings.clientId).toBe('parlor-ops');
    expect(settings.clientSecret).toBe('a-long-client-secret');
    expect(settings.roleClaim).toBe('groups');
    expect(settings.scope).toBe('openid profile email');
    expect(settings.displayName).toBeUndefined();
    expect(settings.redirectUri).toBeUndefined();
    expect([...settings.roles]).toEqual([
      ['parlor-admins', 'admin'],
      ['parlor-release', 'release_manager'],
      ['parlor-viewers', 'viewer'],
    ]);
    expect(loadSiteSettings(BASE).opsOidc?.clientId).toBe('parlor-ops');
  });

  it('take the client secret from a file, the name on the button and an explicit redirect URI', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-oidc-')), 'secret');
    fs.writeFileSync(file, 'from-the-file\n');
    const settings = parseOidcSettings({
      ...BASE,
      PARLOR_OPS_OIDC_CLIENT_SECRET: '',
      PARLOR_OPS_OIDC_CLIENT_SECRET_FILE: file,
      PARLOR_OPS_OIDC_NAME: 'Acme SSO',
      PARLOR_OPS_OIDC_ROLE_CLAIM: 'realm_access.roles',
      PARLOR_OPS_OIDC_REDIRECT_URI: 'https://ops.example.com/ops/login/oidc/callback',
    })!;
    expect(settings.clientSecret).toBe('from-the-file');
    expect(settings.displayName).toBe('Acme SSO');
    expect(settings.roleClaim).toBe('realm_access.roles');
    expect(settings.redirectUri?.href).toBe('https://ops.example.com/ops/login/oidc/callback');
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it.each([
    [
      { ...BASE, PARLOR_OPS_OIDC_ISSUER: '' },
      /PARLOR_OPS_OIDC_CLIENT_ID.* set without PARLOR_OPS_OIDC_ISSUER/,
    ],
    [{ ...BASE, PARLOR_OPS_OIDC_CLIENT_ID: ' ' }, /PARLOR_OPS_OIDC_CLIENT_ID is not set/],
    [
      { ...BASE, PARLOR_OPS_OIDC_ISSUER: 'login.example.com' },
      /PARLOR_OPS_OIDC_ISSUER is not a URL/,
    ],
    [
      { ...BASE, PARLOR_OPS_OIDC_ISSUER: 'http://login.example.com' },
      /PARLOR_OPS_OIDC_ISSUER must be an https address/,
    ],
    [{ ...BASE, PARLOR_OPS_OIDC_ROLES: '' }, /PARLOR_OPS_OIDC_ROLES maps no claim value/],
    [
      { ...BASE, PARLOR_OPS_OIDC_ROLES: 'parlor-admins=root' },
      /"parlor-admins=root" names no role/,
    ],
    [{ ...BASE, PARLOR_OPS_OIDC_ROLES: 'parlor-admins' }, /"parlor-admins" is not value=role/],
    [
      { ...BASE, PARLOR_OPS_OIDC_CLIENT_SECRET_FILE: '/nonexistent/parlor-secret' },
      /PARLOR_OPS_OIDC_CLIENT_SECRET_FILE cannot be read/,
    ],
  ])('refuse to start on a wrong setting, naming it (%#)', (env, message) => {
    expect(() => parseOidcSettings(env)).toThrow(message);
    expect(() => loadSiteSettings(env)).toThrow(message);
  });

  it('allow plain http only for a provider on this machine', () => {
    const local = { ...BASE, PARLOR_OPS_OIDC_ISSUER: 'http://127.0.0.1:9400' };
    expect(parseOidcSettings(local)?.issuer.protocol).toBe('http:');
  });

  it('map a value with "=" in it by its last "="', () => {
    expect([...parseRoleMapping('team=ops=admin')]).toEqual([['team=ops', 'admin']]);
  });
});
