import { useCallback } from 'react';
import { useStore } from 'zustand';
import { sessionStore, toastStore, uiStore } from '@curbside/state';
import type { SessionState, ToastVariant, UiState } from '@curbside/state';

export { useShallow } from 'zustand/react/shallow';

/**
 * Thin hooks over the vanilla stores. A selector returning a new object or array on every
 * call re-renders forever in zustand 5: select primitives, or wrap the selector in `useShallow`.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

/** Shows a toast (spec 000 §9: top-center, 7000 ms, one at a time); returns its id. */
export function showToast(message: string, variant: ToastVariant = 'primary'): number {
  return toastStore.getState().show(message, variant);
}

/** `const toast = useToast(); toast('Preferences saved successfully', 'success')`. */
export function useToast(): (message: string, variant?: ToastVariant) => number {
  return useCallback((message: string, variant?: ToastVariant) => showToast(message, variant), []);
}
