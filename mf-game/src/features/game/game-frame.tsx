import { type Ref } from 'react';
import { useTimedOverlay, useTranslation } from '@parlor/shared';
import { LOADER_FADE_MS, LOADER_REMOVE_MS } from '../../domain/timings';

interface GameFrameProps {
  src: string;
  title: string;
  loaderImage: string | null;
  tip: number;
  frameRef?: Ref<HTMLIFrameElement>;
}

/** The game frame under a loader overlay with a tip, removed 4 s after the source is set. */
export function GameFrame({ src, title, loaderImage, tip, frameRef }: GameFrameProps) {
  const { t } = useTranslation('game');
  const phase = useTimedOverlay(src, LOADER_REMOVE_MS, LOADER_FADE_MS);
  return (
    <div className="game-frame-wrap">
      <iframe
        ref={frameRef}
        className="game-frame"
        src={src}
        title={title}
        allow="fullscreen; autoplay"
        referrerPolicy="origin"
      />
      {phase !== 'gone' && (
        <div
          className={`game-loader${phase === 'fading' ? ' is-fading' : ''}`}
          role="status"
          aria-label={t('loader_label')}
          data-testid="game-loader"
        >
          {loaderImage && <img className="game-loader-image" src={loaderImage} alt="" />}
          <p className="game-loader-tip">
            <strong>{t('tip_heading')}</strong> {t(`tips.${tip}`)}
          </p>
        </div>
      )}
    </div>
  );
}
