import { useEffect, useState } from 'react';
import { useTranslation, type SynthDetails, useReducedMotion } from '@parlor/shared';
import {
  FIREWORKS_FADE_MS,
  FIREWORKS_INTERVAL_MS,
  FIREWORKS_SHOW_MS,
  firstFireworksDelay,
  SYNTH_REMINDER_MS,
} from '../../domain/timings';
import { FireworksCanvas } from './fireworks-canvas';
import './synth-extras.css';

type PopupPhase = 'hidden' | 'shown' | 'fading';

/**
 * Synth games: a reminder banner 20 s after mount; a fireworks popup after a random 1 or 2
 * minutes, then every 2 minutes, each shown about 3 s and faded over 1 s. Reduced motion: the
 * popup shows without particles or fade.
 */
export function SynthExtras({
  details,
  random = Math.random,
}: {
  details: SynthDetails;
  random?: () => number;
}) {
  const { t, i18n } = useTranslation('game');
  const reduced = useReducedMotion();
  const [reminder, setReminder] = useState(false);
  const [popup, setPopup] = useState<PopupPhase>('hidden');

  useEffect(() => {
    const timer = setTimeout(() => setReminder(true), SYNTH_REMINDER_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let interval: ReturnType<typeof setInterval> | undefined;
    const show = () => {
      setPopup('shown');
      timers.push(setTimeout(() => setPopup('fading'), FIREWORKS_SHOW_MS));
      timers.push(setTimeout(() => setPopup('hidden'), FIREWORKS_SHOW_MS + FIREWORKS_FADE_MS));
    };
    timers.push(
      setTimeout(() => {
        show();
        interval = setInterval(show, FIREWORKS_INTERVAL_MS);
      }, firstFireworksDelay(random)),
    );
    return () => {
      timers.forEach(clearTimeout);
      if (interval) clearInterval(interval);
    };
  }, [random]);

  const text = i18n.language === 'es' && details.frwTextSp ? details.frwTextSp : details.frwText;

  return (
    <>
      {reminder && (
        <aside className="synth-reminder" aria-label={t('synth.reminder')}>
          <a href={details.linkReminder} target="_blank" rel="noopener noreferrer">
            <img src={details.imgReminder} alt={t('synth.reminder')} />
          </a>
          <button
            type="button"
            className="game-bar-button"
            aria-label={t('synth.reminder_dismiss')}
            onClick={() => setReminder(false)}
          >
            ×
          </button>
        </aside>
      )}
      {popup !== 'hidden' && (
        <div
          className={`synth-fireworks${popup === 'fading' && !reduced ? ' is-fading' : ''}`}
          role="status"
          aria-label={t('synth.fireworks')}
          data-testid="synth-fireworks"
        >
          {!reduced && <FireworksCanvas />}
          <img src={details.imgPopup} alt="" />
          {text && <p>{text}</p>}
        </div>
      )}
    </>
  );
}
