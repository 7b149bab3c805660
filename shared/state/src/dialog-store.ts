import { createStore } from 'zustand/vanilla';

// spec 000 §8 Other: 'A dialog store shows a message, as a list if given several.'
export interface DialogState {
  /** null when closed; one entry renders as a paragraph, several as a list. */
  messages: string[] | null;
  title: string | null;
  show(messageOrList: string | readonly string[], options?: { title?: string }): void;
  close(): void;
}

export function createDialogStore() {
  return createStore<DialogState>()((set) => ({
    messages: null,
    title: null,
    show: (messageOrList, options) => {
      const messages = typeof messageOrList === 'string' ? [messageOrList] : [...messageOrList];
      if (messages.length === 0) return;
      set({ messages, title: options?.title ?? null });
    },
    close: () => set({ messages: null, title: null }),
  }));
}

export type DialogStore = ReturnType<typeof createDialogStore>;
export const dialogStore: DialogStore = createDialogStore();
