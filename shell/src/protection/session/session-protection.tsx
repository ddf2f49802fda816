import { lazy, Suspense } from 'react';
import { useLocation, useSessionStore } from '@parlor/shared';
import { loadProtectionStrings } from '../i18n/load-protection-strings';
import { isRealMoneyGamePath } from './protection-paths';

// Only a logged-in player of a casino with these tools loads them.
const SessionProtectionHost = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "session-protection" */ './session-protection-host'),
    loadProtectionStrings(),
  ]).then(([m]) => ({ default: m.SessionProtectionHost })),
);

/** The clock's room on a game page while its code loads: the game does not move down after. */
const CLOCK_SLOT = { minHeight: 36, marginBottom: 12 };

/**
 * The session clock, the reality check and the tools before the first stake for a logged-in
 * player, where the casino's protection profile offers them (docs/player-protection.md). Mounted
 * by the layout for players only.
 */
export function SessionProtection() {
  const profile = useSessionStore((s) => s.config?.protection ?? null);
  const player = useSessionStore((s) => s.player?.PID ?? null);
  const { pathname } = useLocation();
  if (
    !profile ||
    (!profile.session_clock && !profile.reality_check && !profile.tools_before_first_stake)
  ) {
    return null;
  }
  const clockSlot = profile.session_clock && isRealMoneyGamePath(pathname);
  return (
    <Suspense fallback={clockSlot ? <div style={CLOCK_SLOT} /> : null}>
      {/* another player's session starts afresh */}
      <SessionProtectionHost key={player ?? ''} profile={profile} />
    </Suspense>
  );
}
