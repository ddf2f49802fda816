import { useEffect, useState } from 'react';
import {
  getApi,
  getGamesByShortname,
  getParlorRuntime,
  Navigate,
  useSessionStore,
  useTranslation,
} from '@parlor/shared';
import '../game/game.css';

export const SPORTSBOOK_SHORTNAME = 'first-sportsbook';

/** Only one casino id and a few player ids (from the boot info), and only with the game local. */
export function sportsbookAllowed(
  whitelist: { casino_id: number; player_ids: number[] } | undefined,
  casinoId: number | undefined,
  playerId: number | undefined,
): boolean {
  return Boolean(
    whitelist &&
    casinoId !== undefined &&
    playerId !== undefined &&
    whitelist.casino_id === casinoId &&
    whitelist.player_ids.includes(playerId),
  );
}

/** The frame address: token and Language (upper-case locale) appended. */
export function sportsbookUrl(base: string, token: string, lang: string): string {
  const url = new URL(base);
  url.searchParams.set('token', token);
  url.searchParams.set('Language', lang.slice(0, 2).toUpperCase());
  return url.toString();
}

export function SportsbookPage() {
  const { t, i18n } = useTranslation('game');
  const casinoId = useSessionStore((s) => s.config?.casino_id);
  const playerId = useSessionStore((s) => s.player?.PID);
  let whitelist: { casino_id: number; player_ids: number[] } | undefined;
  try {
    whitelist = getParlorRuntime().boot.sportsbook;
  } catch {
    whitelist = undefined;
  }
  const allowed = sportsbookAllowed(whitelist, casinoId, playerId);
  const [hasGame, setHasGame] = useState<boolean | null>(null);
  const [base, setBase] = useState<{ url: string; token: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    getGamesByShortname(SPORTSBOOK_SHORTNAME).then(
      (games) => live && setHasGame(games.length > 0),
      () => live && setHasGame(false),
    );
    return () => {
      live = false;
    };
  }, [allowed]);

  useEffect(() => {
    if (!allowed || !hasGame) return;
    let live = true;
    getApi()
      .getToken()
      .then(
        (answer) => {
          if (!live) return;
          if (answer?.token && answer.url) setBase({ url: answer.url, token: answer.token });
          else setFailed(true);
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [allowed, hasGame]);

  if (!allowed || hasGame === false) return <Navigate to="/" replace />;
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
          src={sportsbookUrl(base.url, base.token, i18n.language)}
          title={t('sportsbook.frame')}
        />
      ) : (
        <div className="game-state" role="status">
          <span className="game-spinner" aria-hidden="true" />
          {t('sportsbook.loading')}
        </div>
      )}
    </div>
  );
}
