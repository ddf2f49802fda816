// `npm run e2e`'s arguments, pure: which site the browser suite runs against (`--base-url`), the
// preview link it opens first (`--preview`), and what is left for Playwright. The runner passes
// the site to the Playwright config through two environment variables, which the config reads
// back with the same rules.
// CommonJS so that both the runner (an ES module) and jest (unit tests beside it) load it as is.

const BASE_URL_ENV = 'PARLOR_E2E_BASE_URL';
const PREVIEW_ENV = 'PARLOR_E2E_PREVIEW';

/**
 * @typedef {{ baseUrl: string; preview: string | null }} CrossRemoteTarget
 * @typedef {{ ok: true; target: CrossRemoteTarget | null; playwrightArgs: string[] }
 *   | { ok: false; error: string }} ParsedE2eArgs
 * @typedef {{ ok: true; value: string } | { ok: false; error: string }} Checked
 */

/**
 * An absolute http(s) URL, or why not.
 * @param {string} value
 * @returns {{ ok: true; url: URL } | { ok: false; error: string }}
 */
function httpUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: `"${value}" is not an absolute URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: `"${value}" is not an http or https URL` };
  // they would end up in reports and traces
  if (url.username || url.password)
    return { ok: false, error: `"${url.host}": give no user name or password in the URL` };
  return { ok: true, url };
}

/**
 * The site's origin, from the address given: the suite opens pages by absolute path, so a path,
 * a query or a fragment would be dropped silently; they are refused instead.
 * @param {string} value
 * @returns {Checked}
 */
function siteOrigin(value) {
  const parsed = httpUrl(value);
  if (!parsed.ok) return parsed;
  const { url } = parsed;
  if (url.pathname !== '/' || url.search || url.hash)
    return {
      ok: false,
      error: `"${value}": give the site's origin only (${url.origin}), without a path, query or fragment`,
    };
  return { ok: true, value: url.origin };
}

/**
 * The preview link, which must be on the site itself: its cookie is the site's.
 * @param {string} value
 * @param {string} origin the site's origin (siteOrigin)
 * @returns {Checked}
 */
function previewLink(value, origin) {
  const parsed = httpUrl(value);
  if (!parsed.ok) return parsed;
  if (parsed.url.origin !== origin)
    return { ok: false, error: `"${value}" is not on the site under test (${origin})` };
  return { ok: true, value: parsed.url.href };
}

const OPTIONS = { base: '--base-url', preview: '--preview' };
const ENV_NAMES = { base: BASE_URL_ENV, preview: PREVIEW_ENV };

/**
 * Both values checked together; null without a site. `names` are what errors call them.
 * @param {string | undefined} baseUrl
 * @param {string | undefined} preview
 * @param {{ base: string; preview: string }} names
 * @returns {{ ok: true; target: CrossRemoteTarget | null } | { ok: false; error: string }}
 */
function checkTarget(baseUrl, preview, names) {
  if (baseUrl === undefined) {
    if (preview !== undefined) return { ok: false, error: `${names.preview} needs ${names.base}` };
    return { ok: true, target: null };
  }
  const origin = siteOrigin(baseUrl);
  if (!origin.ok) return { ok: false, error: `${names.base}: ${origin.error}` };
  if (preview === undefined) return { ok: true, target: { baseUrl: origin.value, preview: null } };
  const link = previewLink(preview, origin.value);
  if (!link.ok) return { ok: false, error: `${names.preview}: ${link.error}` };
  return { ok: true, target: { baseUrl: origin.value, preview: link.value } };
}

/**
 * `--base-url <url>` and `--preview <link>` (or `--option=value`), once each; every other
 * argument is Playwright's, in its order.
 * @param {readonly string[]} argv the arguments after the script's name
 * @returns {ParsedE2eArgs}
 */
function parseE2eArgs(argv) {
  /** @type {Record<string, string>} */
  const given = {};
  /** @type {string[]} */
  const playwrightArgs = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (name !== OPTIONS.base && name !== OPTIONS.preview) {
      playwrightArgs.push(arg);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
      return { ok: false, error: `${name} needs a value` };
    if (name in given) return { ok: false, error: `${name} is given twice` };
    given[name] = value;
  }
  const checked = checkTarget(given[OPTIONS.base], given[OPTIONS.preview], OPTIONS);
  if (!checked.ok) return checked;
  return { ok: true, target: checked.target, playwrightArgs };
}

/**
 * The environment Playwright runs with: the target's two variables, or neither (a value left
 * over from the caller's shell must not turn a local run into a run against another site).
 * @param {CrossRemoteTarget | null} target
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string | undefined>}
 */
function playwrightEnv(target, env) {
  const out = { ...env };
  delete out[BASE_URL_ENV];
  delete out[PREVIEW_ENV];
  if (target) out[BASE_URL_ENV] = target.baseUrl;
  if (target?.preview) out[PREVIEW_ENV] = target.preview;
  return out;
}

/**
 * The site the Playwright config runs against, read back from the environment (null: the suite
 * starts Parlor itself); throws on a value the runner would have refused.
 * @param {Record<string, string | undefined>} env
 * @returns {CrossRemoteTarget | null}
 */
function crossRemoteTarget(env) {
  const base = env[BASE_URL_ENV] || undefined;
  const checked = checkTarget(base, env[PREVIEW_ENV] || undefined, ENV_NAMES);
  if (!checked.ok) throw new Error(checked.error);
  return checked.target;
}

module.exports = {
  BASE_URL_ENV,
  PREVIEW_ENV,
  siteOrigin,
  previewLink,
  parseE2eArgs,
  playwrightEnv,
  crossRemoteTarget,
};
