import { Modal, useTranslation } from '@parlor/shared';

interface ConfirmDialogProps {
  title: string;
  /** what happens, one sentence a line */
  lines: string[];
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step that cannot be undone: focus stays inside, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('protection');
  const { title, lines, confirmLabel, busy, error, onConfirm, onCancel } = props;
  return (
    <Modal title={title} onClose={onCancel} closeLabel={t('responsible.dialog.close')}>
      <div className="rg-dialog">
        <h2>{title}</h2>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="rg-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {busy ? t('responsible.dialog.working') : confirmLabel}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('responsible.dialog.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
