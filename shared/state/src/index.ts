export {
  sessionStore, createSessionStore, loadSession, reloadSession, connectSessionToApi,
  type SessionState, type SessionStore, type SessionClient, type LoginFlow,
} from './session-store.ts';
export {
  uiStore, createUiStore, DARK_MODE_KEY, SIDEBAR_COLLAPSED_KEY, type UiState, type UiStore,
} from './ui-store.ts';
export {
  toastStore, createToastStore, TOAST_DURATION_MS, type Toast, type ToastState, type ToastStore, type ToastVariant,
} from './toast-store.ts';
export {
  confirmStore, createConfirmStore, DEFAULT_CONFIRM_LABEL, DEFAULT_CANCEL_LABEL,
  type ConfirmRequest, type ConfirmOptions, type ConfirmState, type ConfirmStore,
} from './confirm-store.ts';
export { dialogStore, createDialogStore, type DialogState, type DialogStore } from './dialog-store.ts';
export { queryClient, createQueryClient, shouldRetryQuery } from './query-client.ts';
export { memoryPrefsStorage, browserPrefsStorage, type PrefsStorage } from './storage.ts';
export { stepperStore, createStepperStore, type StepperState, type StepperActions, type StepperStore } from './stepper-store.ts';
export { bookingDrafts, createBookingDrafts, clearDraftOnLogout, type BookingDrafts, type DraftStorage } from './booking-drafts.ts';
