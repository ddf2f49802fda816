import { isSampled, newVisitId } from './visit-sampling';

it('reports a share of visits, every visit when the boot info says nothing', () => {
  expect(isSampled(undefined, () => 0.999)).toBe(true);
  expect(isSampled(1, () => 0.999)).toBe(true);
  expect(isSampled(0, () => 0)).toBe(false);
  expect(isSampled(0.25, () => 0.2)).toBe(true);
  expect(isSampled(0.25, () => 0.25)).toBe(false);
});

it('names a visit with 16 random bytes in base64url', () => {
  expect(newVisitId((bytes) => bytes.fill(0xff))).toBe('_____________________w');
  const id = newVisitId();
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(newVisitId()).not.toBe(id);
});
