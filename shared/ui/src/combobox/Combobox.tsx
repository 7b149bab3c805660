import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import { comboboxCss } from './combobox.css.ts';
import { comboboxKeyAction, typeAheadIndex } from './combobox-keys.ts';
import { useLoadedOptions, type OptionsLoader } from './use-loaded-options.ts';

export interface ComboboxProps<T> {
  /** The accessible name, shown as the sl-input label (unless `hideLabel`) and naming the listbox. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * The chosen option's text. While the user is not typing the field shows it; leaving the field
   * after typing takes the typed text (`onCommitText`) or goes back to it. Ignored when `text` is set.
   */
  value?: string;
  /** Controlled text: the field shows exactly this (with `onTextChange`). */
  text?: string;
  /** The user typed (or Escape cleared the field). */
  onTextChange?: (text: string) => void;
  /** Options to offer: the whole list, or the list before (or instead of) a load. */
  options?: readonly T[];
  /** Async options for the typed text (debounced; aborted when a newer text is asked). */
  loadOptions?: OptionsLoader<T>;
  /** Whether the typed text is searched with `loadOptions` (e.g. 3+ characters); default: any text. */
  canLoad?: (text: string) => boolean;
  /** Reload when this changes (whose options are searched). */
  loadKey?: string;
  /** Options not to offer, whichever way they came (e.g. the employee shown themself). */
  filterOptions?: (options: readonly T[]) => readonly T[];
  /** A heading over the options (e.g. 'Recent'), read as the group's name. */
  groupLabel?: string | null;
  optionKey: (option: T) => string;
  /** The option's text: type-ahead matches it and it names the option. */
  optionLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  /** The key of the chosen option: highlighted when the list opens with nothing typed. */
  selectedKey?: string | null;
  onSelect: (option: T) => void;
  /** Typed text taken as it is: Enter with no option highlighted, or leaving the field after typing. */
  onCommitText?: (text: string) => void;
  /** The 'no results' message; without it an empty list stays closed. */
  emptyText?: string | null;
  /** A message shown instead of options (e.g. 'Type at least 3 characters'). */
  status?: string | null;
  /** Shown (and announced) while options load. */
  loadingText?: string;
  /** Work after a choice (validating an address): a spinner with this label. */
  busyLabel?: string | null;
  placeholder?: string;
  helpText?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** A Shoelace icon at the start of the field. */
  icon?: string;
  /** sl-input's size and pill shape (a compact field in a header). */
  size?: 'small' | 'medium' | 'large';
  pill?: boolean;
  /** sl-input's clear button; clearing counts as typing ''. */
  clearable?: boolean;
  autoFocus?: boolean;
  /** The list sits in the page under the field, always open (inside a popup of its own). */
  inline?: boolean;
  /** Escape on an inline list: its owner closes it. */
  onDismiss?: () => void;
  onBlur?: () => void;
  name?: string;
  className?: string;
  /**
   * From a surrounding Field (`{(control) => <Combobox {...control} ... />}`): ids in this tree
   * that name and describe the field; given to sl-input's own input as element references.
   */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * The one combobox of Curbside (WAI-ARIA APG combobox with list autocomplete) on Shoelace:
 * `sl-input` for the field, its label and help text, `sl-popup` for the listbox. The focus stays
 * in the input; `aria-activedescendant` names the highlighted option, which alone has
 * `aria-selected`. Keys: see `comboboxKeyAction`. The first match is highlighted as soon as the
 * list opens; loading and 'no results' are shown in the list and announced politely.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    label, hideLabel, value = '', options: givenOptions, loadOptions, canLoad = (typed) => typed.trim() !== '', loadKey, filterOptions, groupLabel,
    optionKey, optionLabel, renderOption, selectedKey, onSelect, onCommitText, emptyText, status, loadingText = 'Searching…',
    busyLabel, placeholder, helpText, error, required, disabled, icon, size, pill, clearable, autoFocus, inline = false, onDismiss, onBlur, name, className,
  } = props;
  const { id: fieldId, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = props;
  const invalid = Boolean(error) || props['aria-invalid'] === true;
  useAdoptedStyles(comboboxCss);
  const id = useId();
  const listId = `${id}-list`;
  const fieldRef = useRef<SlInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const controlled = props.text !== undefined;
  const [ownText, setOwnText] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const text = controlled ? (props.text ?? '') : ownText;

  useEffect(() => {
    if (!controlled && !typing) setOwnText(value);
  }, [controlled, typing, value]);

  useEffect(() => {
    if (autoFocus) requestAnimationFrame(() => fieldRef.current?.focus());
  }, [autoFocus]);

  // A chosen value's text is not a search: only typed text (or a controlled text) is looked up.
  const loaded = useLoadedOptions(controlled || typing ? text : '', loadOptions, canLoad, { loadKey });
  const offered = loaded.options ?? (loaded.loading ? [] : (givenOptions ?? []));
  const options = filterOptions ? filterOptions(offered) : offered;
  const searched = loaded.options !== null || (!loaded.loading && givenOptions !== undefined);
  const count = options.length;
  const labels = options.map(optionLabel);
  const keys = options.map(optionKey);

  let message: string | null = status ?? null;
  if (message === null && count === 0) {
    if (loaded.loading) message = loadingText;
    else if (searched && emptyText) message = emptyText;
  }
  const expanded = !disabled && (inline || open) && (count > 0 || message !== null);

  // The highlighted option belongs to one text and one list: a new text or new options start
  // again from the first match (type-ahead), or the chosen option when nothing is typed.
  const signature = `${text.trim()}\u0000${keys.join('\u0001')}`;
  const [cursor, setCursor] = useState<{ signature: string; index: number } | null>(null);
  const selectedIndex = selectedKey != null ? keys.indexOf(selectedKey) : -1;
  const firstMatch = !text.trim() && selectedIndex >= 0 ? selectedIndex : typeAheadIndex(labels, text);
  const activeIndex = !expanded || count === 0 ? -1 : cursor && cursor.signature === signature ? Math.min(cursor.index, count - 1) : firstMatch;
  const setActive = (index: number) => setCursor({ signature, index });
  const optionId = (index: number) => `${id}-option-${index}`;

  // ARIA on sl-input's own <input>: it lives in sl-input's shadow root, so the listbox and the
  // active option (in the surrounding tree) are referenced as elements, not ids.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const apply = () => {
      const input = field.shadowRoot?.querySelector('input');
      if (!input) return;
      input.setAttribute('role', 'combobox');
      input.setAttribute('aria-autocomplete', 'list');
      input.setAttribute('aria-expanded', String(expanded));
      input.ariaControlsElements = listRef.current ? [listRef.current] : [];
      input.ariaActiveDescendantElement = activeIndex >= 0 ? (listRef.current?.querySelector(`[id="${optionId(activeIndex)}"]`) ?? null) : null;
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (props['aria-required']) input.setAttribute('aria-required', 'true');
      const scope = field.getRootNode();
      const byIds = (ids: string) =>
        scope instanceof Document || scope instanceof ShadowRoot
          ? ids.split(/\s+/).flatMap((ref) => scope.getElementById(ref) ?? [])
          : [];
      if (labelledBy) input.ariaLabelledByElements = byIds(labelledBy);
      if (describedBy) input.ariaDescribedByElements = byIds(describedBy);
    };
    apply();
    void field.updateComplete.then(apply);
  });

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[id="${optionId(activeIndex)}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const changeText = (next: string) => {
    if (!controlled) {
      setOwnText(next);
      setTyping(true);
    }
    props.onTextChange?.(next);
  };

  const choose = (option: T) => {
    setTyping(false);
    setOpen(false);
    setCursor(null);
    onSelect(option);
  };

  /** Leaving the field (blur) or Enter on typed text: the typed text is taken or given back. */
  const settle = () => {
    if (controlled || !typing) return;
    if (onCommitText && text.trim() !== value.trim()) onCommitText(text.trim());
    else setOwnText(value);
    setTyping(false);
  };

  const onKeyDown = (event: KeyboardEvent<SlInputElement>) => {
    const action = comboboxKeyAction(event.key, { open: expanded, active: activeIndex, count, firstMatch: count > 0 ? firstMatch : -1, hasText: text !== '' });
    switch (action.type) {
      case 'open':
        event.preventDefault();
        setOpen(true);
        setCursor(action.active >= 0 ? { signature, index: action.active } : null);
        break;
      case 'move':
        event.preventDefault();
        setActive(action.active);
        break;
      case 'select': {
        event.preventDefault();
        const option = options[action.index];
        if (option !== undefined) choose(option);
        break;
      }
      case 'commit':
        if (!onCommitText || event.key !== 'Enter') break;
        event.preventDefault();
        if (controlled) onCommitText(text.trim());
        else settle();
        setOpen(false);
        break;
      case 'close':
        // Only the list closes: a surrounding dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        if (inline) onDismiss?.();
        else setOpen(false);
        break;
      case 'clear':
        event.preventDefault();
        event.stopPropagation();
        changeText('');
        break;
      case 'none':
        break;
    }
  };

  const shownHelp = error ?? helpText ?? '';
  const shownMessage = count === 0 ? (message ?? '') : '';

  const list = (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      className="combobox-options"
      hidden={inline ? !expanded : undefined}
    >
      {count > 0 && (
        <li role="presentation" className="combobox-group">
          {groupLabel && <div className="combobox-group-label" aria-hidden="true">{groupLabel}</div>}
          <ul role="group" aria-label={groupLabel ?? label} className="combobox-group-options">
            {options.map((option, index) => (
              // The keyboard reaches the options through the input (aria-activedescendant), not on them.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={keys[index]}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={`combobox-option${index === activeIndex ? ' is-active' : ''}`}
                // The focus stays in the input: a press must not blur it before the click chooses.
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => {
                  if (index !== activeIndex) setActive(index);
                }}
                onClick={() => choose(option)}
              >
                {renderOption ? renderOption(option) : labels[index]}
              </li>
            ))}
          </ul>
        </li>
      )}
      {/* Loading and 'no results': one element, seen in the list and announced (a polite live
          region kept in place, so a change of its text is read out). */}
      <li
        className="combobox-message"
        role="option"
        aria-selected={false}
        aria-disabled="true"
        aria-live="polite"
        aria-atomic="true"
        hidden={!shownMessage}
      >
        {shownMessage}
      </li>
    </ul>
  );

  const field = (
    <SlInput
      ref={fieldRef}
      id={fieldId}
      slot={inline ? undefined : 'anchor'}
      className={`combobox-field${invalid ? ' is-invalid' : ''}${hideLabel ? ' curb-hidden-label' : ''}`}
      name={name}
      value={text}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      autocomplete="off"
      spellCheck={false}
      // Shoelace's own default: an undefined size would drop sl-input's size styles.
      size={size ?? 'medium'}
      pill={pill}
      clearable={clearable}
      onSlClear={() => {
        changeText('');
        setCursor(null);
      }}
      onSlInput={(event) => {
        changeText((event.target as SlInputElement).value);
        setOpen(true);
        setCursor(null);
      }}
      onSlFocus={() => setOpen(true)}
      onSlBlur={() => {
        setOpen(false);
        setCursor(null);
        settle();
        onBlur?.();
      }}
      onKeyDown={onKeyDown}
    >
      {/* Label and help text in sl-input's slots: in the light DOM, so they read as the page's text. */}
      <span slot="label">{label}</span>
      {/* An error is read out when it appears (an alert), as in every Field. */}
      {shownHelp && <span slot="help-text" role={error ? 'alert' : undefined}>{shownHelp}</span>}
      {icon && <SlIcon slot="prefix" name={icon} aria-hidden="true" />}
      {busyLabel && <SlSpinner slot="suffix" className="combobox-busy" aria-label={busyLabel} />}
    </SlInput>
  );

  // The panel scrolls, and Chromium makes a scroller a Tab stop: tabIndex -1 keeps the focus in
  // the input, where the combobox pattern wants it (Tab leaves the field).
  return (
    <div className={`combobox${inline ? ' combobox--inline' : ''}${className ? ` ${className}` : ''}`}>
      {inline ? (
        <>
          {field}
          <div className="combobox-panel" tabIndex={-1}>{list}</div>
        </>
      ) : (
        <SlPopup
          className="combobox-popup"
          placement="bottom-start"
          strategy="fixed"
          distance={4}
          flip
          shift
          sync="width"
          active={expanded}
          autoSize="vertical"
          autoSizePadding={16}
        >
          {field}
          <div className="combobox-panel" tabIndex={-1}>{list}</div>
        </SlPopup>
      )}
    </div>
  );
}
