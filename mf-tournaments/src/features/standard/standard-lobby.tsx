import { useEffect, useId, useState } from 'react';
import {
  getApi,
  Link,
  Navigate,
  parlorBus,
  useNavigate,
  useSessionStore,
  useTranslation,
  useUiStore,
  useReducedMotion,
  useCatalogueData,
  useTimedOverlay,
  Spinner,
} from '@parlor/shared';
import { ErrorState } from '../../components/error-state';
import '../../components/tournaments-page.css';
import './standard-lobby.css';

/** The lobby's loader stays 2.5 s after the frame is set, then fades over 1 s. */
export const LOBBY_LOADER_MS = 2500;
export const LOBBY_FADE_MS = 1000;

/** The frame's address in the visitor's language (the lobby page reads `lang`). */
export function lobbyFrameUrl(url: string, lang: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.searchParams.set('lang', lang);
    return parsed.toString();
  } catch {
    return null;
  }
}

/**
 * The single-provider tournaments lobby: players only. A guest arriving here is asked to log in
 * and sent home; a player who logs out here sees the login-required message.
 */
export function StandardLobby({ name }: { name?: string }) {
  const loggedIn = useSessionStore((s) => s.player !== null);
  const [arrivedAsGuest] = useState(() => !loggedIn);
  const redirect = name ? `/tournaments/${encodeURIComponent(name)}` : '/tournaments';

  useEffect(() => {
    if (arrivedAsGuest) parlorBus.emit('auth:login-required', { redirect });
  }, [arrivedAsGuest, redirect]);

  if (arrivedAsGuest) return <Navigate to="/" replace />;
  if (!loggedIn) return <LoggedOutLobby redirect={redirect} />;
  return <LobbyFrame name={name} />;
}

export function LoggedOutLobby({ redirect }: { redirect: string }) {
  const { t } = useTranslation('tournaments');
  const signup = useSessionStore((s) => s.config?.pages.signup ?? '/pages/signup');
  return (
    <div className="tournaments-page tournaments-login-required">
      <h1>{t('lobby.title')}</h1>
      <p>{t('lobby.login_required')}</p>
      <p>
        {t('lobby.signup_text')} <a href={signup}>{t('lobby.signup')}</a>
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => parlorBus.emit('auth:login-required', { redirect })}
      >
        {t('lobby.login')}
      </button>
    </div>
  );
}

function LobbyFrame({ name }: { name?: string }) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const lang = useUiStore((s) => s.language);
  const cashier = useSessionStore((s) => s.config?.pages.cashier ?? '/pages/cashier');
  const reduced = useReducedMotion();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const sidebarId = useId();
  // A lobby address is the player's own (a fresh session at the provider): loaded on each visit.
  const frame = useCatalogueData(
    `tournaments:lobby:${name ?? ''}:${lang}`,
    () =>
      getApi()
        .getTournamentsLobby(name)
        .then((res) => {
          const url =
            res && typeof res.url === 'string'
              ? lobbyFrameUrl(res.url, lang, window.location.origin)
              : null;
          if (!url) throw new Error('no tournaments lobby address');
          return url;
        }),
    { fresh: true },
  );
  const url = frame.data;
  const failed = frame.error !== null;
  useEffect(() => {
    if (frame.error) console.error('tournaments lobby could not be loaded', frame.error);
  }, [frame.error]);

  const loader = useTimedOverlay(url, LOBBY_LOADER_MS, reduced ? 0 : LOBBY_FADE_MS);

  return (
    <div className="tournaments-lobby">
      <div className="tournaments-lobby-header">
        <button type="button" className="btn" onClick={() => navigate('/')}>
          ← {t('lobby.back')}
        </button>
        <h1>{t('lobby.title')}</h1>
        <button
          type="button"
          className="btn"
          aria-expanded={optionsOpen}
          aria-controls={sidebarId}
          onClick={() => setOptionsOpen((open) => !open)}
        >
          {optionsOpen ? t('lobby.options_close') : t('lobby.options')}
        </button>
      </div>
      <div className="tournaments-lobby-body">
        <nav
          id={sidebarId}
          className="tournaments-lobby-sidebar"
          aria-label={t('lobby.sidebar')}
          hidden={!optionsOpen}
        >
          <ul>
            <li>
              <Link to="/">{t('lobby.home')}</Link>
            </li>
            <li>
              <a href={cashier}>{t('lobby.cashier')}</a>
            </li>
          </ul>
        </nav>
        <div className="tournaments-lobby-frame">
          {failed ? (
            <ErrorState onRetry={frame.retry} />
          ) : (
            url && <iframe src={url} title={t('lobby.frame')} />
          )}
          {!failed && loader !== 'gone' && (
            <div
              className={`tournaments-lobby-loader${loader === 'fading' ? ' is-fading' : ''}`}
              role="status"
              aria-label={t('lobby.loading')}
              data-testid="tournaments-lobby-loader"
            >
              <Spinner size={40} />
              <p>{t('lobby.loading')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
