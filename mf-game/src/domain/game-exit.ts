import { withBasePath } from '@parlor/shared';

/**
 * The site's exit page a game frame returns to (docs/product-rules.md, "Game page"): the web-play
 * exit page in fusion casinos, the games exit page elsewhere, under the site's base path.
 */
export function gameExitUrl(siteOrigin: string, isFusion: boolean, basePath = ''): string {
  return `${siteOrigin}${withBasePath(isFusion ? '/webplay/exit' : '/games/exit', basePath)}`;
}

/** A frame address with its `returnurl` to the exit page. */
export function withReturnUrl(
  frameAddress: string,
  siteOrigin: string,
  isFusion: boolean,
  basePath = '',
): URL {
  const url = new URL(frameAddress);
  url.searchParams.set('returnurl', gameExitUrl(siteOrigin, isFusion, basePath));
  return url;
}
