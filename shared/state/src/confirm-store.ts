import { createStore } from 'zustand/vanilla';

// spec 000 §8 Confirmations ('Are you sure you want to log out ?', ...).
export interface ConfirmRequest {
  id: number;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button is the danger variant: the answer deletes or cancels something. */
  danger: boolean;
  resolve(confirmed: boolean): void;
}

export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
  /** Set for every delete or cancel: the confirm button shows the danger variant. */
  danger?: boolean;
}

export interface ConfirmState {
  pending: ConfirmRequest | null;
  /** Asks the question; resolves true on confirm, false on cancel or when a newer question replaces it. */
  request(message: string, options?: ConfirmOptions): Promise<boolean>;
  /** Answers the pending question. */
  settle(confirmed: boolean): void;
}

export const DEFAULT_CONFIRM_LABEL = 'Confirm';
export const DEFAULT_CANCEL_LABEL = 'Cancel';

export function createConfirmStore() {
  let nextId = 1;
  return createStore<ConfirmState>()((set, get) => ({
    pending: null,
    request: (message, options) =>
      new Promise<boolean>((resolve) => {
        get().pending?.resolve(false);
        set({
          pending: {
            id: nextId++,
            message,
            confirmLabel: options?.confirmLabel ?? DEFAULT_CONFIRM_LABEL,
            cancelLabel: options?.cancelLabel ?? DEFAULT_CANCEL_LABEL,
            danger: options?.danger ?? false,
            resolve,
          },
        });
      }),
    settle: (confirmed) => {
      const { pending } = get();
      if (!pending) return;
      set({ pending: null });
      pending.resolve(confirmed);
    },
  }));
}

export type ConfirmStore = ReturnType<typeof createConfirmStore>;
export const confirmStore: ConfirmStore = createConfirmStore();
