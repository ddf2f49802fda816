import { useSessionStore, useTranslation } from '@parlor/shared';

export function Footer() {
  const { t } = useTranslation('shell');
  const name = useSessionStore((s) => s.config?.casino_name);
  return (
    <footer className="footer">
      <p>
        {name} · {t('footer.rights')}
      </p>
      <button
        type="button"
        className="btn"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        {t('footer.back_to_top')}
      </button>
    </footer>
  );
}
