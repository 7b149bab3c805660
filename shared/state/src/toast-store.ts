import { createStore } from 'zustand/vanilla';
import { TOAST_DURATION_MS } from '@curbside/domain';

// spec 000 §9: 'Toasts: top-center, 7000 ms, at most one at a time.' The store holds one toast.
export { TOAST_DURATION_MS };

/** The Shoelace alert variants. */
export type ToastVariant = 'primary' | 'success' | 'neutral' | 'warning' | 'danger';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

export interface ToastState {
  current: Toast | null;
  /** Shows a toast, replacing the one on screen; returns its id. */
  show(message: string, variant?: ToastVariant): number;
  /** Hides the toast with this id (no-op if another one replaced it), or whatever is shown. */
  hide(id?: number): void;
}

export function createToastStore(durationMs: number = TOAST_DURATION_MS) {
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return createStore<ToastState>()((set, get) => ({
    current: null,
    show: (message, variant = 'primary') => {
      const id = nextId++;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => get().hide(id), durationMs);
      set({ current: { id, message, variant } });
      return id;
    },
    hide: (id) => {
      const { current } = get();
      if (!current || (id !== undefined && current.id !== id)) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      set({ current: null });
    },
  }));
}

export type ToastStore = ReturnType<typeof createToastStore>;
export const toastStore: ToastStore = createToastStore();
