import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';

export interface ComboboxGroup<T> {
  label: string | null;
  options: readonly T[];
}

export interface SearchComboboxProps<T> {
  label: string;
  /** The chosen value's text, shown when the field is not being typed in. */
  value: string;
  groups: readonly ComboboxGroup<T>[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Typed text (debounce and search in the parent). */
  onQuery: (text: string) => void;
  onChoose: (option: T) => void;
  /** The field lost focus with typed text nothing was chosen for (manual codes). */
  onCommitText?: (text: string) => void;
  loading?: boolean;
  emptyText: string;
  placeholder?: string;
  helpText?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  icon?: string;
}

/**
 * A text box that searches and offers options in a list (the ARIA combobox pattern): arrows
 * move, Enter chooses, Escape closes. What the user typed stays until they choose or leave.
 */
export function SearchCombobox<T>({
  label, value, groups, optionKey, renderOption, onQuery, onChoose, onCommitText, loading, emptyText, placeholder, helpText,
  error, required, disabled, icon = 'search',
}: SearchComboboxProps<T>) {
  const id = useId();
  const [text, setText] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const flat = groups.flatMap((group) => group.options);

  useEffect(() => {
    if (!typing) setText(value);
  }, [value, typing]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) leave();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  });

  const leave = () => {
    setOpen(false);
    if (typing) {
      if (onCommitText && text.trim() !== value.trim()) onCommitText(text.trim());
      else setText(value);
      setTyping(false);
    }
  };

  const choose = (option: T) => {
    setTyping(false);
    setOpen(false);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!flat.length) return;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % flat.length : current <= 0 ? flat.length - 1 : current - 1));
    } else if (event.key === 'Enter' && open && flat[active]) {
      event.preventDefault();
      choose(flat[active] as T);
    } else if (event.key === 'Enter' && typing && onCommitText) {
      // A typed value the field takes as it is (a manual cost code): Enter commits it like leaving.
      event.preventDefault();
      leave();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && !disabled;
  const help = error ?? helpText ?? '';
  let index = -1;

  return (
    <div ref={wrapperRef} className="combo">
      <label className={`combo-label${required ? ' is-required' : ''}`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <SlPopup placement="bottom-start" strategy="fixed" distance={4} flip sync="width" active={expanded} autoSize="vertical" autoSizePadding={16}>
        <div slot="anchor" className={`combo-box${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
          <SlIcon name={icon} className="combo-icon" aria-hidden="true" />
          <input
            id={`${id}-input`}
            className="combo-input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            value={text}
            disabled={disabled}
            required={required}
            placeholder={placeholder}
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 && flat[active] ? `${id}-opt-${active}` : undefined}
            aria-describedby={help ? `${id}-help` : undefined}
            aria-invalid={error ? true : undefined}
            onFocus={() => setOpen(true)}
            onBlur={(event) => {
              if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) leave();
            }}
            onChange={(event) => {
              setText(event.target.value);
              setTyping(true);
              setOpen(true);
              setActive(-1);
              onQuery(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {loading && <SlSpinner className="combo-busy" aria-label="Searching" />}
        </div>
        <div className="combo-panel">
          <ul id={`${id}-list`} role="listbox" aria-label={label} className="combo-options">
            {groups.map((group) => (
              group.options.length === 0 ? null : (
                <li key={group.label ?? 'all'} role="presentation" className="combo-group">
                  {group.label && <div className="combo-group-label" aria-hidden="true">{group.label}</div>}
                  <ul role="group" aria-label={group.label ?? label} className="combo-group-options">
                    {group.options.map((option) => {
                      index += 1;
                      const position = index;
                      return (
                        <li
                          key={optionKey(option)}
                          id={`${id}-opt-${position}`}
                          role="option"
                          aria-selected={position === active}
                          className={`combo-option${position === active ? ' is-active' : ''}`}
                          onPointerDown={(event) => event.preventDefault()}
                          onPointerMove={() => setActive(position)}
                          onClick={() => choose(option)}
                        >
                          {renderOption(option)}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              )
            ))}
            {flat.length === 0 && (
              <li className="combo-empty" role="option" aria-selected={false} aria-disabled="true">
                {loading ? 'Searching…' : emptyText}
              </li>
            )}
          </ul>
        </div>
      </SlPopup>
      {help && (
        <div id={`${id}-help`} className={`combo-help${error ? ' is-error' : ''}`}>
          {help}
        </div>
      )}
    </div>
  );
}
