import { createStore } from 'zustand/vanilla';
import type { SignupValues } from './login-logic.ts';

/**
 * spec 000 §2 /signup: 'State is kept when leaving'. What was typed into the signup form
 * lives here, outside the component, so leaving /signup and coming back shows it again
 * (for the life of the page; it is not written to storage, it may hold a work email).
 */
export interface SignupDraftState extends SignupValues {
  set(values: Partial<SignupValues>): void;
  clear(): void;
}

const EMPTY: SignupValues = { firstName: '', lastName: '', email: '' };

export function createSignupDraftStore() {
  return createStore<SignupDraftState>()((set) => ({
    ...EMPTY,
    set: (values) => set(values),
    clear: () => set({ ...EMPTY }),
  }));
}

export const signupDraft = createSignupDraftStore();
