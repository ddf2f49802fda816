import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  FILTER_TYPES,
  filterOptions,
  type FilterType,
  type Game,
  providerDisplayName,
  showFilterDropdown,
  titleFromSlug,
  useTranslation,
} from '@parlor/shared';
import {
  clearFilter,
  filterUsesColumns,
  type GameFilters,
  hasActiveFilters,
  NO_FILTERS,
  toggleFilterValue,
} from '../../domain/game-filters';
import { useCatalogueNames } from '../../hooks/use-lobby-games';
import { markStart } from '../../hooks/perf-marks';

interface FilterBarProps {
  /** the results the options derive from */
  games: readonly Game[];
  filters: GameFilters;
  onChange: (filters: GameFilters) => void;
}

/**
 * Providers, features and themes dropdowns (docs/product-rules.md, "Lobby lists"): options from the
 * results, a dropdown only with more than one option, each with an all option and reset.
 */
export function FilterBar({ games, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation('lobby');
  const names = useCatalogueNames();
  const options = useMemo(() => filterOptions(games), [games]);
  const types = FILTER_TYPES.filter((type) => showFilterDropdown(options[type]));
  if (types.length === 0) return null;

  const change = (next: GameFilters) => {
    markStart('filter');
    onChange(next);
  };
  const label = (type: FilterType, value: string) => {
    if (type === 'providers') return providerDisplayName(value);
    return names?.[type].get(value) ?? titleFromSlug(value);
  };

  return (
    <div className="filter-bar" role="group" aria-label={t('filters.label')}>
      {types.map((type) => (
        <FilterDropdown
          key={type}
          type={type}
          options={options[type]}
          chosen={filters[type]}
          label={(value) => label(type, value)}
          onToggle={(value) => change(toggleFilterValue(filters, type, value))}
          onClear={() => change(clearFilter(filters, type))}
        />
      ))}
      {hasActiveFilters(filters) && (
        <button type="button" className="btn filter-reset-all" onClick={() => change(NO_FILTERS)}>
          {t('filters.reset_all')}
        </button>
      )}
    </div>
  );
}

interface FilterDropdownProps {
  type: FilterType;
  options: readonly string[];
  chosen: readonly string[];
  label: (value: string) => string;
  onToggle: (value: string) => void;
  onClear: () => void;
}

function FilterDropdown({ type, options, chosen, label, onToggle, onClear }: FilterDropdownProps) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="filter-dropdown" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`btn filter-toggle${chosen.length ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t(`filters.${type}`)}
        {chosen.length > 0 && (
          <span className="filter-count"> ({t('filters.chosen', { count: chosen.length })})</span>
        )}
      </button>
      {open && (
        <div
          id={id}
          className={`filter-menu${filterUsesColumns(options.length) ? ' columns' : ''}`}
          role="group"
          aria-label={t(`filters.${type}`)}
        >
          <label className="filter-option filter-option-all">
            <input type="checkbox" checked={chosen.length === 0} onChange={onClear} />
            {t(`filters.all_${type}`)}
          </label>
          {options.map((value) => (
            <label key={value} className="filter-option">
              <input
                type="checkbox"
                checked={chosen.includes(value)}
                onChange={() => onToggle(value)}
              />
              {label(value)}
            </label>
          ))}
          <button type="button" className="btn filter-reset" onClick={onClear}>
            {t('filters.reset')}
          </button>
        </div>
      )}
    </div>
  );
}
