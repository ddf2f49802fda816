import { canaryBucket, inCanary, isVisitorId, newVisitorId } from './canary-assignment';

describe('canary assignment', () => {
  it('puts about the canary’s share of visitors on it, each always in the same place', () => {
    const visitors = Array.from({ length: 2000 }, newVisitorId);
    const canary = { release: '0.1.0-0123456789', percent: 30 };
    const taken = visitors.filter((id) => inCanary(id, 'fusion', 'mf_lobby', canary));
    expect(taken.length).toBeGreaterThan(2000 * 0.25);
    expect(taken.length).toBeLessThan(2000 * 0.35);
    // the same visitor, the same answer, every time
    for (const id of visitors.slice(0, 50))
      expect(inCanary(id, 'fusion', 'mf_lobby', canary)).toBe(taken.includes(id));
    // raising the share keeps everyone who was on it
    for (const id of taken)
      expect(inCanary(id, 'fusion', 'mf_lobby', { ...canary, percent: 60 })).toBe(true);
  });

  it('draws each casino and remote on its own', () => {
    const id = newVisitorId();
    const buckets = new Set(
      ['fusion', 'classic', 'fun'].flatMap((casino) =>
        ['mf_lobby', 'mf_game'].map((remote) =>
          canaryBucket(id, casino, remote, '0.1.0-0123456789'),
        ),
      ),
    );
    expect(buckets.size).toBeGreaterThan(1);
  });

  it('accepts only the ids it makes', () => {
    expect(isVisitorId(newVisitorId())).toBe(true);
    for (const bad of ['', 'short', 'x'.repeat(23), 'a b c d e f g h i j k l', 42, undefined])
      expect(isVisitorId(bad)).toBe(false);
  });
});
