import { isDemotion, mayDo, operatorChangeRefusal, REMOTE_ACTIONS } from './ops-roles';

describe('the console’s roles', () => {
  it('let a viewer only look, a release manager also change casinos, an admin also manage operators', () => {
    expect(mayDo('viewer', 'view')).toBe(true);
    for (const action of REMOTE_ACTIONS) {
      expect(mayDo('viewer', action)).toBe(false);
      expect(mayDo('release_manager', action)).toBe(true);
      expect(mayDo('admin', action)).toBe(true);
    }
    expect(mayDo('release_manager', 'manage_operators')).toBe(false);
    expect(mayDo('admin', 'manage_operators')).toBe(true);
  });

  it('let an admin change others but never remove or demote themself', () => {
    const admin = { name: 'ana', role: 'admin' as const };
    expect(operatorChangeRefusal(admin, { kind: 'add', role: 'admin' })).toBeNull();
    expect(operatorChangeRefusal(admin, { kind: 'role', target: 'bo', role: 'viewer' })).toBeNull();
    expect(operatorChangeRefusal(admin, { kind: 'remove', target: 'bo' })).toBeNull();
    expect(operatorChangeRefusal(admin, { kind: 'remove', target: 'ana' })).toBe('self_remove');
    expect(operatorChangeRefusal(admin, { kind: 'role', target: 'ana', role: 'viewer' })).toBe(
      'self_demote',
    );
    expect(operatorChangeRefusal(admin, { kind: 'role', target: 'ana', role: 'admin' })).toBeNull();
  });

  it('refuse every operator change by a non-admin', () => {
    for (const role of ['viewer', 'release_manager'] as const) {
      const actor = { name: 'bo', role };
      expect(operatorChangeRefusal(actor, { kind: 'add', role: 'viewer' })).toBe('not_admin');
      expect(operatorChangeRefusal(actor, { kind: 'remove', target: 'cy' })).toBe('not_admin');
      expect(operatorChangeRefusal(actor, { kind: 'role', target: 'bo', role: 'admin' })).toBe(
        'not_admin',
      );
    }
  });

  it('call a move to a role that may do less a demotion', () => {
    expect(isDemotion('admin', 'release_manager')).toBe(true);
    expect(isDemotion('release_manager', 'viewer')).toBe(true);
    expect(isDemotion('viewer', 'admin')).toBe(false);
    expect(isDemotion('admin', 'admin')).toBe(false);
  });
});
