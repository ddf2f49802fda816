// The server's pages are written with root-relative addresses; under a base path (`/casino`)
// every one of them must carry it, or a link leaves the site behind a proxy that serves only the
// sub-path.
import type { FastifyRequest } from 'fastify';
import { pageLanguage, type PageLang } from '../i18n/page-language';

/** Prefixes the root-relative `href`, `src`, `action` and `data-home` addresses with `base`. */
export function withBaseLinks(html: string, base: string): string {
  return base ? html.replace(/\b(href|src|action|data-home)="\/(?!\/)/g, `$1="${base}/`) : html;
}

/** What every server page needs from its request: the visitor's language and the base path. */
export function pageOptions(request: FastifyRequest): { lang: PageLang; base: string } {
  return { lang: pageLanguage(request), base: request.server.parlorBasePath };
}
