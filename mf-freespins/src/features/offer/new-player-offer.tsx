import { useEffect, useState } from 'react';
import { useSessionStore } from '@parlor/shared';
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
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isNew) return;
    let live = true;
    const timer = setTimeout(() => {
      freeSpinsApi()
        .getDailyFreeSpins()
        .then((answer) => {
          if (live && parseFreeSpinsData(answer)?.new_player_offer) setOpen(true);
        })
        .catch((error: unknown) => console.error('free spins: offer check failed', error));
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [isNew, delayMs]);

  if (!open || !isNew) return null;
  return <OfferPanel className="fs-panel fs-offer" />;
}
