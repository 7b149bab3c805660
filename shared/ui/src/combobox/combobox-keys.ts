/**
 * The one keyboard model of every combobox (WAI-ARIA APG combobox, list autocomplete, the focus
 * kept in the input and the active option named by aria-activedescendant). Pure, so the rules
 * are tested without a browser.
 */

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The next active option index for a key press in the list (wraps around); -1 for an empty list. */
export function moveActive(current: number, key: NavigationKey, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}

/**
 * Type-ahead: the option to highlight for the typed text. The first option whose label starts
 * with it, else the first one containing it (ignoring case), else the first option; -1 for none.
 */
export function typeAheadIndex(labels: readonly string[], text: string): number {
  if (labels.length === 0) return -1;
  const typed = text.trim().toLowerCase();
  if (!typed) return 0;
  const lower = labels.map((label) => label.toLowerCase());
  const prefix = lower.findIndex((label) => label.startsWith(typed));
  if (prefix >= 0) return prefix;
  const inside = lower.findIndex((label) => label.includes(typed));
  return inside >= 0 ? inside : 0;
}

export interface ComboboxKeyState {
  open: boolean;
  /** The highlighted option, -1 for none. */
  active: number;
  /** How many options the list shows. */
  count: number;
  /** The option type-ahead picks for the current text (see typeAheadIndex). */
  firstMatch: number;
  /** Whether the input holds any text. */
  hasText: boolean;
}

export type ComboboxKeyAction =
  | { type: 'open'; active: number }
  | { type: 'move'; active: number }
  | { type: 'select'; index: number }
  /** Enter with no highlighted option: the typed text is taken as it is (where a picker allows it). */
  | { type: 'commit' }
  | { type: 'close' }
  | { type: 'clear' }
  /** Not a combobox key here: the input keeps its default behaviour (caret, Tab, ...). */
  | { type: 'none' };

/**
 * What a key does. ArrowDown opens the list on the first match (ArrowUp on the last option) and
 * then moves with wrap-around; Home/End jump to the ends while the list is open (else they move
 * the caret); Enter selects the highlighted option; Escape closes the list, and on a closed
 * list clears the text.
 */
export function comboboxKeyAction(key: string, state: ComboboxKeyState): ComboboxKeyAction {
  const { open, active, count, firstMatch, hasText } = state;
  switch (key) {
    case 'ArrowDown':
      return open ? { type: 'move', active: moveActive(active, 'ArrowDown', count) } : { type: 'open', active: count > 0 ? Math.max(firstMatch, 0) : -1 };
    case 'ArrowUp':
      return open ? { type: 'move', active: moveActive(active, 'ArrowUp', count) } : { type: 'open', active: count - 1 };
    case 'Home':
    case 'End':
      return open && count > 0 ? { type: 'move', active: moveActive(active, key, count) } : { type: 'none' };
    case 'Enter':
      return open && active >= 0 && active < count ? { type: 'select', index: active } : { type: 'commit' };
    case 'Escape':
      if (open) return { type: 'close' };
      return hasText ? { type: 'clear' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
