import path from 'node:path';
import { loadSiteSettings, SITE_ROOT } from './site-settings';

it("fronts the reference controller's casinos unless told, and keeps the manifest with the site", () => {
  const settings = loadSiteSettings({});
  expect(settings.casinos).toEqual(['fusion', 'classic', 'fun']);
  expect(settings.remotesFile).toBe(path.join(SITE_ROOT, 'remotes.override.json'));
  expect(settings.port).toBe(8080);
  expect(settings.trustProxy).toBe(false);
});

it('takes the casino keys an operator names, dropping what is not a plain key', () => {
  const settings = loadSiteSettings({ PARLOR_CASINOS: ' brand-a, brand_b ,../x, brand-a,' });
  expect(settings.casinos).toEqual(['brand-a', 'brand_b']);
  // nothing usable: the reference's
  expect(loadSiteSettings({ PARLOR_CASINOS: ' , ' }).casinos).toEqual(['fusion', 'classic', 'fun']);
});
