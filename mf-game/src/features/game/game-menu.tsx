import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@parlor/shared';
import { CloseIcon } from '../../components/icons';
import { SIDE_PANEL_CLOSE_MS } from '../../domain/timings';

interface GameMenuProps {
  id: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The game bar's side panel: Escape closes it; closing waits 200 ms for the slide-out. */
export function GameMenu({ id, open, onClose, children }: GameMenuProps) {
  const { t } = useTranslation('game');
  const panelRef = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(() => setRendered(false), SIDE_PANEL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, rendered]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!rendered) return null;
  return (
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-label={t('bar.menu')}
      className={`game-menu${open ? ' is-open' : ' is-closing'}`}
    >
      <button
        type="button"
        className="game-bar-button game-menu-close"
        aria-label={t('bar.menu_close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      {children}
    </div>
  );
}
