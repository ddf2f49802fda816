// The `test` of the specs that hold cross-remote tests: those whose title ends with `@cross-remote`,
// which need nothing but a running site used as a guest uses it, so that `npm run e2e --
// --base-url <url>` can run them against any Parlor site (docs/contributing.md, "Browser tests
// against another site"). Such a test opens pages by path (the config's baseURL), never by a local
// address or port.
//
// With a preview link (`--preview <link>`, the config's `previewLink`), each test's browser context
// first opens it: the site answers with its preview cookie, and every page of the test then sees
// the previewed release. Without one, `test` is Playwright's own.
import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

export interface CrossRemoteOptions {
  /** an absolute link on the site under test, opened before each test; undefined: none */
  previewLink: string | undefined;
}

const PREVIEW_TIMEOUT_MS = 30_000;

/**
 * GETs the link, following its redirects, with the context's own request client, whose cookies are
 * the context's: what the answers set holds for the test's pages. Not through a page: that would
 * run the site's scripts and fill its caches and storage before a test about a first visit.
 */
async function openPreview(context: BrowserContext, link: string): Promise<void> {
  const response = await context.request.get(link, { timeout: PREVIEW_TIMEOUT_MS });
  const status = response.status();
  if (status < 200 || status >= 400)
    throw new Error(`the preview link ${link} answered ${status}, not a 2xx or 3xx`);
}

export const test = base.extend<CrossRemoteOptions>({
  previewLink: [undefined, { option: true }],
  // (the fixture's callback named for what it does: a call named `use` reads as a React hook)
  context: async ({ context, previewLink }, provide) => {
    if (previewLink) await openPreview(context, previewLink);
    await provide(context);
  },
});
