import { createStore } from 'zustand/vanilla';
import { browserPrefsStorage, readFlag, writeFlag, type PrefsStorage } from './storage.ts';

// spec 000 §2 Side navigation: 'the choice is remembered locally'; 'The dark mode toggle is also remembered locally.'
export const DARK_MODE_KEY = 'curb.darkMode';
export const SIDEBAR_COLLAPSED_KEY = 'curb.sidebarCollapsed';

export interface UiState {
  darkMode: boolean;
  sidebarCollapsed: boolean;
  toggleDarkMode(): void;
  setDarkMode(darkMode: boolean): void;
  /**
   * `remember: false` is for automatic changes (auto-collapse on /dashboard under 1550 px),
   * which must not overwrite the user's own remembered choice.
   */
  setSidebarCollapsed(collapsed: boolean, options?: { remember?: boolean }): void;
  /** Re-reads the remembered choices (an element mounting picks up a change made outside the store). */
  syncFromStorage(): void;
}

export function createUiStore(storage: PrefsStorage = browserPrefsStorage()) {
  return createStore<UiState>()((set, get) => ({
    darkMode: readFlag(storage, DARK_MODE_KEY, false),
    sidebarCollapsed: readFlag(storage, SIDEBAR_COLLAPSED_KEY, false),
    toggleDarkMode: () => get().setDarkMode(!get().darkMode),
    setDarkMode: (darkMode) => {
      writeFlag(storage, DARK_MODE_KEY, darkMode);
      set({ darkMode });
    },
    setSidebarCollapsed: (sidebarCollapsed, options) => {
      if (options?.remember !== false) writeFlag(storage, SIDEBAR_COLLAPSED_KEY, sidebarCollapsed);
      set({ sidebarCollapsed });
    },
    syncFromStorage: () => {
      const { darkMode, sidebarCollapsed } = get();
      const next = {
        darkMode: readFlag(storage, DARK_MODE_KEY, darkMode),
        sidebarCollapsed: readFlag(storage, SIDEBAR_COLLAPSED_KEY, sidebarCollapsed),
      };
      if (next.darkMode !== darkMode || next.sidebarCollapsed !== sidebarCollapsed) set(next);
    },
  }));
}

export type UiStore = ReturnType<typeof createUiStore>;

/** Follows a choice made in another tab of the same site ('storage' fires only in the other tabs). */
export function followOtherTabs(store: UiStore, target: Pick<Window, 'addEventListener'> | undefined): void {
  target?.addEventListener('storage', (event) => {
    if (event.key === DARK_MODE_KEY && (event.newValue === 'true' || event.newValue === 'false')) {
      store.setState({ darkMode: event.newValue === 'true' });
    } else if (event.key === SIDEBAR_COLLAPSED_KEY && (event.newValue === 'true' || event.newValue === 'false')) {
      store.setState({ sidebarCollapsed: event.newValue === 'true' });
    }
  });
}

/** One per page; shared by every element when loaded through the import map. */
export const uiStore: UiStore = createUiStore();
followOtherTabs(uiStore, typeof window === 'undefined' ? undefined : window);
