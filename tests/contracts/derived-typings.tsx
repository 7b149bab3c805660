// Compile-time checks of the typings derived from the element contracts (run by `tsc`, a stage
// of npm test): the React 19 JSX typings generated into generated/curbside-jsx.d.ts and the
// HTMLElementTagNameMap / HTMLElementEventMap entries each <name>.element.ts derives.
import type {} from '../../generated/curbside-jsx.d.ts';
import type {} from '../../elements/account/src/account.element.ts';
import type {} from '../../elements/shell/src/shell.element.ts';

export const shellInJsx = <curb-shell current-path="/new-booking" oncurb-navigate={(event) => event.detail.path.toUpperCase()} />;

// @ts-expect-error an attribute takes only the contract's allowed values
export const unknownMode = <curb-account mode="billing" />;

export function listen(target: HTMLElement): void {
  // One detail shape for curb-account-requested, whichever element fires it.
  target.addEventListener('curb-account-requested', (event) => event.detail.tab.toUpperCase());
  const shell = document.createElement('curb-shell');
  shell.availableRoutes = ['/new-booking'];
  const account = document.querySelector('curb-account');
  if (!account) return;
  account.open = true;
  // @ts-expect-error user-id is a number
  account.userId = '7';
}

export function listenOnWindow(): void {
  // Element events bubble and are composed: the window and the document hear them, typed.
  window.addEventListener('curb-navigate', (event) => event.detail.path.startsWith('/'));
  document.addEventListener('curb-account-saved', (event) => event.detail.section.toUpperCase());
  // @ts-expect-error curb-navigate carries a path, nothing else
  window.addEventListener('curb-navigate', (event) => event.detail.href);
}
