import { useTranslation, useUiStore } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { SidebarContent } from './sidebar-content';

export { SidebarContent } from './sidebar-content';

/** Desktop sidebar, collapsible to icons with the toggle. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const collapsed = useUiStore((s) => s.sidebarCollapsed);
  return (
    <nav className={`sidebar${collapsed ? ' sidebar-collapsed' : ''}`} aria-label={t('nav.label')}>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
        onClick={() => uiStore.getState().toggleSidebar()}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </button>
      <SidebarContent />
    </nav>
  );
}
