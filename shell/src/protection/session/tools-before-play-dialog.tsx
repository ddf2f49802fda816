import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, Modal, useTranslation } from '@parlor/shared';
import { uiStore, type ProtectionProfile } from '@parlor/shared/host';
import { RESPONSIBLE_GAMING_PATH } from '../page/paths';
import { ToolsList } from '../page/tools-list';
import { BEFORE_PLAY_MODAL } from './before-play-modal';
import { inertOthers } from './inert-others';
import './before-play.css';

interface ToolsBeforePlayDialogProps {
  profile: ProtectionProfile;
  /** records that the player has seen the tools (the dialog then never comes back) */
  onSeen(): Promise<void>;
  /** closes it for now, nothing recorded: it comes back at the next visit */
  onLater(): void;
}

/**
 * "Before you play" (MGA: the responsible gaming tools shown once after sign-up, before the first
 * stake): what the casino offers, a way to set it up now, and Continue. Escape, the close button
 * and the backdrop only put it off, since the player has not said they read it. While it shows,
 * the daily free spins popup waits (free-spins-outlet.tsx).
 */
export function ToolsBeforePlayDialog({ profile, onSeen, onLater }: ToolsBeforePlayDialogProps) {
  const { t } = useTranslation('protection');
  // a second click while the answer is on its way does nothing
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // the page behind, and a dialog of a remote that opened first, leave the keyboard: a focus
    // given back to them as that dialog goes cannot leave this one
    const restore = layer.current ? inertOthers(layer.current) : () => undefined;
    uiStore.getState().openModal(BEFORE_PLAY_MODAL);
    return () => {
      uiStore.getState().closeModal(BEFORE_PLAY_MODAL);
      restore();
    };
  }, []);

  const onContinue = () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailed(false);
    onSeen().catch(() => {
      busy.current = false;
      setPending(false);
      setFailed(true);
    });
  };

  return createPortal(
    <div ref={layer}>
      <Modal
        title={t('before_play.title')}
        onClose={onLater}
        closeLabel={t('before_play.close')}
        className="before-play"
      >
        <h2>{t('before_play.title')}</h2>
        <p>{t('before_play.intro')}</p>
        <ToolsList profile={profile} />
        <p>
          {/* the player goes to set the tools up: they have seen them */}
          <Link
            to={RESPONSIBLE_GAMING_PATH}
            onClick={() => {
              onSeen().catch(() => undefined);
              onLater();
            }}
          >
            {t('before_play.set_up')}
          </Link>
        </p>
        {failed && (
          <p role="alert" className="form-error">
            {t('before_play.failed')}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={pending}
          onClick={onContinue}
        >
          {t('before_play.continue')}
        </button>
      </Modal>
    </div>,
    document.body,
  );
}
