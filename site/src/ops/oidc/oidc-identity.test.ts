import { operatorNameFromClaims, roleFromClaims } from './oidc-identity';
import { parseRoleMapping } from './oidc-settings';

const ROLES = parseRoleMapping('parlor-admins=admin,parlor-release=release,parlor-viewers=viewer');

describe('the role a sign-in gets from its claim', () => {
  it('is the mapped role of the claim value, in a list or alone', () => {
    expect(roleFromClaims({ groups: ['staff', 'parlor-release'] }, 'groups', ROLES)).toBe(
      'release_manager',
    );
    expect(roleFromClaims({ groups: 'parlor-viewers' }, 'groups', ROLES)).toBe('viewer');
  });

  it('is the highest when several values map', () => {
    const claims = { groups: ['parlor-viewers', 'parlor-admins', 'parlor-release'] };
    expect(roleFromClaims(claims, 'groups', ROLES)).toBe('admin');
  });

  it('is none when no value maps, the claim is missing or not text', () => {
    expect(roleFromClaims({ groups: ['staff'] }, 'groups', ROLES)).toBeNull();
    expect(roleFromClaims({}, 'groups', ROLES)).toBeNull();
    expect(roleFromClaims({ groups: [{ name: 'parlor-admins' }] }, 'groups', ROLES)).toBeNull();
    // another claim carrying a mapped value is not the role claim
    expect(roleFromClaims({ roles: ['parlor-admins'] }, 'groups', ROLES)).toBeNull();
  });

  it('reaches into an object by a dotted path, and takes a claim named with dots as it is', () => {
    const nested = { realm_access: { roles: ['parlor-release'] } };
    expect(roleFromClaims(nested, 'realm_access.roles', ROLES)).toBe('release_manager');
    const namespaced = { 'https://parlor.example/roles': ['parlor-admins'] };
    expect(roleFromClaims(namespaced, 'https://parlor.example/roles', ROLES)).toBe('admin');
  });
});

describe('the name of a sign-in', () => {
  it('is the user name (else the e-mail address) marked @idp: never a local account', () => {
    expect(operatorNameFromClaims({ preferred_username: 'alice', email: 'a@corp.example' })).toBe(
      'alice@idp',
    );
    expect(operatorNameFromClaims({ email: 'bob@corp.example' })).toBe('bob@corp.example@idp');
  });

  it('is none without a usable user name or e-mail address', () => {
    expect(operatorNameFromClaims({ sub: '1234' })).toBeNull();
    expect(operatorNameFromClaims({ preferred_username: 'a b<script>' })).toBeNull();
    expect(operatorNameFromClaims({ preferred_username: 'x'.repeat(65) })).toBeNull();
  });
});
