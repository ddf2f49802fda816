import { useEffect, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  /** accessible name of the dialog */
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel: string;
  /** extra class of the panel (e.g. a side drawer) */
  className?: string;
}

/** Modals close with a 350 ms animation, none with reduced motion (docs/product-rules.md). */
export const MODAL_CLOSE_MS = 350;

/**
 * The close animation: the dialog leaves the DOM at once (focus, Escape and tests stay simple)
 * and an inert, hidden copy of it fades out for 350 ms.
 */
function fadeOutCopy(node: HTMLElement | null): void {
  if (!node?.isConnected || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    return;
  }
  const copy = node.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[role], [aria-modal], [id]').forEach((el) => {
    el.removeAttribute('role');
    el.removeAttribute('aria-modal');
    el.removeAttribute('id');
  });
  copy.querySelectorAll(FOCUSABLE).forEach((el) => el.setAttribute('tabindex', '-1'));
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  copy.classList.add('modal-closing');
  document.body.appendChild(copy);
  setTimeout(() => copy.remove(), MODAL_CLOSE_MS);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog: Escape closes it, focus is trapped inside while open and restored on close, and the
 * page behind does not scroll.
 */
export function Modal({ title, onClose, children, closeLabel, className }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const node = backdrop.current;
    return () => {
      fadeOutCopy(node);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div
      className="modal-backdrop"
      ref={backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className={className ? `modal-panel ${className}` : 'modal-panel'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        ref={panel}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
