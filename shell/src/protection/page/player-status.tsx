import { useTranslation, useUiStore } from '@parlor/shared';
import type { PlayerProtection } from '../api/protection-answers';
import { formatEndTime } from './protection-format';

/** A break or an exclusion the state shows (and an indefinite exclusion's requested end). */
export function PlayerStatus({ state }: { state: PlayerProtection }) {
  const { t } = useTranslation('protection');
  const lang = useUiStore((s) => s.language);
  const at = (iso: string) => formatEndTime(iso, lang);
  const lines: string[] = [];
  if (state.break) lines.push(t('responsible.status.on_break', { date: at(state.break.until) }));
  const ex = state.exclusion;
  if (ex) {
    if (ex.ends_at) lines.push(t('responsible.status.ending', { date: at(ex.ends_at) }));
    else if (ex.until === null) lines.push(t('responsible.status.excluded_indefinitely'));
    else lines.push(t('responsible.status.excluded_until', { date: at(ex.until) }));
  }
  if (lines.length === 0) return null;
  return (
    <div className="rg-status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
