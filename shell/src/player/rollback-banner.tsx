import { useState } from 'react';
import { getApi, useSessionStore, useTranslation } from '@parlor/shared';
import { COOKIES, readCookie } from '@parlor/shared/host';
import { showRollbackBanner } from './site-rules';

/** Players in the design trial may revert: POST tryout=rollback to the web-play controller. */
export function RollbackBanner() {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((s) => s.player !== null);
  const webplay = useSessionStore((s) => s.config?.webplay_controller_path);
  const [state, setState] = useState<'offer' | 'busy' | 'done'>('offer');
  const trial = readCookie(document.cookie, COOKIES.designTrial.name);

  if (state === 'done') {
    return (
      <p className="rollback-banner" role="status">
        {t('rollback.done')}
      </p>
    );
  }
  if (!webplay || !showRollbackBanner(loggedIn, trial)) return null;

  const revert = async () => {
    setState('busy');
    try {
      // the client posts to the config's web-play controller, with the calls' deadline
      const answer = await getApi().rollback();
      setState(answer?.success ? 'done' : 'offer');
    } catch (error) {
      console.error('rollback failed', error);
      setState('offer');
    }
  };

  return (
    <div className="rollback-banner" role="region" aria-label={t('rollback.text')}>
      <p>{t('rollback.text')}</p>
      <button
        type="button"
        className="btn"
        disabled={state === 'busy'}
        onClick={() => void revert()}
      >
        {t('rollback.revert')}
      </button>
    </div>
  );
}
