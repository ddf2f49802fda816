import { CASINOS, casinoConfig } from '../casinos/casinos';
import { paintedFrame, safeHref, type FrameInput } from '@parlor/site/pages/painted/painted-frame';

const fusion = casinoConfig(CASINOS.fusion, {
  hostname: 'localhost',
  assetsPort: 8086,
  basePath: '',
});
const classic = casinoConfig(CASINOS.classic, {
  hostname: 'classic.localhost',
  assetsPort: 8086,
  basePath: '',
});
const frame = (over: Partial<FrameInput> = {}) =>
  paintedFrame({
    config: fusion,
    lang: 'en',
    theme: null,
    pathname: '/',
    main: '<p>main</p>',
    ...over,
  });
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the painted frame', () => {
  it('is the shell’s header, menu, main area and footer, in the shell’s words', () => {
    const html = frame();
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toContain(`aria-label="${fusion.casino_name} home" href="/"`);
    expect(html).toMatch(
      /<button type="button" class="btn btn-primary" aria-disabled="true">Log In<\/button>/,
    );
    expect(html).toContain(
      `<a class="btn header-signup" href="${fusion.pages.signup}">Sign Up</a>`,
    );
    expect(html).toContain('<nav class="sidebar" aria-label="Main navigation">');
    expect(html).toContain('<main id="main" class="layout-main" tabindex="-1"><p>main</p></main>');
    expect(html).toContain('Play responsibly. 18+ only.');
  });

  it('lists the casino’s menu with real links, the current page marked, icons drawn', () => {
    const html = frame({ pathname: '/category/online-slots' });
    for (const item of fusion.navigation.EN) {
      expect(html).toContain(`href="${item.action}"`);
      expect(html).toContain(`<span class="nav-label">${item.label.replace('&', '&amp;')}</span>`);
    }
    expect(html).toMatch(/<a aria-current="page" class="active" href="\/category\/online-slots">/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<svg class="icon"[^>]* data-icon="slots"><rect /);
    // every control that needs the scripts says so until they run
    for (const button of html.match(/<button[^>]*>/g) ?? [])
      expect(button).toContain('aria-disabled="true"');
  });

  it('speaks the visitor’s language and follows the theme of the cookie or the system', () => {
    const html = frame({ lang: 'de', theme: 'dark' });
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('<option value="de" lang="de" selected>Deutsch</option>');
    expect(html).toContain(`src="${fusion.casino_logo_dark}"`);
    expect(html).toContain(
      '<button type="button" class="btn" aria-pressed="true" aria-disabled="true">',
    );
    expect(frame()).toContain(
      `<source media="(prefers-color-scheme: dark)" srcset="${fusion.casino_logo_dark}">`,
    );
  });

  it('writes the casino’s words as text, never as markup', () => {
    const html = frame({ config: { ...fusion, casino_name: '<b>Evil</b> & Co' } });
    expect(html).not.toContain('<b>Evil</b>');
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; Co');
  });

  it('carries the French links of the casino that has them', () => {
    expect(
      paintedFrame({ config: classic, lang: 'en', theme: null, pathname: '/', main: '' }),
    ).toContain('<li lang="fr">');
    expect(attr(frame(), /(<li lang="fr">)/)).toBeUndefined();
  });

  it('links every server page under the base path', () => {
    const config = casinoConfig(CASINOS.classic, {
      hostname: 'classic.localhost',
      assetsPort: 8086,
      basePath: '/casino',
    });
    const html = paintedFrame({ config, lang: 'en', theme: null, pathname: '/', main: '' });
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links).toContain('/casino/pages/weekly-cashback');
    expect(links).toContain('/casino/pages/terms');
    expect(links).toContain('/casino/pages/signup');
    for (const link of links.filter((l) => l.startsWith('/'))) expect(link).toMatch(/^\/casino\//);
  });
});

describe('a painted link’s target', () => {
  it('is a path of the site or a web address, never a script', () => {
    expect(safeHref('/category/online-slots')).toBe('/category/online-slots');
    expect(safeHref('https://help.test/faq')).toBe('https://help.test/faq');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('//evil.test/x')).toBe('#');
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBe('#');
  });
});
