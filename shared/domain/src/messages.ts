/**
 * The exact texts of spec 000 §8 (and 001 §8 where the shell needs them), one place.
 * Quote these; never retype them at a call site.
 */

/** spec 000 §7/§8, 001 §8: the fallback error text. */
export const GENERIC_ERROR_TEXT = 'Error has occurred';

// ---- Confirmations (spec 000 §8) ----
export const CONFIRMATIONS = {
  deleteAddress: 'Are you sure you want to delete this address ?',
  deletePermission: 'Are you sure you want to delete permission ?',
  logout: 'Are you sure you want to log out ?',
  deleteCreditCard: 'Are you sure you want to delete Credit Card?',
  deleteVirtualCard: 'Are you sure you want to delete American express Virtual Card?',
} as const;

/** spec 000 §8: 'Are you sure you want to log out ?' */
export const CONFIRM_LOGOUT = CONFIRMATIONS.logout;

/** spec 000 §8: 'Are you sure you want to login as ...?' with the chosen login id. */
export function confirmLoginAs(loginId: string): string {
  return `Are you sure you want to login as ${loginId}?`;
}

// ---- Toasts (spec 000 §8) ----
export const SUPPORT_TOASTS = {
  moreDetails: 'Please add more details',
  failed: 'Failed to send support ticket',
  success: 'Your support was submitted. We will respond to your message at the e-mail address on your account as soon as possible',
} as const;

export const PERMISSION_TOASTS = {
  requestSent: 'Request was successfully sent',
  requestApproved: 'Request was successfully approved',
  resendFailed: 'Error resending request',
  loadFailed: 'Failed to get user permissions',
  deleteFailed: 'Failed to delete permission.',
  granted: 'Successfully granted book on behalf',
  bookerAdded: 'Authorized booker added successfully',
  addBookerFailed: 'Failed to add booker.',
  employeePermissionFailed: 'Error fetching employee permission',
  updateFailed: 'Failed to update permission.',
} as const;

export const CARD_TOASTS = {
  loadFailed: 'Failed to get credit cards',
  savedAsDefault: 'Saved card as default',
  added: 'Card has been successfully added.',
  deleted: 'Card has been successfully deleted.',
  saveFailed: 'Failed to save credit card',
  stripeAddFailed: 'Failed to add stripe credit card.',
  addFailed: 'Failed to add credit card',
  updateFailed: 'Failed to update credit card.',
  deleteFailed: 'Failed to delete credit card.',
  virtualAdded: 'Virtual Card has been successfully added',
  virtualAddFailed: 'Failed to add Virtual Card.',
} as const;

export const CONTACT_TOASTS = {
  addEmployeeFailed: 'Failed to add a new employee.',
  editFailed: 'Failed to edit contact info.',
  saved: 'Contact information has been successfully saved.',
  saveFailed: 'Failed to save contact info.',
} as const;

export const PREFERENCES_TOASTS = {
  saveFailed: 'Failed to save preferences',
  saved: 'Preferences saved successfully',
  /** Spelled so in the spec. */
  loadFailed: 'Failed to get prefrences',
  addressSaveFailed: 'Failed to save address',
  addressSaved: 'Address has been successfully saved',
  addressDeleteFailed: 'Failed to delete address',
  addressDeleted: 'Address has been successfully deleted',
} as const;

/**
 * Toasts that the spec follows with the parsed server error ('Failed to delete
 * permission.' plus the parsed server error): the two texts joined by a space.
 */
export function withServerError(toast: string, serverError: string | null | undefined): string {
  return serverError ? `${toast} ${serverError}` : toast;
}

// ---- Other (spec 000 §8, 001 §2/§8) ----
/** spec 000 §8, 001 §8: a chat failure adds this response bubble. */
export const CHAT_ERROR_BUBBLE = 'Error';
/** spec 001 §2: the general help chat's greeting. */
export const HELP_CHAT_GREETING = 'Hello, how can I help you today?';
/** spec 000 §8, 001 §2: the chat disclaimer (the spec gives its sense: the assistant can make mistakes; check important information). */
export const CHAT_DISCLAIMER = 'The assistant can make mistakes. Check important information.';
/** spec 000 §8: inline text for an expired card. */
export function cardExpiredOn(monthYear: string): string {
  return `Expired on ${monthYear}`;
}
