import { useTranslation } from '@parlor/shared';
import type { LimitKind } from '@parlor/shared/host';
import type { PlayerProtection } from '../api/protection-answers';
import { LimitRow } from './limit-row';

interface LimitsSectionProps {
  kinds: LimitKind[];
  state: PlayerProtection;
  onSaved: (state: PlayerProtection | null) => void;
}

/** The limits the casino offers, each with its value, a pending change and its form. */
export function LimitsSection({ kinds, state, onSaved }: LimitsSectionProps) {
  const { t } = useTranslation('protection');
  return (
    <section className="rg-section" aria-labelledby="rg-limits">
      <h3 id="rg-limits">{t('responsible.limits.heading')}</h3>
      <p>{t('responsible.tools.limit_rule')}</p>
      <div className="rg-limits">
        {kinds.map((kind) => (
          <LimitRow key={kind} kind={kind} limit={state.limits[kind]} onSaved={onSaved} />
        ))}
      </div>
    </section>
  );
}
