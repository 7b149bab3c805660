import { describe, expect, it } from 'vitest';
import { createUiStore, DARK_MODE_KEY, SIDEBAR_COLLAPSED_KEY } from './ui-store.ts';
import { memoryPrefsStorage } from './storage.ts';

describe('uiStore', () => {
  it('starts in light mode with the sidebar open when nothing is remembered', () => {
    const store = createUiStore(memoryPrefsStorage());
    expect(store.getState().darkMode).toBe(false);
    expect(store.getState().sidebarCollapsed).toBe(false);
  });

  it('remembers the dark mode toggle for the next page load', () => {
    const storage = memoryPrefsStorage();
    createUiStore(storage).getState().toggleDarkMode();
    expect(storage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(createUiStore(storage).getState().darkMode).toBe(true);
  });

  it('toggles dark mode back off', () => {
    const store = createUiStore(memoryPrefsStorage());
    store.getState().toggleDarkMode();
    store.getState().toggleDarkMode();
    expect(store.getState().darkMode).toBe(false);
  });

  it('remembers the sidebar choice, but not an automatic collapse', () => {
    const storage = memoryPrefsStorage();
    const store = createUiStore(storage);
    store.getState().setSidebarCollapsed(true);
    expect(createUiStore(storage).getState().sidebarCollapsed).toBe(true);
    store.getState().setSidebarCollapsed(false, { remember: false });
    expect(store.getState().sidebarCollapsed).toBe(false);
    expect(storage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
  });

  it('keeps working when storage throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const store = createUiStore(broken);
    store.getState().toggleDarkMode();
    expect(store.getState().darkMode).toBe(true);
  });
});

describe('uiStore.syncFromStorage', () => {
  it('picks up a dark mode remembered after the store was created', () => {
    const storage = memoryPrefsStorage();
    const store = createUiStore(storage);
    storage.setItem(DARK_MODE_KEY, 'true');
    store.getState().syncFromStorage();
    expect(store.getState().darkMode).toBe(true);
  });
});
