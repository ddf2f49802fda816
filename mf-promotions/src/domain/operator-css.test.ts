import { sanitiseOperatorCss, unescapeCss } from './operator-css';

/** Whether any rule of the cleaned sheet could select the host box. */
const reachesHost = (css: string) => /:host|:scope/.test(unescapeCss(css));

describe('sanitiseOperatorCss', () => {
  // jsdom cannot construct sheets: these run through a parsed <style> (the same rules walk)
  it('removes imports, external urls and script hooks, keeps the rest', () => {
    const out = sanitiseOperatorCss(
      '@import url("https://evil.example/x.css"); p { color: red; background: url("https://evil.example/p.gif") } ' +
        'div { width: expression(alert(1)); }',
    );
    expect(out).not.toMatch(/@import|evil\.example|expression\(/i);
    expect(out).toContain('color: red');
    expect(sanitiseOperatorCss('a { background: url(data:image/png;base64,AAAA) }')).toContain(
      'data:image/png',
    );
    expect(sanitiseOperatorCss(undefined)).toBe('');
  });

  it('drops rules for the host box, however they are written', () => {
    expect(reachesHost(sanitiseOperatorCss(':host { contain: none !important }'))).toBe(false);
    // an at-rule in the middle of `:host`: once parsed it is a rule for the element `ost`
    const split = sanitiseOperatorCss(':h@font-face{}ost{position:fixed;inset:0;z-index:9}');
    expect(reachesHost(split)).toBe(false);
    expect(split).not.toContain('@font-face');
    // CSS escapes read as `:host` by the selector matcher
    const escaped = sanitiseOperatorCss(':\\68 ost { position: fixed; inset: 0 } p { color: red }');
    expect(reachesHost(escaped)).toBe(false);
    expect(escaped).toContain('color: red');
    expect(
      reachesHost(sanitiseOperatorCss('@media (min-width: 1px) { :HOST(.a) { display: none } }')),
    ).toBe(false);
  });

  it('drops @font-face and urls written with escapes', () => {
    const out = sanitiseOperatorCss(
      '@font-face { font-family: x; src: url(https://evil.example/f.woff) } ' +
        'p { background: \\75 rl(https://evil.example/p.gif); color: blue }',
    );
    expect(out).not.toMatch(/font-face|evil\.example/);
    expect(out).toContain('color: blue');
  });

  it('keeps shorthands written with var(), unless a url hides in one', () => {
    const kept = sanitiseOperatorCss('p { --bg: #123; background: var(--bg); }');
    expect(kept).toMatch(/background: var\(--bg\)/);
    const hidden = sanitiseOperatorCss(
      'p { background: var(--bg) url(https://evil.example/p.gif); color: red }',
    );
    expect(hidden).not.toContain('evil.example');
  });

  it('keeps media queries and keyframes', () => {
    const out = sanitiseOperatorCss(
      '@media (min-width: 600px) { p { color: red } } @keyframes glow { from { opacity: 0 } to { opacity: 1 } }',
    );
    expect(out).toMatch(/@media \(min-width: 600px\) \{ p \{ color: red; \} \}/);
    expect(out).toContain('@keyframes glow');
  });
});

describe('unescapeCss', () => {
  it('reads escapes as the selector matcher does', () => {
    expect(unescapeCss(':\\68 ost')).toBe(':host');
    expect(unescapeCss(':\\000068ost')).toBe(':host');
    expect(unescapeCss(':h\\OST')).toBe(':host');
  });
});
