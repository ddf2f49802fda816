import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  armPostGameCheck,
  callPrefetched,
  getGamesByShortname,
  Navigate,
  parlorBus,
  readReturnPage,
  recordRecentGame,
  RemoteOutlet,
  runPostGameCheck,
  useCatalogueData,
  useNavigate,
  useSearchParams,
  useSessionStore,
  useTranslation,
  type Game,
  Spinner,
} from '@parlor/shared';
import { RandomPlay } from '../../components/random-play/random-play';
import { NEW_PLAYER_PROMPT_MS, wantsNewPlayerPrompt } from '../../domain/new-player-prompt';
import { SynthExtras } from '../../components/synth/synth-extras';
import { AccountRequired } from './account-required';
import { GameBar } from './game-bar';
import { GameError } from './game-error';
import { GameFrame } from './game-frame';
import { isGameExitMessage, isOpenCashierMessage } from './game-messages';
import {
  frameUrl,
  launchStateFrom,
  launchStateFromFailure,
  withTimeout,
  type LaunchState,
} from './launch-state';
import { ProviderPicker } from './provider-picker';
import { pickTip } from './tips';
import { useDueAfter } from './use-due-after';
import { useFullscreen } from './use-fullscreen';
import '../../components/game-stage.css';
import './game.css';

export interface GamePageProps {
  params?: { gameslug?: string };
  mode?: 'real' | 'demo';
}

