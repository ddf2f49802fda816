import { sanitiseOperatorCss } from './operator-css';

describe('sanitiseOperatorCss', () => {
  it('removes imports, external urls and script hooks, keeps the rest', () => {
    const out = sanitiseOperatorCss(
      '@import url("https://evil.example/x.css"); p { color: red; background: url("https://evil.example/p.gif") } ' +
        'div { width: expression(alert(1)); } </style><script>',
    );
    expect(out).not.toMatch(/@import|evil\.example|expression\(|<\/style/i);
    expect(out).toContain('color: red');
    expect(sanitiseOperatorCss('a { background: url(data:image/png;base64,AAAA) }')).toContain(
      'data:image/png',
    );
    expect(sanitiseOperatorCss(':host { contain: none !important }')).not.toContain(':host');
    expect(sanitiseOperatorCss(undefined)).toBe('');
  });
});
