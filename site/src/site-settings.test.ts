import path from 'node:path';
import { loadSiteSettings, SITE_ROOT } from './site-settings';

it("fronts the reference controller's casinos unless told, and keeps the manifest with the site", () => {
  const settings = loadSiteSettings({});
  expect(settings.casinos).toEqual(['fusion', 'classic', 'fun']);
  expect(settings.remotesFile).toBe(path.join(SITE_ROOT, 'remotes.override.json'));
  expect(settings.port).toBe(8080);
  // nobody's forwarding headers, and this machine only
  expect(settings.trustedProxies).toEqual([]);
  expect(settings.host).toBe('127.0.0.1');
});

it('trusts the forwarding headers of the proxies it is told about, never of everyone', () => {
  expect(
    loadSiteSettings({ PARLOR_TRUSTED_PROXIES: ' 10.0.0.5, 172.30.0.0/24 ,fd00::/8' })
      .trustedProxies,
  ).toEqual(['10.0.0.5', '172.30.0.0/24', 'fd00::/8']);
  // the older switch means this machine, not any address
  expect(loadSiteSettings({ PARLOR_TRUST_PROXY: '1' }).trustedProxies).toEqual([
    '127.0.0.0/8',
    '::1',
  ]);
  expect(loadSiteSettings({ PARLOR_TRUST_PROXY: 'yes' }).trustedProxies).toEqual([]);
  // a typo stops the start rather than trusting nobody or everybody unnoticed
  for (const wrong of ['true', '*', '0.0.0.0/0', '10.0.0.0/33', 'edge', '0.0.0.0/0/1'])
    expect(() => loadSiteSettings({ PARLOR_TRUSTED_PROXIES: wrong })).toThrow(
      /PARLOR_TRUSTED_PROXIES/,
    );
});

it('takes the casino keys an operator names, dropping what is not a plain key', () => {
  const settings = loadSiteSettings({ PARLOR_CASINOS: ' brand-a, brand_b ,../x, brand-a,' });
  expect(settings.casinos).toEqual(['brand-a', 'brand_b']);
  // nothing usable: the reference's
  expect(loadSiteSettings({ PARLOR_CASINOS: ' , ' }).casinos).toEqual(['fusion', 'classic', 'fun']);
});
