import { useEffect, useState } from 'react';
import { useCatalogueData, useSessionStore } from '@parlor/shared';
import { parseFreeSpinsData } from '../../domain/parse-answers';
import { freeSpinsApi } from '../../api/freespins-api';
import { OfferPanel } from '../../components/offer-panel';
import '../../components/fs-panel.css';
import './new-player-offer.css';

/** The random play block shows the prompt after a minute (spec: 60 s). */
export const OFFER_PROMPT_MS = 60_000;

/**
 * The new-player offer as a block on a page, after `delayMs`: only for a new_player whose
 * offer is still open (the server knows; once claimed it never shows again).
 */
export function NewPlayerOffer({ delayMs = OFFER_PROMPT_MS }: { delayMs?: number }) {
  const player = useSessionStore((s) => s.player);
  const isNew = player?.class === 'new_player';
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!isNew) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [isNew, delayMs]);

  // Whether the offer is still open is the player's own state: asked afresh on every visit.
  const { data: open, error } = useCatalogueData(
    isNew && due ? `freespins:offer:${player.PID}` : null,
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

  if (!open || !isNew) return null;
  return <OfferPanel className="fs-panel fs-offer" />;
}
