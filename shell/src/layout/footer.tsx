import { useEffect, useState } from 'react';
import { Link, useSessionStore, useTranslation } from '@parlor/shared';
import { RESPONSIBLE_GAMING_PATH } from '../protection/page/paths';
import { LicenceLine } from './licence-line';

/**
 * The responsible gaming page is one click from every page, and the casino's licence is named on
 * every page (docs/player-protection.md).
 * Back-to-top shows once the page is scrolled beyond two screen heights (docs/product-rules.md,
 * "Notifications and timings").
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const name = useSessionStore((s) => s.config?.casino_name);
  const [far, setFar] = useState(false);

  useEffect(() => {
    const onScroll = () => setFar(window.scrollY > 2 * window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <footer className="footer">
      <p>
        {name} · {t('footer.rights')}
      </p>
      <LicenceLine />
      <Link to={RESPONSIBLE_GAMING_PATH}>{t('responsible.footer_link')}</Link>
      {far && (
        <button
          type="button"
          className="btn back-to-top"
          onClick={() => {
            const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          {t('footer.back_to_top')}
        </button>
      )}
    </footer>
  );
}
