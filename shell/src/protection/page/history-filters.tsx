import { useState, type FormEvent } from 'react';
import { useTranslation } from '@parlor/shared';
import type { HistoryQuery, HistoryType } from '../api/protection-client';
import { HISTORY_TYPES, rangeProblem } from './history-range';

interface HistoryFiltersProps {
  initial: HistoryQuery;
  /** the first and last day the inputs offer */
  min: string;
  max: string;
  onApply: (query: HistoryQuery) => void;
}

/** From and to dates and a type: the history shown is asked for on Show. */
export function HistoryFilters({ initial, min, max, onApply }: HistoryFiltersProps) {
  const { t } = useTranslation('protection');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [type, setType] = useState<HistoryType>(initial.type);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = rangeProblem(from, to);
    setProblem(why ? t(`responsible.history.range_${why}`) : null);
    if (!why) onApply({ from, to, type });
  };

  return (
    <form
      className="rg-filters"
      onSubmit={submit}
      noValidate
      aria-label={t('responsible.history.filters')}
    >
      <label>
        {t('responsible.history.from')}
        <input
          type="date"
          value={from}
          min={min}
          max={max}
          onChange={(e) => setFrom(e.target.value)}
          aria-describedby="rg-history-problem"
        />
      </label>
      <label>
        {t('responsible.history.to')}
        <input
          type="date"
          value={to}
          min={min}
          max={max}
          onChange={(e) => setTo(e.target.value)}
          aria-describedby="rg-history-problem"
        />
      </label>
      <label>
        {t('responsible.history.type')}
        <select value={type} onChange={(e) => setType(e.target.value as HistoryType)}>
          {HISTORY_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`responsible.history.types.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary">
        {t('responsible.history.show')}
      </button>
      <p id="rg-history-problem" className="form-error" role="alert">
        {problem ?? ''}
      </p>
    </form>
  );
}
