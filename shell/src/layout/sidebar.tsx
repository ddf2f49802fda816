import {
  type LangCode,
  NavLink,
  useSessionStore,
  useTranslation,
  useUiStore,
} from '@parlor/shared';

/** The side menu from config: the navigation list of the current language. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const config = useSessionStore((s) => s.config);
  const language = useUiStore((s) => s.language);
  const collapsed = useUiStore((s) => s.sidebarCollapsed);
  const toggle = useUiStore((s) => s.toggleSidebar);
  if (!config) return null;
  const items = config.navigation[language.toUpperCase() as LangCode] ?? config.navigation.EN;

  return (
    <nav className={`sidebar${collapsed ? ' sidebar-collapsed' : ''}`} aria-label={t('nav.label')}>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
        onClick={toggle}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.internal ? (
              <NavLink to={item.action} end={item.action === '/'}>
                {item.label}
              </NavLink>
            ) : (
              <a href={item.action}>{item.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
