/**
 * Operator CSS is applied inside the promo's own shadow root, in a box whose containment and
 * clipping sit on an element outside that root (docs/promotions.md, "Operator content"). The sheet
 * is parsed as the browser parses it and written out again rule by rule, keeping only what cannot
 * reach out: style rules (not for the host or the scope), inside @media and @supports, and
 * @keyframes; no @import, @font-face or other at-rules, no external urls, no legacy script hooks.
 * Text tricks (an at-rule in the middle of `:host`, CSS escapes) meet the parsed sheet, where they
 * are no longer what a regular expression would see.
 */

/** Rule types of the CSSOM (numbers, so sheets of another realm or a test parser are read too). */
const STYLE = 1;
const MEDIA = 4;
const KEYFRAMES = 7;
const SUPPORTS = 12;

type Rule = CSSRule & {
  selectorText?: string;
  style?: CSSStyleDeclaration;
  cssRules?: ArrayLike<CSSRule>;
  media?: { mediaText: string };
  conditionText?: string;
  name?: string;
  keyText?: string;
};

/** Parses a sheet without applying it to anything. */
export type ParseCss = (css: string) => ArrayLike<CSSRule> | null;

/** The browser's own parser: a constructed sheet, adopted by nobody. */
export const parseWithCssom: ParseCss = (css) => {
  if (typeof CSSStyleSheet !== 'function' || !('replaceSync' in CSSStyleSheet.prototype)) {
    return parseInStyleElement(css);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet.cssRules;
};

/** Where sheets cannot be constructed: a style element that matches no media, removed at once. */
function parseInStyleElement(css: string): ArrayLike<CSSRule> | null {
  const style = document.createElement('style');
  style.media = 'not all';
  style.textContent = css;
  document.head.append(style);
  const rules = style.sheet ? Array.from(style.sheet.cssRules) : null;
  style.remove();
  return rules;
}

/** CSS escapes resolved (`\68 ost` is `host`), lower case: the text as the selector matcher reads it. */
export function unescapeCss(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    })
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

/** The host (and the scope, which may be the host) is not the operator's to style. */
function isBlockedSelector(selector: string, nested: boolean): boolean {
  const s = unescapeCss(selector);
  return /:host|:scope/.test(s) || (!nested && s.includes('&'));
}

/** A value that would fetch from elsewhere or run something. */
function isBlockedValue(property: string, value: string): boolean {
  const v = unescapeCss(value);
  if (/expression\s*\(|javascript:|image-set\s*\(|(^|[^-\w])image\s*\(|element\s*\(/.test(v)) {
    return true;
  }
  if (/^(behavior|-moz-binding)$/i.test(property)) return true;
  for (const m of v.matchAll(/url\s*\(\s*(['"]?)\s*/g)) {
    if (!v.slice(m.index + m[0].length).startsWith('data:image/')) return true;
  }
  return false;
}

/**
 * A rule's declarations without the blocked ones. The parsed (never applied) sheet's own
 * serialisation keeps shorthands written with var(); where a blocked value hides in one of them,
 * only the declarations that can be checked one by one are kept.
 */
function declarations(style: CSSStyleDeclaration): string {
  const kept: string[] = [];
  const blocked: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const property = style[i]!;
    const value = style.getPropertyValue(property);
    if (isBlockedValue(property, value)) {
      blocked.push(property);
      continue;
    }
    if (value === '') continue;
    const important = style.getPropertyPriority(property) === 'important' ? ' !important' : '';
    kept.push(`${property}: ${value}${important};`);
  }
  for (const property of blocked) style.removeProperty(property);
  const whole = style.cssText;
  return isBlockedValue('', whole) ? kept.join(' ') : whole;
}

const IDENT = /^-?[a-z_][\w-]*$/i;

function writeRule(rule: Rule, nested: boolean): string {
  switch (rule.type) {
    case STYLE: {
      if (!rule.style || typeof rule.selectorText !== 'string') return '';
      if (isBlockedSelector(rule.selectorText, nested)) return '';
      const inner = [declarations(rule.style), writeRules(rule.cssRules, true)].filter(Boolean);
      return `${rule.selectorText} { ${inner.join(' ')} }`;
    }
    case MEDIA:
      return group(`@media ${rule.media?.mediaText ?? ''}`, rule, nested);
    case SUPPORTS:
      return group(`@supports ${rule.conditionText ?? ''}`, rule, nested);
    case KEYFRAMES: {
      if (!rule.name || !IDENT.test(rule.name)) return '';
      const frames = Array.from(rule.cssRules ?? [], (f: Rule) =>
        f.keyText && f.style ? `${f.keyText} { ${declarations(f.style)} }` : '',
      );
      return `@keyframes ${rule.name} { ${frames.join(' ')} }`;
    }
    default:
      // declarations nested in a style rule (CSS nesting); every other at-rule is dropped
      return nested && rule.style && rule.selectorText === undefined
        ? declarations(rule.style)
        : '';
  }
}

function group(prelude: string, rule: Rule, nested: boolean): string {
  if (/[{};]/.test(prelude)) return '';
  const inner = writeRules(rule.cssRules, nested);
  return inner ? `${prelude} { ${inner} }` : '';
}

function writeRules(rules: ArrayLike<CSSRule> | undefined, nested: boolean): string {
  return Array.from(rules ?? [], (r) => writeRule(r as Rule, nested))
    .filter(Boolean)
    .join('\n');
}

export function sanitiseOperatorCss(css: unknown, parse: ParseCss = parseWithCssom): string {
  if (typeof css !== 'string' || css.trim() === '') return '';
  let rules: ArrayLike<CSSRule> | null;
  try {
    rules = parse(css);
  } catch {
    return '';
  }
  return writeRules(rules ?? undefined, false);
}
