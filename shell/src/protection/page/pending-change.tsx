import { useTranslation, type Lang } from '@parlor/shared';
import type { LimitState } from '@parlor/shared/host';
import { formatEndTime } from './protection-format';

interface PendingChangeProps {
  /** the limit in force and its change waiting for its 24 hours or for the player's confirmation */
  limit: LimitState & { pending: NonNullable<LimitState['pending']> };
  /** the limit's name in a sentence ("deposit limit per day") */
  name: string;
  lang: Lang;
  /** a limit's value in words (an amount, or minutes) */
  show: (value: number) => string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * A raise or a removal of a limit: while its 24 hours run, when it can be confirmed; once they
 * are over, a button to confirm it, and until then the limit in force still holds (RTS 12).
 */
export function PendingChange({ limit, name, lang, show, busy, onConfirm }: PendingChangeProps) {
  const { t } = useTranslation('protection');
  const { pending } = limit;
  const removal = pending.value === null;
  if (!pending.awaiting_confirmation) {
    const date = formatEndTime(pending.effective_at, lang);
    return (
      <p className="rg-pending">
        {pending.value === null
          ? t('responsible.limits.pending_remove', { date })
          : t('responsible.limits.pending', { value: show(pending.value), date })}
      </p>
    );
  }
  const current = limit.value === null ? '' : show(limit.value);
  return (
    <div className="rg-awaiting">
      <p>
        {pending.value === null
          ? t('responsible.limits.awaiting_remove', { current })
          : t('responsible.limits.awaiting', { value: show(pending.value), current })}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        aria-label={t(
          removal ? 'responsible.limits.confirm_remove_named' : 'responsible.limits.confirm_named',
          { limit: name },
        )}
        onClick={onConfirm}
      >
        {t(removal ? 'responsible.limits.confirm_remove' : 'responsible.limits.confirm')}
      </button>
    </div>
  );
}
