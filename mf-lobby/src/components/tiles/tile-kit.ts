import { useMemo, type MouseEvent } from 'react';
import {
  type CasinoConfig,
  type Lang,
  useBasePath,
  useNavigate,
  withBasePath,
  useTranslation,
  useUiStore,
} from '@parlor/shared';

/**
 * What every tile of a grid shares, worked out once per grid instead of once per tile: a new list
 * of results mounts 50 tiles in one frame, and a translation lookup, a store subscription and a
 * router link per tile were most of that frame.
 */
export interface TileKit {
  config: CasinoConfig;
  loggedIn: boolean;
  language: Lang;
  text: {
    exclusive: string;
    jackpot: string;
    lock: string;
    tag: Record<'multiplied' | 'boosted', string>;
    play: (name: string) => string;
    locked: (name: string) => string;
    favoriteAdd: (name: string) => string;
    favoriteRemove: (name: string) => string;
  };
  /** the address of one of our paths, under the site's base path */
  href: (to: string) => string;
  /**
   * A plain left click on a tile's link navigates in the page, after `onFollow` (work the next
   * page needs, started in the click); anything else is the browser's.
   */
  follow: (event: MouseEvent<HTMLAnchorElement>, to: string, onFollow?: () => void) => void;
}

// Stands for the game's name while a label is looked up once; never in a translation.
const NAME = '\u0000name\u0000';

/** A label with a {{name}}, looked up once and filled per tile. */
function nameLabel(template: string): (name: string) => string {
  const parts = template.split(NAME);
  return (name) => parts.join(name);
}

/** A click the browser must handle itself: another button, a modifier (new tab, window), a target. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export function useTileKit(config: CasinoConfig, loggedIn: boolean): TileKit {
  const { t } = useTranslation('lobby');
  const language = useUiStore((s) => s.language);
  const navigate = useNavigate();
  const base = useBasePath();
  return useMemo(
    () => ({
      config,
      loggedIn,
      language,
      text: {
        exclusive: t('tile.exclusive'),
        jackpot: t('tile.jackpot'),
        lock: t('tile.lock'),
        tag: { multiplied: t('tile.multiplied'), boosted: t('tile.boosted') },
        play: nameLabel(t('tile.play', { name: NAME })),
        locked: nameLabel(t('tile.locked', { name: NAME })),
        favoriteAdd: nameLabel(t('tile.favorite_add', { name: NAME })),
        favoriteRemove: nameLabel(t('tile.favorite_remove', { name: NAME })),
      },
      href: (to) => withBasePath(to, base),
      follow: (event, to, onFollow) => {
        if (event.defaultPrevented || !isOwnClick(event)) return;
        event.preventDefault();
        onFollow?.();
        void navigate(to);
      },
    }),
    [config, loggedIn, language, t, navigate, base],
  );
}
