// Driving Shoelace controls like a user, the same way in every element test: a button by its
// text, and a table row's menu (DataTable's RowMenu: an sl-icon-button opening an sl-dropdown).
import { until } from './contract-suite.ts';

type SlControl = HTMLElement & { disabled?: boolean; updateComplete?: Promise<unknown>; open?: boolean; hide?(): Promise<void> };

/** The sl-button whose text is `label`. */
export function button(root: ParentNode, label: string): SlControl | undefined {
  return Array.from(root.querySelectorAll<SlControl>('sl-button')).find((b) => b.textContent?.trim() === label);
}

/** Clicks the sl-button `label` once it is enabled, on its inner button as a pointer would. */
export async function press(root: ParentNode, label: string): Promise<void> {
  const control = await until(() => { const b = button(root, label); return b && !b.disabled ? b : undefined; }, `an enabled '${label}' button`);
  await control.updateComplete;
  const inner = await until(() => control.shadowRoot?.querySelector('button'), `the button of '${label}'`);
  inner.click();
}

/** Opens the menu of the row `findRow` finds (`name` says which, in messages), closing any other, and returns its entries. */
export async function openRowMenu(root: ShadowRoot, findRow: () => HTMLTableRowElement | undefined, name: string): Promise<string[]> {
  for (const open of Array.from(root.querySelectorAll<SlControl>('sl-dropdown[open]'))) await open.hide?.();
  const tr = await until(findRow, `the row of ${name}`);
  const trigger = await until(() => tr.querySelector<SlControl>('sl-icon-button'), `the menu button of ${name}`);
  await trigger.updateComplete;
  (await until(() => trigger.shadowRoot?.querySelector('button'), 'the icon button')).click();
  const dropdown = tr.querySelector<SlControl>('sl-dropdown');
  await until(() => dropdown?.open, 'the row menu to open');
  return Array.from(tr.querySelectorAll('sl-menu-item')).map((item) => item.textContent?.trim() ?? '');
}

/** Opens the row's menu and clicks its entry `label`. */
export async function chooseMenuItem(root: ShadowRoot, findRow: () => HTMLTableRowElement | undefined, name: string, label: string): Promise<void> {
  await openRowMenu(root, findRow, name);
  const item = await until(
    () => Array.from(findRow()?.querySelectorAll<HTMLElement>('sl-menu-item') ?? []).find((i) => i.textContent?.trim() === label),
    `the '${label}' entry`,
  );
  item.click();
}

/** The text of a node with its whitespace collapsed ('' for none). */
export function text(root: ParentNode | null | undefined): string {
  return (root?.textContent ?? '').replace(/\s+/g, ' ');
}

/** The text of the page's toast (the elected toast host is inside one element). */
export function toastText(root: ShadowRoot): string {
  return text(root.querySelector('.curb-toast-region')).trim();
}

/** A table's rows found by the text of the cell that names them, and their row menus. */
export function tableRows(rowSelector: string, nameSelector: string) {
  const row = (root: ShadowRoot, name: string): HTMLTableRowElement | undefined =>
    Array.from(root.querySelectorAll<HTMLTableRowElement>(rowSelector)).find((tr) => tr.querySelector(nameSelector)?.textContent === name);
  return {
    row,
    openRowMenu: (root: ShadowRoot, name: string) => openRowMenu(root, () => row(root, name), name),
    chooseMenuItem: (root: ShadowRoot, name: string, label: string) => chooseMenuItem(root, () => row(root, name), name, label),
  };
}
