/**
 * Operator CSS is applied inside the promo's own shadow root (so its selectors reach nothing of
 * ours) in a box that contains and clips it (styled from outside, never by the operator). What could still reach out is removed here: imports,
 * external urls (tracking pixels, fonts), legacy script hooks and attempts to close the style.
 */
export function sanitiseOperatorCss(css: unknown): string {
  if (typeof css !== 'string') return '';
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/<\/?style/gi, '')
      .replace(/@import[^;]*;?/gi, '')
      // the host box is ours: its containment and clipping must not be overridden from inside
      .replace(/:host(-context)?/gi, ':not(*)')
      .replace(/@font-face\s*\{[^}]*\}/gi, '')
      .replace(/url\s*\(\s*(['"]?)(?!data:image\/)[^)]*\1\s*\)/gi, 'none')
      .replace(/expression\s*\(|behavior\s*:|-moz-binding/gi, 'x-blocked:')
  );
}
