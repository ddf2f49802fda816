import { useEffect, useRef } from 'react';
import { useTranslation, useUiStore } from '@parlor/shared';
import type { Farewell } from './farewell';
import { formatEndTime } from './protection-format';

/** After a break or an exclusion started: the player is logged out, and until when. */
export function FarewellNotice({ farewell }: { farewell: Farewell }) {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const heading = useRef<HTMLHeadingElement>(null);
  // the dialog and the button that opened it are gone: focus the news instead
  useEffect(() => heading.current?.focus(), []);
  const key = `responsible.${farewell.kind}`;
  return (
    <section className="rg-farewell" role="status" aria-labelledby="rg-farewell">
      <h2 id="rg-farewell" ref={heading} tabIndex={-1}>
        {t(`${key}.done_title`)}
      </h2>
      <p>
        {farewell.until === null
          ? t('responsible.exclusion.done_indefinite')
          : t(`${key}.done_text`, { date: formatEndTime(farewell.until, lang) })}
      </p>
    </section>
  );
}
