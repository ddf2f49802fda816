import { useCallback, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate, useSessionStore, useUiStore } from '@parlor/shared';
import type { ProtectionProfile } from '@parlor/shared/host';
import { logout } from '../../player/logout';
import { docksRealityCheck, HISTORY_PATH, isRealMoneyGamePath } from './protection-paths';
import { createProtectionSync } from './protection-sync';
import { RealityCheckDialog } from './reality-check-dialog';
import { continueRealityCheck, fetchProtectionState, markToolsSeen } from './session-api';
import { SessionClock } from './session-clock';
import { ToolsBeforePlayDialog } from './tools-before-play-dialog';
import { useFullscreenElement } from './use-fullscreen-element';
import { useProtectionTriggers } from './use-protection-triggers';
import { useRealityCheckDue } from './use-reality-check-due';

/**
 * A logged-in player's session clock (on real-money play pages), reality check (on any page) and
 * the tools shown once before the first stake, as the casino's protection profile and the
 * player's state ask for them. The shell owns them, so they work whether or not the game's remote
 * loads.
 */
export function SessionProtectionHost({ profile }: { profile: ProtectionProfile }) {
  const [sync] = useState(() => createProtectionSync({ fetchState: () => fetchProtectionState() }));
  const status = useSyncExternalStore(sync.subscribe, sync.getStatus, sync.getStatus);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const currency = useSessionStore(
    (s) => s.balances?.currency_code || s.player?.currency_code || s.config?.currency || 'USD',
  );
  const language = useUiStore((s) => s.language);
  const clockShown = profile.session_clock && isRealMoneyGamePath(pathname);
  // a game in fullscreen hides the page: the clock then goes along, over the game
  const fullscreen = useFullscreenElement();
  useProtectionTriggers(sync, clockShown);
  const due = useRealityCheckDue(sync, status, profile.reality_check !== null);

  const onContinue = useCallback(async () => {
    try {
      sync.accept(await continueRealityCheck());
    } catch (error) {
      // answered elsewhere meanwhile, or the casino out of reach: the server says where it stands
      void sync.sync({ force: true });
      throw error;
    }
  }, [sync]);
  const onHistory = useCallback(() => navigate(HISTORY_PATH), [navigate]);
  // put off (Escape) or seen: not shown again while this player's session host lives
  const [toolsClosed, setToolsClosed] = useState(false);
  const onToolsSeen = useCallback(async () => {
    sync.accept(await markToolsSeen());
    setToolsClosed(true);
  }, [sync]);
  const onToolsLater = useCallback(() => setToolsClosed(true), []);
  // a controller of an older contract sends no show_tools: nothing to show
  const toolsShown = status.snapshot?.state.show_tools === true && !toolsClosed && !due;

  return (
    <>
      {clockShown &&
        (fullscreen ? (
          createPortal(
            <SessionClock
              snapshot={status.snapshot}
              currency={currency}
              language={language}
              floating
            />,
            fullscreen,
          )
        ) : (
          <SessionClock snapshot={status.snapshot} currency={currency} language={language} />
        ))}
      {due && (
        <RealityCheckDialog
          snapshot={status.snapshot}
          currency={currency}
          language={language}
          docked={docksRealityCheck(pathname)}
          onContinue={onContinue}
          onLogout={logout}
          onHistory={onHistory}
        />
      )}
      {toolsShown && (
        <ToolsBeforePlayDialog profile={profile} onSeen={onToolsSeen} onLater={onToolsLater} />
      )}
    </>
  );
}
