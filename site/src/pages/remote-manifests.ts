// The remotes' federation manifests and first-screen stylesheets as the site last read them, so
// that a page can name the files of its first screen's modules (preload hints) and carry their
// styles without waiting for the shell to ask. A page never waits long for one: a file already
// read is answered at once (and read again in the background once it is old), a missing one is
// waited for briefly, and a remote that does not answer simply gets no hints and no painted part:
// the shell then loads its files as it always could.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ExposeFiles {
  /** the scripts the module needs before it runs, in order */
  js: string[];
  /** its stylesheets */
  css: string[];
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The files of one exposed module, as addresses beside the remote's entry: its synchronous
 * scripts and stylesheets, and the strings of the visitor's language when they are a chunk of
 * their own (English is built in). Null when the manifest does not describe the module.
 */
export function exposeFiles(
  manifest: unknown,
  entry: string,
  expose: string,
  lang: string,
): ExposeFiles | null {
  if (!isRecord(manifest) || !Array.isArray(manifest.exposes)) return null;
  const found = manifest.exposes.find(
    (e) => isRecord(e) && (e.path === expose || `./${String(e.name)}` === expose),
  );
  if (!isRecord(found) || !isRecord(found.assets)) return null;
  const { js, css } = found.assets;
  if (!isRecord(js) || !isRecord(css)) return null;
  const strings = new RegExp(`^i18n-[a-z-]+-${lang}-json\\.`);
  const names = {
    js: [...stringsOf(js.sync), ...stringsOf(js.async).filter((name) => strings.test(name))],
    css: stringsOf(css.sync),
  };
  try {
    const resolve = (name: string) => new URL(name, entry).href;
    return { js: names.js.map(resolve), css: names.css.map(resolve) };
  } catch {
    return null;
  }
}

interface Kept<T> {
  value: T | null;
  readAt: number;
  pending: Promise<void> | null;
}

export interface ManifestReaderOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** a manifest read longer ago than this is read again (in the background) */
  freshMs?: number;
  /** a remote that did not answer is asked again after this */
  retryMs?: number;
  /** one read's time limit */
  timeoutMs?: number;
}

export interface RemoteFileReader<T> {
  /** the file at `url`, waiting at most `waitMs` for one never read; null when there is none */
  read(url: string, waitMs: number): Promise<T | null>;
}

/**
 * `*.localhost` names are the loopback, as browsers treat them; Node's resolver does not know
 * them, so the site reads such an address at `localhost` (a static server ignores the name).
 */
export function reachable(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.hostname.endsWith('.localhost')) return url;
    parsed.hostname = 'localhost';
    return parsed.href;
  } catch {
    return url;
  }
}

/** Reads manifests: JSON objects. */
export function createManifestReader(
  options: ManifestReaderOptions = {},
): RemoteFileReader<Record<string, unknown>> {
  return createRemoteFileReader(
    (res) => res.json().then((value: unknown) => (isRecord(value) ? value : null)),
    options,
  );
}

/** Reads stylesheets: text. */
export function createStylesheetReader(
  options: ManifestReaderOptions = {},
): RemoteFileReader<string> {
  return createRemoteFileReader((res) => res.text(), options);
}

function createRemoteFileReader<T>(
  parse: (res: Response) => Promise<T | null>,
  options: ManifestReaderOptions,
): RemoteFileReader<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? 30_000;
  const retryMs = options.retryMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const kept = new Map<string, Kept<T>>();

  const load = (url: string, entry: Kept<T>): Promise<void> =>
    (entry.pending ??= fetchImpl(reachable(url), { signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => (res.ok ? parse(res) : null))
      .catch(() => null)
      .then((value) => {
        entry.value = value;
        entry.readAt = now();
        entry.pending = null;
      }));

  return {
    async read(url, waitMs) {
      let entry = kept.get(url);
      if (!entry) {
        // bounded: addresses come from the casinos' remotes, a handful
        if (kept.size >= 64) kept.clear();
        entry = { value: null, readAt: -Infinity, pending: null };
        kept.set(url, entry);
      }
      const age = now() - entry.readAt;
      const stale = age > (entry.value === null ? retryMs : freshMs);
      if (stale) {
        const loading = load(url, entry);
        if (entry.readAt === -Infinity && waitMs > 0) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            loading,
            new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
          ]);
          clearTimeout(timer);
        }
      }
      return entry.value;
    },
  };
}

/**
 * A stylesheet to carry inside the page: its relative addresses made absolute (they were relative
 * to the remote's file), and no way to end the page's `<style>` element. Null for one that imports
 * others (they would load after the page's first paint).
 */
export function inlineStylesheet(css: string, href: string): string | null {
  if (/@import/i.test(css)) return null;
  try {
    return css
      .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_whole, quote: string, ref: string) =>
        /^(data:|[a-z]+:\/\/|#)/i.test(ref)
          ? `url(${quote}${ref}${quote})`
          : `url(${quote}${new URL(ref, href).href}${quote})`,
      )
      .replace(/<\/(style)/gi, '<\\/$1');
  } catch {
    return null;
  }
}
