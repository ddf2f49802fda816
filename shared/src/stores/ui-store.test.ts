import { act, renderHook } from '@testing-library/react';
import { selectIsModalOpen, selectTopModal, uiStore, useUiStore } from './ui-store';

const initial = uiStore.getState();
afterEach(() => uiStore.setState(initial, true));

describe('uiStore', () => {
  it('switches theme and language', () => {
    const { setTheme, toggleTheme, setLanguage } = uiStore.getState();
    expect(uiStore.getState()).toMatchObject({ theme: 'light', language: 'en' });
    setTheme('dark');
    expect(uiStore.getState().theme).toBe('dark');
    toggleTheme();
    expect(uiStore.getState().theme).toBe('light');
    setLanguage('fr');
    expect(uiStore.getState().language).toBe('fr');
  });

  it('stacks modals and closes the top one by default', () => {
    const { openModal, closeModal } = uiStore.getState();
    openModal('search');
    openModal('game-lock', { shortname: 'gold-rush' });
    expect(selectTopModal(uiStore.getState())).toEqual({
      id: 'game-lock',
      props: { shortname: 'gold-rush' },
    });
    closeModal();
    expect(selectTopModal(uiStore.getState())?.id).toBe('search');
    expect(selectIsModalOpen('game-lock')(uiStore.getState())).toBe(false);
    closeModal();
    closeModal();
    expect(uiStore.getState().modals).toEqual([]);
  });

  it('closes a modal by id and moves a re-opened one to the top', () => {
    const { openModal, closeModal, closeAllModals } = uiStore.getState();
    openModal('a');
    openModal('b');
    openModal('a', { again: true });
    expect(uiStore.getState().modals.map((m) => m.id)).toEqual(['b', 'a']);
    closeModal('b');
    expect(uiStore.getState().modals).toEqual([{ id: 'a', props: { again: true } }]);
    closeAllModals();
    expect(uiStore.getState().modals).toEqual([]);
  });

  it('queues notifications with ids and dismisses them', () => {
    const { pushNotification, dismissNotification, clearNotifications } = uiStore.getState();
    const first = pushNotification({ kind: 'win' });
    const second = pushNotification({ kind: 'favorite_add', gameslug: 'gold-rush' });
    expect(first).not.toBe(second);
    expect(uiStore.getState().notifications).toMatchObject([
      { id: first, kind: 'win' },
      { id: second, kind: 'favorite_add', gameslug: 'gold-rush' },
    ]);
    expect(uiStore.getState().notifications[0]).not.toHaveProperty('gameslug');
    dismissNotification(first);
    expect(uiStore.getState().notifications.map((n) => n.id)).toEqual([second]);
    clearNotifications();
    expect(uiStore.getState().notifications).toEqual([]);
  });

  it('collapses the sidebar', () => {
    const { setSidebarCollapsed, toggleSidebar } = uiStore.getState();
    setSidebarCollapsed(true);
    expect(uiStore.getState().sidebarCollapsed).toBe(true);
    toggleSidebar();
    expect(uiStore.getState().sidebarCollapsed).toBe(false);
  });

  it('re-renders hooks on change', () => {
    const theme = renderHook(() => useUiStore((s) => s.theme));
    const whole = renderHook(() => useUiStore());
    act(() => uiStore.getState().setTheme('dark'));
    expect(theme.result.current).toBe('dark');
    expect(whole.result.current.theme).toBe('dark');
  });
});
