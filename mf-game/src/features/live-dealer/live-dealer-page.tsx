import { useEffect, useId, useState } from 'react';
import {
  getApi,
  Link,
  Navigate,
  parlorBus,
  useCatalogueData,
  useNavigate,
  useSessionStore,
  useTimedOverlay,
  useTranslation,
  Spinner,
} from '@parlor/shared';
import { BackIcon } from '../../components/icons';
import { LIVE_LOADER_FADE_MS, LIVE_LOADER_REMOVE_MS } from '../../domain/timings';
import '../../components/game-stage.css';
import './live-dealer-page.css';

export type LiveDealerAccess = 'category' | 'home' | 'login' | 'allowed';

/**
 * Fusion → its live-dealer category; off → home; guests → login, then home
 * (docs/product-rules.md, "Game page").
 */
export function liveDealerAccess(
  config: { is_fusion: boolean; livedealer: string | false } | null,
  loggedIn: boolean,
): LiveDealerAccess {
  if (!config) return 'home';
  if (config.is_fusion) return 'category';
  if (config.livedealer === false || !config.livedealer) return 'home';
  return loggedIn ? 'allowed' : 'login';
}

export function LiveDealerPage() {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const config = useSessionStore((s) => s.config);
  const loggedIn = useSessionStore((s) => s.player !== null);
  const access = liveDealerAccess(config, loggedIn);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const sidebarId = useId();

  useEffect(() => {
    if (access === 'login') parlorBus.emit('auth:login-required', { redirect: '/live-dealer' });
  }, [access]);

  const value = config && typeof config.livedealer === 'string' ? config.livedealer : '';
  const frame = useCatalogueData(
    access === 'allowed' ? `game:live-dealer:${value}` : null,
    () =>
      getApi()
        .getLiveDealer(value)
        .then((answer) => {
          if (!answer?.url) throw new Error('no live dealer address');
          return answer.url;
        }),
    { fresh: true },
  );
  const url = frame.data;
  const failed = frame.error !== null;
  const phase = useTimedOverlay(url, LIVE_LOADER_REMOVE_MS, LIVE_LOADER_FADE_MS);

  if (access === 'category') return <Navigate to="/category/live-dealer" replace />;
  if (access === 'home' || access === 'login') return <Navigate to="/" replace />;

  return (
    <div className="live-dealer">
      <div className="live-dealer-header">
        <button type="button" className="game-bar-button" onClick={() => navigate('/')}>
          <BackIcon />
          <span>{t('live.back')}</span>
        </button>
        <h1>{t('live.title')}</h1>
        <button
          type="button"
          className="game-bar-button"
          aria-expanded={optionsOpen}
          aria-controls={sidebarId}
          onClick={() => setOptionsOpen((open) => !open)}
        >
          {optionsOpen ? t('live.options_close') : t('live.options')}
        </button>
      </div>
      <div className="live-dealer-body">
        <nav
          id={sidebarId}
          className={`live-dealer-sidebar${optionsOpen ? ' is-open' : ''}`}
          aria-label={t('live.sidebar')}
          hidden={!optionsOpen}
        >
          <ul>
            <li>
              <Link to="/">{t('live.lobby')}</Link>
            </li>
            <li>
              <a href={config?.pages.cashier ?? '/pages/cashier'}>{t('live.cashier')}</a>
            </li>
          </ul>
        </nav>
        <div className="game-frame-wrap">
          {failed ? (
            <p role="alert" className="game-error-message">
              {t('live.error')}
            </p>
          ) : (
            url && (
              <iframe
                className="game-frame"
                src={url}
                title={t('live.frame')}
                allow="fullscreen; autoplay"
              />
            )
          )}
          {!failed && phase !== 'gone' && (
            <div
              className={`game-loader${phase === 'fading' ? ' is-fading live' : ' live'}`}
              role="status"
              aria-label={t('live.loading')}
              data-testid="live-loader"
            >
              <Spinner />
              <p>{t('live.loading')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
