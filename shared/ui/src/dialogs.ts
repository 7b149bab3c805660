import { confirmStore, dialogStore } from '@curbside/state';
import type { ConfirmOptions } from '@curbside/state';

/**
 * Asks a yes/no question in the page's confirm dialog (spec 000 §8 Confirmations).
 * `if (await confirm('Are you sure you want to log out ?', { confirmLabel: 'Log out' })) ...`
 */
export function confirm(message: string, options?: ConfirmOptions): Promise<boolean> {
  return confirmStore.getState().request(message, options);
}

/** Shows a message in the page's message dialog; several messages render as a list (spec 000 §8 Other). */
export function showMessage(messageOrList: string | readonly string[], options?: { title?: string }): void {
  dialogStore.getState().show(messageOrList, options);
}
