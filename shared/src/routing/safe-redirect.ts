// Guards redirect targets (?redirect=, login return paths) against open redirects: only a path of
// this site is accepted, anything that a browser could read as another origin is refused.

const BASE = 'http://parlor.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers strip tabs and newlines from URLs ('/\t/evil' → '//evil').
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const PERCENT_BYTE = /%([0-9a-fA-F]{2})/g;

/** The same-site path (with query and hash) when it is safe to navigate to; otherwise `fallback`. */
export function safeRedirect(path: unknown, fallback = '/'): string {
  if (typeof path !== 'string' || path.length > MAX_LENGTH || !isSafePath(path)) return fallback;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into '//host' ('/..//evil' → '//evil'): check the result too.
  return isSafePath(normalised) ? normalised : fallback;
}

function isSafePath(path: string): boolean {
  let current = path;
  // Check every decoding layer, so that '%2F%2F', '%5C' or '%252F' cannot smuggle a host in.
  for (let layer = 0; layer < 4; layer += 1) {
    if (!current.startsWith('/') || current.startsWith('//')) return false;
    if (current.includes('\\') || CONTROL_CHARS.test(current)) return false;
    const decoded = decodePercentBytes(current);
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** Byte-wise %XX decoding that never throws (decodeURIComponent does on a lone '%'). */
function decodePercentBytes(text: string): string {
  return text.replace(PERCENT_BYTE, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
