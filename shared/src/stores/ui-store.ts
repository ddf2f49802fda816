// UI state shared by the shell and every remote: theme, language, modals, notifications, sidebar.
import { createStore } from 'zustand/vanilla';
import type { Lang, NotificationName, ThemeName } from '../types/entities';
import { hydratedStore, useStoreState } from './use-store-state';

export interface ModalEntry {
  id: string;
  props?: Record<string, unknown>;
}

export interface NotificationEntry {
  id: string;
  kind: NotificationName;
  gameslug?: string;
  createdAt: number;
}

export interface UiState {
  theme: ThemeName;
  language: Lang;
  /** open modals, the last one on top */
  modals: ModalEntry[];
  /** pending notifications, oldest first */
  notifications: NotificationEntry[];
  sidebarCollapsed: boolean;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
  setLanguage(language: Lang): void;
  /** opening an already open modal moves it to the top with the new props */
  openModal(id: string, props?: Record<string, unknown>): void;
  /** without an id closes the top-most modal */
  closeModal(id?: string): void;
  closeAllModals(): void;
  /** returns the notification's id */
  pushNotification(notification: { kind: NotificationName; gameslug?: string }): string;
  dismissNotification(id: string): void;
  clearNotifications(): void;
  setSidebarCollapsed(collapsed: boolean): void;
  toggleSidebar(): void;
}

let notificationSeq = 0;

export const uiStore = createStore<UiState>()((set) => ({
  theme: 'light',
  language: 'en',
  modals: [],
  notifications: [],
  sidebarCollapsed: false,
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
  setLanguage: (language) => set({ language }),
  openModal: (id, props) =>
    set((state) => ({
      modals: [...state.modals.filter((m) => m.id !== id), props ? { id, props } : { id }],
    })),
  closeModal: (id) =>
    set((state) => ({
      modals:
        id === undefined ? state.modals.slice(0, -1) : state.modals.filter((m) => m.id !== id),
    })),
  closeAllModals: () => set({ modals: [] }),
  pushNotification: ({ kind, gameslug }) => {
    notificationSeq += 1;
    const id = `notification-${notificationSeq}`;
    const entry: NotificationEntry = { id, kind, createdAt: Date.now() };
    if (gameslug !== undefined) entry.gameslug = gameslug;
    set((state) => ({ notifications: [...state.notifications, entry] }));
    return id;
  },
  dismissNotification: (id) =>
    set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) })),
  clearNotifications: () => set({ notifications: [] }),
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
}));

export const selectTopModal = (state: UiState): ModalEntry | undefined => state.modals.at(-1);

export const selectIsModalOpen =
  (id: string) =>
  (state: UiState): boolean =>
    state.modals.some((m) => m.id === id);

export function useUiStore(): UiState;
export function useUiStore<T>(selector: (state: UiState) => T): T;
export function useUiStore<T>(selector?: (state: UiState) => T): T | UiState {
  return useStoreState(uiHydration, (selector ?? wholeUi) as (state: UiState) => T);
}

const wholeUi = (state: UiState) => state;
const uiHydration = hydratedStore(uiStore);

/**
 * The theme and language the server rendered the page's first screen in (the page says), which
 * hydration renders in, however the browser chose since (its system theme, a stored language).
 */
export function setRenderedUi(rendered: Pick<UiState, 'theme' | 'language'> | null): void {
  uiHydration.rendered = rendered;
  uiHydration.seen = undefined;
}
