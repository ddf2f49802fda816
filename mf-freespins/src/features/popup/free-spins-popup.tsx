import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Modal,
  useSessionStore,
  useTranslation,
  type FreeSpinsData,
  type RedeemResult,
} from '@parlor/shared';
import { registerFreeSpinsNamespace } from '../../i18n/register-freespins-namespace';
import { parseFreeSpinsData } from '../../domain/parse-answers';
import { OfferPanel } from '../../components/offer-panel';
import { cacheFreeSpins, cachedFreeSpins, freeSpinsApi } from '../../api/freespins-api';
import { ReasonPanel } from './reason-panel';
import { ResultPanel } from './result-panel';
import { WheelPanel } from './wheel-panel';
import '../../components/fs-panel.css';
import './free-spins-popup.css';

void registerFreeSpinsNamespace();

type View =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; data: FreeSpinsData; offer: boolean }
  | { kind: 'won'; data: FreeSpinsData; result: RedeemResult; clientSeed: string };

/** The daily free spins popup: the new-player offer, the wheel, a reason screen or the prize. */
export default function FreeSpinsPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('freespins');
  const player = useSessionStore((s) => s.player);
  const pid = player?.PID ?? 0;
  const [view, setView] = useState<View>(() => {
    const cached = cachedFreeSpins(pid);
    return cached ? { kind: 'ready', data: cached, offer: false } : { kind: 'loading' };
  });

  const fetchData = useCallback(
    (offerSeen = false) =>
      freeSpinsApi()
        .getDailyFreeSpins()
        .then((answer) => {
          const data = parseFreeSpinsData(answer);
          if (!data) throw new Error('malformed free spins data');
          cacheFreeSpins(pid, data);
          setView({ kind: 'ready', data, offer: !offerSeen && data.new_player_offer === true });
        })
        .catch((error: unknown) => {
          console.error('free spins: loading failed', error);
          setView({ kind: 'error' });
        }),
    [pid],
  );

  const load = (offerSeen = false) => {
    setView({ kind: 'loading' });
    void fetchData(offerSeen);
  };

  // A step that replaces the focused button (Spin, Send, Claim) must not drop the focus out of
  // the dialog, where Escape and Tab would no longer reach it: it moves to the step instead.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = bodyRef.current;
    if (!root) return;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!active || active === document.body) root.focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // Only on open (unless the cache answered): later loads are explicit (Retry, Continue).
  const [initial] = useState(view.kind);
  useEffect(() => {
    if (initial === 'loading') void fetchData();
  }, [initial, fetchData]);

  let body;
  if (view.kind === 'loading') {
    body = (
      <p className="fs-panel" role="status">
        {t('loading')}
      </p>
    );
  } else if (view.kind === 'error') {
    body = (
      <div className="fs-panel" role="alert">
        <h2>{t('wrong_heading')}</h2>
        <p>{t('load_error')}</p>
        <button type="button" className="fs-button" onClick={() => load()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (view.kind === 'won') {
    body = (
      <ResultPanel
        result={view.result}
        data={view.data}
        clientSeed={view.clientSeed}
        onClose={onClose}
      />
    );
  } else if (view.offer) {
    body = <OfferPanel onDone={() => load(true)} />;
  } else if (view.data.allowed_to_redeem) {
    const data = view.data;
    body = (
      <WheelPanel
        data={data}
        pid={pid}
        onWon={(result, clientSeed) => setView({ kind: 'won', data, result, clientSeed })}
      />
    );
  } else {
    body = (
      <ReasonPanel
        data={view.data}
        currency={player?.currency_code ?? 'USD'}
        onClose={onClose}
        onReload={() => load()}
      />
    );
  }

  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={onClose}>
      <div className="fs-body" ref={bodyRef} tabIndex={-1}>
        {body}
      </div>
    </Modal>
  );
}
