import {
  getApi,
  Link,
  safeRedirect,
  useCatalogueData,
  useTranslation,
  type Widget,
} from '@parlor/shared';

const loadWidgets = (): Promise<Widget[]> =>
  getApi()
    .getWidgets()
    .then(
      (list) => (Array.isArray(list) ? list.filter((w) => w?.title) : []),
      (error: unknown) => {
        console.error('widgets failed to load', error);
        return [];
      },
    );

/**
 * The casino's header widgets (controller `widgets`): short links to what the operator promotes.
 * Only titles and same-site links are used; the operator's markup is never injected here.
 */
export function HeaderWidgets() {
  const { t } = useTranslation('shell');
  const widgets = useCatalogueData('shell:widgets', loadWidgets, { fresh: true }).data ?? [];

  if (widgets.length === 0) return null;
  return (
    <nav className="header-widgets" aria-label={t('header.widgets')}>
      <ul>
        {widgets.map((w) => (
          <li key={w.id}>
            <Link to={safeRedirect(w.link ?? '/')}>{w.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
