// Before a casino is switched: does the target answer, expose what the site loads, and accept
// the shell's shared singletons? Every problem is reported, in words an operator can act on.
import { describeSkew, findSharedSkew, readRemoteManifest } from '@parlor/shared/release';

export interface TargetCheck {
  remote: string;
  /** the remoteEntry.js address the browser would load */
  entryUrl: string;
  /** name -> version of the shell's shared singletons */
  shellVersions: Readonly<Record<string, string>>;
  required: readonly string[];
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

async function get(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<{ ok: true; text: string } | { ok: false; why: string }> {
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { ok: false, why: `HTTP ${res.status}` };
    return { ok: true, text: await res.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, why: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}

export async function checkTarget(check: TargetCheck): Promise<string[]> {
  const fetchImpl = check.fetchImpl ?? fetch;
  const timeoutMs = check.timeoutMs ?? 5000;
  const entry = await get(check.entryUrl, fetchImpl, timeoutMs);
  if (!entry.ok) return [`${check.entryUrl} does not answer (${entry.why})`];
  if (!entry.text.trim()) return [`${check.entryUrl} answers with an empty file`];
  const manifestUrl = new URL('mf-manifest.json', check.entryUrl).href;
  const manifestRes = await get(manifestUrl, fetchImpl, timeoutMs);
  if (!manifestRes.ok) return [`${manifestUrl} does not answer (${manifestRes.why})`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestRes.text);
  } catch {
    parsed = null;
  }
  const manifest = readRemoteManifest(parsed);
  if (!manifest) return [`${manifestUrl} is not a federation manifest`];
  const problems: string[] = [];
  if (manifest.name !== check.remote)
    problems.push(`${check.entryUrl} is the remote ${manifest.name}, not ${check.remote}`);
  const missing = check.required.filter((expose) => !manifest.exposes.includes(expose));
  if (missing.length)
    problems.push(`${check.remote} at ${check.entryUrl} does not expose ${missing.join(', ')}`);
  for (const skew of findSharedSkew(check.shellVersions, manifest.shared))
    problems.push(describeSkew(check.remote, skew));
  return problems;
}
