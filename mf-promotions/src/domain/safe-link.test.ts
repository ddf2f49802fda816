import { safeHref, safeLinkAttributes } from './safe-link';

describe('safeHref', () => {
  it('keeps site paths and http(s) addresses', () => {
    expect(safeHref('/pages/cashier')).toBe('/pages/cashier');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
  });

  it('refuses script, data and protocol-relative links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      '',
      42,
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});

describe('safeLinkAttributes', () => {
  it('keeps harmless attributes and drops handlers, styles and hrefs', () => {
    expect(
      safeLinkAttributes({
        title: 'Popular',
        onclick: 'alert(1)',
        href: 'javascript:x',
        style: 'position:fixed',
        'data-track': 'promo',
        target: '_top',
      }),
    ).toEqual({ title: 'Popular', 'data-track': 'promo' });
    expect(safeLinkAttributes({ target: '_blank', rel: 'opener' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});
