import { useState } from 'react';
import { useTranslation } from '@parlor/shared';
import type { BootPreview } from '@parlor/shared/host';
import { endPreview } from './end-preview';
import './preview-bar.css';

export interface PreviewBarProps {
  preview: BootPreview;
  /** after the site ended the preview: a reload loads the casino's own releases */
  reload?: () => void;
  end?: () => Promise<void>;
}

/**
 * Says that this browser alone loads a release under preview (a QA link), and ends it. Shown by
 * the shell, so it is there even when the previewed remote does not load.
 */
export function PreviewBar({
  preview,
  reload = () => window.location.reload(),
  end = endPreview,
}: PreviewBarProps) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');
  const onEnd = () => {
    if (state === 'ending') return;
    setState('ending');
    end().then(reload, () => setState('failed'));
  };
  return (
    <div className="preview-bar" role="region" aria-label={t('preview.bar_label')}>
      <span className="preview-bar-text">
        {t('preview.bar', { remote: preview.remote, release: preview.release })}
      </span>
      <button type="button" onClick={onEnd} disabled={state === 'ending'}>
        {t('preview.end')}
      </button>
      {state === 'failed' && (
        <span role="alert" className="preview-bar-error">
          {t('preview.end_failed')}
        </span>
      )}
    </div>
  );
}
