// `npm run remotes -- preview <casino> <remote> <release> [--hours 4] [--site <url>]`: a signed
// link that puts the browser which opens it, and no other, on the release (docs/deploying.md,
// "Preview links"). The release passes the same checks as a switch first.
import { RELEASE_ID_RE } from '../remotes';
import { signPreview } from '../preview/preview-token';
import { PREVIEW_PARAM } from '../preview/preview-routes';
import { appendAudit } from './remotes-manifest';
import { verify, type RemoteInfo, type RemotesCommandContext } from './remotes-operations';

export const DEFAULT_PREVIEW_HOURS = 4;
export const MAX_PREVIEW_HOURS = 72;

/** `--hours` and `--site` from the words after the release; an error sentence otherwise. */
export function previewOptions(
  words: readonly string[],
  defaultSite: string,
): { hours: number; site: URL } | string {
  let hours = DEFAULT_PREVIEW_HOURS;
  let site = defaultSite;
  for (let i = 0; i < words.length; i += 2) {
    const [name, value] = [words[i], words[i + 1]];
    if (value === undefined) return `${name} needs a value`;
    if (name === '--hours') {
      hours = Number(value);
      if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_PREVIEW_HOURS)
        return `--hours must be more than 0 and at most ${MAX_PREVIEW_HOURS}`;
    } else if (name === '--site') site = value;
    else return `unknown option ${name}`;
  }
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol))
    return `--site must be the site's http(s) address, not "${site}"`;
  return { hours, site: new URL(site) };
}

export async function printPreview(
  ctx: RemotesCommandContext,
  casino: string,
  remote: RemoteInfo,
  release: string,
  words: readonly string[],
): Promise<number> {
  const options = previewOptions(words, ctx.siteUrl);
  if (typeof options === 'string') {
    ctx.err(options);
    return 2;
  }
  const problems = RELEASE_ID_RE.test(release)
    ? await verify(ctx, remote, release)
    : [`"${release}" is not a release name (npm run remotes -- status)`];
  if (problems.length) {
    ctx.err(`Refused: no preview of ${remote.name} ${release}.`);
    for (const problem of problems) ctx.err(`  - ${problem}`);
    return 1;
  }
  const now = ctx.now?.() ?? new Date();
  const expiresAt = now.getTime() + Math.round(options.hours * 3_600_000);
  const token = signPreview(
    { casino, remote: remote.name, release, expiresAt },
    ctx.previewSecret(),
  );
  const link = new URL(options.site.href);
  link.searchParams.set(PREVIEW_PARAM, token);
  const until = new Date(expiresAt).toISOString();
  appendAudit(ctx.auditFile, {
    at: now.toISOString(),
    action: 'preview',
    casino,
    remote: remote.name,
    from: null,
    to: release,
    by: ctx.operator,
    until,
  });
  ctx.out(`Preview of ${remote.name} ${release} for ${casino}, until ${until}:`);
  ctx.out(link.href);
  ctx.out(`Open it on ${casino}'s own address; it changes nothing for any other browser.`);
  return 0;
}