/** /play/{gameslug} (real money) and /demo/{gameslug} (fun money). */
export function GamePage({ params, mode = 'real' }: GamePageProps) {
  const slug = params?.gameslug ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('game');
  const config = useSessionStore((s) => s.config);
  const basePath = config?.base_location ?? '';
  const pid = useSessionStore((s) => s.player?.PID ?? null);
  const newPlayer = useSessionStore((s) => wantsNewPlayerPrompt(s.player));
  const isFusion = Boolean(config?.is_fusion);
  const provider = isFusion ? search.get('by') || null : null;
  const realMoney = mode === 'real';
  const playPath = `/play/${slug}${provider ? `?by=${encodeURIComponent(provider)}` : ''}`;
  const pagePath = realMoney ? playPath : `/demo/${slug}`;
  const demoBlocked = isFusion && mode === 'demo';

  const [launched, setLaunched] = useState<{ key: string; state: LaunchState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { fullscreen, fallback, toggle: toggleFullscreen } = useFullscreen(stageRef);
  const [tip] = useState(() => pickTip(isFusion, i18n.language));

  const { data: records } = useCatalogueData(`game:records:${slug}`, () =>
    getGamesByShortname(slug).catch((): Game[] => []),
  );

  const configReady = config !== null;
  // one launch per game, provider, money mode, player and Retry; anything else is 'loading'
  const launchKey = `${slug}|${provider ?? ''}|${realMoney}|${pid ?? ''}|${attempt}`;
  useEffect(() => {
    if (!configReady || demoBlocked || !slug) return;
    let live = true;
    const settle = (state: LaunchState) => live && setLaunched({ key: launchKey, state });
    // a tile's click has usually started this request already (callPrefetched takes it)
    withTimeout(
      callPrefetched('gameLauncher', {
        game: slug,
        realmoney: realMoney,
        ...(provider ? { provider } : {}),
      }),
    ).then(
      (response) => settle(launchStateFrom(response, provider)),
      (error: unknown) => settle(launchStateFromFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [configReady, demoBlocked, slug, provider, realMoney, launchKey]);
  const state: LaunchState =
    launched && launched.key === launchKey ? launched.state : { status: 'loading' };

  const goReturnPage = useCallback(() => navigate(readReturnPage(), { replace: true }), [navigate]);
  // after a login the real-money page of this game; a prompt closed without one goes home
  const login = useCallback(
    () => parlorBus.emit('auth:login-required', { redirect: playPath, dismissTo: '/' }),
    [playPath],
  );
  // an account first (the age check): a login comes back to this page, whose launch then runs as
  // the player; closing the prompt leaves the explanation in place
  const loginHere = useCallback(
    () => parlorBus.emit('auth:login-required', { redirect: pagePath }),
    [pagePath],
  );

  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error === 'invalid_game') goReturnPage();
    // a login-required answer (play or demo) asks for a login that lands on the play path
    if (error === 'login_required') login();
  }, [error, goReturnPage, login]);

  const ready = state.status === 'ready' ? state.game : null;
  // The page's own minute of play: the menu opening and closing does not restart it.
  const offerDue = useDueAfter(newPlayer && ready !== null, NEW_PLAYER_PROMPT_MS);
  const funCasino = Boolean(config?.fun_money_casino);
  useEffect(() => {
    if (!ready) return;
    recordRecentGame({ shortname: slug, provider: ready.provider }, isFusion);
    const real = realMoney && pid !== null && !funCasino;
    if (real) void armPostGameCheck();
    return () => {
      if (real) void runPostGameCheck(slug);
    };
  }, [ready, slug, isFusion, realMoney, pid, funCasino]);

  const lang = i18n.language;
  const src = useMemo(
    () => (ready ? frameUrl(ready.url, window.location.origin, isFusion, basePath, lang) : null),
    [ready, isFusion, basePath, lang],
  );
  const cashier = config?.pages.cashier ?? '/pages/cashier';
  useEffect(() => {
    if (!src) return;
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow ?? null;
      if (isOpenCashierMessage(event, src, frameWindow)) {
        window.location.assign(cashier);
      } else if (event.source === frameWindow && isGameExitMessage(event, window.location.origin)) {
        goReturnPage();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, cashier, goReturnPage]);

  if (demoBlocked) return <Navigate to="/" replace />;
  const matching = (records ?? []).filter((g) => !provider || g.provider === provider);
  if (realMoney && matching.length > 0 && matching.every((g) => g.game_lock === 1)) {
    return <Navigate to="/" replace />;
  }

  const catalogueName = matching[0]?.display_name ?? records?.[0]?.display_name ?? slug;
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else goReturnPage();
  };

  if (state.status === 'loading' || !config) {
    return (
      <div className="game-state" role="status" aria-live="polite">
        <Spinner />
        {t('loading')}
      </div>
    );
  }
  if (state.status === 'error' && state.error === 'account_required') {
    return (
      <AccountRequired
        gameName={state.gameName || catalogueName}
        onLogin={loginHere}
        onBack={back}
      />
    );
  }
  if (state.status === 'error') {
    return (
      <GameError
        error={state.error}
        gameName={state.gameName || catalogueName}
        detail={state.detail}
        refusal={state.refusal}
        onLogin={login}
        onBack={back}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (state.status === 'picker') {
    return (
      <ProviderPicker slug={slug} gameName={state.gameName || catalogueName} games={state.games} />
    );
  }

  const game = state.game;
  const gameName = state.gameName || catalogueName;
  const dark = document.documentElement.dataset.theme === 'dark';
  const loaderImage =
    game.synth === 1 && game.synth_details?.imgLoader
      ? game.synth_details.imgLoader
      : dark
        ? config.loader_dark
        : config.loader_light;
  const canSwitch = !isFusion && !funCasino;
  const switchMoney = () =>
    navigate(mode === 'real' ? `/demo/${slug}` : `/play/${slug}`, { replace: true });

  return (
    <div ref={stageRef} className={`game-page${fallback ? ' is-fullscreen' : ''}`} data-mode={mode}>
      <GameBar
        slug={slug}
        provider={game.provider}
        gameName={gameName}
        mode={mode}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        onBack={back}
        onClose={goReturnPage}
        onSwitchMoney={canSwitch ? switchMoney : null}
        menuExtras={<RandomPlay exclude={slug} />}
      />
      <GameFrame
        src={src!}
        title={t('frame_title', { game: gameName })}
        loaderImage={loaderImage}
        tip={tip}
        frameRef={frameRef}
      />
      {game.synth === 1 && game.synth_details && <SynthExtras details={game.synth_details} />}
      {offerDue && (
        <div className="game-offer-slot">
          {/* the one-time 50 free spins prompt; the free spins remote knows if it is still open */}
          <RemoteOutlet
            remote="mf_freespins"
            expose="./NewPlayerOffer"
            props={{ delayMs: 0 }}
            optional
          />
        </div>
      )}
    </div>
  );
}
