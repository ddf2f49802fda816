// A preview link: the site's address with a signed token that puts the browser which opens it,
// and no other, on a release (docs/deploying.md, "Preview links"). The release passes the same
// checks as a switch first; the link given out is kept and audited.
import { RELEASE_ID_RE } from '../remotes';
import { REFERENCE_CASINO_HOSTNAMES } from '../site-hosts';
import { signPreview } from '../preview/preview-token';
import { PREVIEW_PARAM } from '../preview/preview-routes';
import type { OperationContext, OperationResult, PreviewRequest } from './operation-types';
import { ask, guarded, refusal } from './operation-results';
import { verifyTarget } from './remote-checks';
import { auditEntry, casinoState, named } from './casino-commit';

export const DEFAULT_PREVIEW_HOURS = 4;
export const MAX_PREVIEW_HOURS = 72;

/** The link's lifetime and start address, or an error sentence. */
export function previewOptions(
  hours: number | undefined,
  site: string,
): { hours: number; site: URL } | string {
  const lifetime = hours ?? DEFAULT_PREVIEW_HOURS;
  if (!Number.isFinite(lifetime) || lifetime <= 0 || lifetime > MAX_PREVIEW_HOURS)
    return `--hours must be more than 0 and at most ${MAX_PREVIEW_HOURS}`;
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol))
    return `--site must be the site's http(s) address, not "${site}"`;
  return { hours: lifetime, site: new URL(site) };
}

/**
 * Where a casino's link opens by default: its own address (PARLOR_CASINO_URLS); when no casino has
 * one, a reference casino's built-in name on the site's scheme, port and path (the names the site
 * answers then, site-hosts.ts); else the site's address. Elsewhere the link is refused as being
 * for another casino.
 */
export function casinoAddress(
  ctx: Pick<OperationContext, 'casinoUrls' | 'siteUrl'>,
  casino: string,
): string {
  const urls = ctx.casinoUrls ?? {};
  const own = urls[casino];
  if (own) return own;
  const hostname = Object.hasOwn(REFERENCE_CASINO_HOSTNAMES, casino)
    ? REFERENCE_CASINO_HOSTNAMES[casino]
    : undefined;
  if (!hostname || Object.keys(urls).length > 0 || !URL.canParse(ctx.siteUrl)) return ctx.siteUrl;
  const address = new URL(ctx.siteUrl);
  address.hostname = hostname;
  return address.href;
}

export function createPreview(
  ctx: OperationContext,
  request: PreviewRequest,
): Promise<OperationResult> {
  const { casino, release } = request;
  const found = named(ctx, casino, request.remote);
  if (!('remote' in found)) return Promise.resolve(found);
  const { remote } = found;
  const options = previewOptions(request.hours, request.site ?? casinoAddress(ctx, casino));
  if (typeof options === 'string') return Promise.resolve(refusal('invalid', options));
  return guarded(async () => {
    const problems = RELEASE_ID_RE.test(release)
      ? await verifyTarget(ctx, remote, release)
      : [`"${release}" is not a release name (npm run remotes -- status)`];
    if (problems.length)
      return refusal('refused', `Refused: no preview of ${remote.name} ${release}.`, problems);
    const state = await casinoState(ctx, casino);
    const now = ctx.now();
    const expiresAt = now.getTime() + Math.round(options.hours * 3_600_000);
    const secret = await ask(() => ctx.previewSecret());
    const token = signPreview({ casino, remote: remote.name, release, expiresAt }, secret);
    const link = new URL(options.site.href);
    link.searchParams.set(PREVIEW_PARAM, token);
    const until = new Date(expiresAt).toISOString();
    await ask(() =>
      ctx.store.recordPreview({
        casino,
        remote: remote.name,
        release,
        until,
        by: ctx.operator,
        at: now.toISOString(),
      }),
    );
    await ask(() =>
      ctx.store.appendAudit(auditEntry(ctx, 'preview', casino, remote, null, release, { until })),
    );
    return {
      ok: true,
      message: `Preview of ${remote.name} ${release} for ${casino}, until ${until}:`,
      generation: state.generation,
      link: link.href,
    };
  });
}

/**
 * Ends a live preview link before its time: every site process refuses it from its next read of
 * the store (within one state poll), and the end is audited.
 */
export function endPreview(
  ctx: OperationContext,
  request: { id: string },
): Promise<OperationResult> {
  const id = request.id.trim();
  return guarded(async () => {
    const ended = await ask(() => ctx.store.endPreview(id, ctx.operator, ctx.now()));
    if (!ended)
      return refusal('refused', `No live preview ${id}: nothing was ended.`, [
        'it expired, was ended already, or never was (npm run remotes -- preview list)',
      ]);
    await ask(() =>
      ctx.store.appendAudit(
        auditEntry(ctx, 'preview_end', ended.casino, ended.remote, null, ended.release, {
          until: ended.until,
          subject: id,
        }),
      ),
    );
    await ctx.afterChange?.();
    const state = await casinoState(ctx, ended.casino);
    return {
      ok: true,
      message: `Preview ${id} of ${ended.remote} ${ended.release} for ${ended.casino} ended: its link opens nothing any more.`,
      generation: state.generation,
    };
  });
}
