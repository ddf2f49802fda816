import { useEffect, useState } from 'react';
import { useCatalogueData, useSessionStore } from '@parlor/shared';
import { parseFreeSpinsData } from '../../domain/parse-answers';
import { freeSpinsApi } from '../../api/freespins-api';
import { OfferPanel } from '../../components/offer-panel';
import '../../components/fs-panel.css';
import './new-player-offer.css';

/** The game page shows the prompt after a minute of play (spec: 60 s). */
export const OFFER_PROMPT_MS = 60_000;

// Players who answered the prompt (Not now, or Continue after claiming) in this visit of the
// site: it does not come back on the next game page.
const answered = new Set<number>();

/**
 * The new-player offer as a prompt on a page, after `delayMs` (the game page keeps its own
 * minute and passes 0): only for a new_player whose offer is still open (the server knows; once
 * claimed it never shows again). Not now dismisses it.
 */
export function NewPlayerOffer({ delayMs = OFFER_PROMPT_MS }: { delayMs?: number }) {
  const player = useSessionStore((s) => s.player);
  const isNew = player?.class === 'new_player';
  const pid = player?.PID ?? null;
  const [due, setDue] = useState(delayMs <= 0);
  const [dismissed, setDismissed] = useState(() => pid !== null && answered.has(pid));

  useEffect(() => {
    if (!isNew || due) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [isNew, due, delayMs]);

  // Whether the offer is still open is the player's own state: asked afresh on every visit.
  const { data: open, error } = useCatalogueData(
    isNew && due && !dismissed ? `freespins:offer:${pid}` : null,
    () =>
      freeSpinsApi()
        .getDailyFreeSpins()
        .then((answer) => parseFreeSpinsData(answer)?.new_player_offer === true),
    { fresh: true },
  );
  // A prompt nobody asked for: when its check fails it stays away rather than show an error.
  useEffect(() => {
    if (error) console.error('free spins: offer check failed', error);
  }, [error]);

  if (!open || !isNew || dismissed) return null;
  const dismiss = () => {
    if (pid !== null) answered.add(pid);
    setDismissed(true);
  };
  return <OfferPanel className="fs-panel fs-offer" onDone={dismiss} />;
}

/** Tests start each case with no answered prompt. */
export function forgetOfferAnswers(): void {
  answered.clear();
}
