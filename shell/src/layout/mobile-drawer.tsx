import { Modal, useTranslation } from '@parlor/shared';
import { uiStore } from '@parlor/shared/host';
import { SidebarContent } from './sidebar';

/** The side menu as a drawer on small screens. */
export function MobileDrawer() {
  const { t } = useTranslation('shell');
  const close = () => uiStore.getState().closeModal('drawer');
  return (
    <Modal title={t('nav.drawer')} closeLabel={t('nav.close')} onClose={close} className="drawer">
      <nav className="drawer-nav" aria-label={t('nav.label')}>
        <SidebarContent onNavigate={close} />
      </nav>
    </Modal>
  );
}
