// How a controller URL names its keyword: the first query parameter's name.
const KEYWORD_RE = /^[A-Za-z_]{1,40}$/;

/** The first query parameter name: `/api/controller?getconfig&x=1` -> `getconfig`. */
export function keywordOf(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const first = url.slice(q + 1).split('&')[0] ?? '';
  const name = first.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return '\u0000';
  }
}

/** Whether a keyword is well formed (letters and underscores, at most 40). */
export function isKeywordName(keyword: string): boolean {
  return KEYWORD_RE.test(keyword);
}
