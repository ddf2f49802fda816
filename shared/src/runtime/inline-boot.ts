// What the server writes into the shell's page so that boot needs no round trip of its own: the
// boot info (controller path, passphrase, remotes manifest) and the casino config, as JSON in a
// `<script type="application/json">` (data, not code: the CSP still forbids inline scripts).
// Only these two are read from it: the player, balances and anything else the server decides
// always come from the controller's answers, whatever the page carries (docs/performance.md).
import { readBootExtras } from '../api/boot-info-check';
import { toLang } from '../domain/language';
import type { BootInfo, CasinoConfig, Lang, ThemeName } from '../types/entities';

export const INLINE_BOOT_ID = 'parlor-boot';

/**
 * What the server says of the first screen it rendered into the page's root
 * (docs/server-rendering.md): when and with which seed, in which language and theme, and the
 * controller answers it read (guests' answers only), which the browser's first identical requests
 * are answered with.
 */
export interface InlineRender {
  now: number;
  seed: number;
  lang: Lang;
  theme: ThemeName;
  answers: Record<string, string>;
  /** the remote modules in the markup (`remote|expose`): hydration waits for those */
  modules: string[];
}

export interface InlineBoot {
  boot: BootInfo;
  config: CasinoConfig | null;
  /** null: the page carries no server render */
  render: InlineRender | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function readBootInfo(value: unknown): BootInfo | null {
  if (!isRecord(value)) return null;
  const { controller_path: controllerPath, passphrase, remotes, sportsbook } = value;
  if (typeof controllerPath !== 'string' || !controllerPath.startsWith('/')) return null;
  if (controllerPath.startsWith('//') || typeof passphrase !== 'string') return null;
  const entries: Record<string, string> = {};
  if (isRecord(remotes)) {
    for (const [name, url] of Object.entries(remotes)) if (httpUrl(url)) entries[name] = url;
  }
  const info: BootInfo = { controller_path: controllerPath, passphrase, remotes: entries };
  // the whitelist itself stays on the server: the page only says which casino has a sportsbook
  if (isRecord(sportsbook) && typeof sportsbook.casino_id === 'number') {
    info.sportsbook = { casino_id: sportsbook.casino_id };
  }
  return { ...info, ...readBootExtras(value) };
}

function readConfig(value: unknown): CasinoConfig | null {
  if (!isRecord(value)) return null;
  if (typeof value.casino_name !== 'string' || typeof value.language !== 'string') return null;
  if (typeof value.is_fusion !== 'boolean' || typeof value.currency !== 'string') return null;
  return value as unknown as CasinoConfig;
}

function readRender(value: unknown): InlineRender | null {
  if (!isRecord(value)) return null;
  const { now, seed, lang, theme, answers, modules } = value;
  if (typeof now !== 'number' || !Number.isFinite(now)) return null;
  if (typeof seed !== 'number' || !Number.isInteger(seed)) return null;
  const language = typeof lang === 'string' ? toLang(lang) : null;
  if (!language || (theme !== 'light' && theme !== 'dark')) return null;
  const texts: Record<string, string> = {};
  if (isRecord(answers)) {
    for (const [key, text] of Object.entries(answers))
      if (typeof text === 'string') texts[key] = text;
  }
  const rendered = Array.isArray(modules)
    ? modules.filter((m): m is string => typeof m === 'string')
    : [];
  return { now, seed, lang: language, theme, answers: texts, modules: rendered };
}

/** The page's inline boot data, or null when there is none or it is not well formed. */
export function readInlineBoot(doc: Document | undefined = globalThis.document): InlineBoot | null {
  const text = doc?.getElementById(INLINE_BOOT_ID)?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    console.error('inline boot data is not JSON; booting from the controller');
    return null;
  }
  if (!isRecord(data)) return null;
  const boot = readBootInfo(data.boot);
  return boot ? { boot, config: readConfig(data.config), render: readRender(data.render) } : null;
}
