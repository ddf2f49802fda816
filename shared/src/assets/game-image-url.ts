import type { Game } from '../types/entities';

export type GameImageShape = 'portrait' | 'landscape';

/** Thumbnail address on the assets host: per game and provider, jpg with a webp twin. */
export function gameImageUrl(
  assetsDomain: string,
  game: Pick<Game, 'shortname' | 'provider'>,
  shape: GameImageShape,
  ext: 'webp' | 'jpg',
): string {
  const base = assetsDomain.replace(/\/+$/, '');
  return `${base}/games/${encodeURIComponent(game.shortname)}/${encodeURIComponent(game.provider)}/${shape}.${ext}`;
}

/** A provider's logo on the assets host (an svg per provider shortname). */
export function providerLogoUrl(assetsDomain: string, provider: string): string {
  const base = assetsDomain.replace(/\/+$/, '');
  return `${base}/providers/${encodeURIComponent(provider)}.svg`;
}
