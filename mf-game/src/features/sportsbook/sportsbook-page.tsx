import {
  ControllerError,
  getApi,
  getGamesByShortname,
  getParlorRuntime,
  Navigate,
  useCatalogueData,
  SPORTSBOOK_GAME,
  useSessionStore,
  useTranslation,
  Spinner,
} from '@parlor/shared';
import { withReturnUrl } from '../../domain/game-exit';
import '../../components/game-stage.css';
import './sportsbook-page.css';

type Whitelist = { casino_id: number; player_ids?: number[] };

/**
 * Only one casino id (from the boot info) and a logged-in player; whether this player is on the
 * list is the server's answer to gettoken (the list itself is not sent to visitors).
 */
export function sportsbookAllowed(
  whitelist: Whitelist | undefined,
  casinoId: number | undefined,
  playerId: number | undefined,
): boolean {
  return Boolean(
    whitelist &&
    casinoId !== undefined &&
    playerId !== undefined &&
    whitelist.casino_id === casinoId &&
    (!whitelist.player_ids || whitelist.player_ids.includes(playerId)),
  );
}

/** The frame address: token, Language (upper-case locale) and, like any game, a returnurl. */
export function sportsbookUrl(
  base: string,
  token: string,
  lang: string,
  exit: { siteOrigin: string; isFusion: boolean; basePath?: string },
): string {
  const url = withReturnUrl(base, exit.siteOrigin, exit.isFusion, exit.basePath);
  url.searchParams.set('token', token);
  url.searchParams.set('Language', lang.slice(0, 2).toUpperCase());
  return url.toString();
}

const hasSportsbookGame = () =>
  getGamesByShortname(SPORTSBOOK_GAME).then(
    (games) => games.length > 0,
    () => false,
  );

/** The sportsbook's address and the player's token; a missing one is a failure. */
const loadToken = () =>
  getApi()
    .getToken()
    .then((answer) => {
      if (!answer?.token || !answer.url) throw new Error('no sportsbook token');
      return { url: answer.url, token: answer.token };
    });

export function SportsbookPage() {
  const { t, i18n } = useTranslation('game');
  const casinoId = useSessionStore((s) => s.config?.casino_id);
  const playerId = useSessionStore((s) => s.player?.PID);
  const isFusion = useSessionStore((s) => Boolean(s.config?.is_fusion));
  const basePath = useSessionStore((s) => s.config?.base_location ?? '');
  let whitelist: Whitelist | undefined;
  try {
    whitelist = getParlorRuntime().boot.sportsbook;
  } catch {
    whitelist = undefined;
  }
  const allowed = sportsbookAllowed(whitelist, casinoId, playerId);
  const { data: hasGame } = useCatalogueData(allowed ? 'game:sportsbook' : null, hasSportsbookGame);
  const token = useCatalogueData(allowed && hasGame ? 'game:sportsbook-token' : null, loadToken, {
    fresh: true,
  });
  const base = token.data;
  // not on the server's list: the route does not exist for this player
  const refused = token.error instanceof ControllerError && token.error.status === 403;
  const failed = token.error !== null && !refused;

  if (!allowed || refused || hasGame === false) return <Navigate to="/" replace />;
  return (
    <div className="sportsbook">
      <h1 className="visually-hidden">{t('sportsbook.title')}</h1>
      {failed ? (
        <p role="alert" className="game-error-message">
          {t('sportsbook.error')}
        </p>
      ) : base ? (
        <iframe
          className="game-frame"
          src={sportsbookUrl(base.url, base.token, i18n.language, {
            siteOrigin: window.location.origin,
            isFusion,
            basePath,
          })}
          title={t('sportsbook.frame')}
        />
      ) : (
        <div className="game-state" role="status">
          <Spinner />
          {t('sportsbook.loading')}
        </div>
      )}
    </div>
  );
}
