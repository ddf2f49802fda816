import { useState } from 'react';
import {
  getApi,
  Link,
  useLocation,
  useTranslation,
  useUiStore,
  type StickyBanner as Banner,
} from '@parlor/shared';
import { SanitizedHtml } from '../../components/sanitized-html';
import { isInternalPath, safeHref } from '../../domain/safe-link';
import { asStickyBanner } from '../../domain/validate-answers';
import { useControllerAnswer } from '../../hooks/use-controller-answer';
import './sticky-banner.css';

/** Where the banner closed by the player is remembered, for the rest of the visit. */
export const CLOSED_KEY = 'parlor.stickybanner.closed';

/** Pages where a bar over the bottom of the screen would cover the game itself. */
const GAME_PAGES = /^\/(play|demo|live-dealer|sportsbook)(\/|$)/;

const bannerId = (banner: Banner) => String(banner.id ?? banner.text ?? banner.html ?? '');

function closedBanner(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The casino's sticky banner (docs/promotions.md, "Sticky banner"): a bar held at the bottom of
 * the screen on every page but the game pages, until the player closes it. Operator markup is
 * sanitised; a banner that fails to load shows nothing, the page is whole without it.
 */
export function StickyBanner() {
  const lang = useUiStore((s) => s.language);
  const { pathname } = useLocation();
  const { data } = useControllerAnswer<Banner>(`sticky:${lang}`, async () =>
    asStickyBanner(await getApi().getStickyBanner()),
  );
  const [closed, setClosed] = useState(closedBanner);
  if (!data || (!data.text && !data.html) || GAME_PAGES.test(pathname)) return null;
  const id = bannerId(data);
  if (closed === id) return null;
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, id);
    } catch {
      // storage refused: closed for this page only
    }
    setClosed(id);
  };
  return <StickyBannerBar banner={data} onClose={close} />;
}

function StickyBannerBar({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const href = safeHref(banner.link);
  const image = safeHref(banner.image);
  const text = banner.text ? <span className="sticky-banner-text">{banner.text}</span> : null;
  return (
    <aside className="sticky-banner" aria-label={t('sticky.label')}>
      {image && <img src={image} alt="" width={48} height={48} className="sticky-banner-image" />}
      <div className="sticky-banner-body">
        {banner.html && <SanitizedHtml html={banner.html} className="sticky-banner-markup" />}
        {text &&
          (href && isInternalPath(href) ? (
            <Link to={href}>{text}</Link>
          ) : href ? (
            <a href={href} rel="noopener noreferrer">
              {text}
            </a>
          ) : (
            text
          ))}
      </div>
      <button
        type="button"
        className="sticky-banner-close"
        aria-label={t('sticky.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
