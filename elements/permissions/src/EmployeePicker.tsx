import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import { endpoints, type UserSummary } from '@curbside/contracts';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS, canSearchEmployees } from '@curbside/domain';
import { useApi, useQuery } from '@curbside/ui';
import { employeeLabel } from './permission-rows.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface EmployeePickerProps {
  label: string;
  placeholder?: string;
  required?: boolean;
  /** Show the label to sighted users too (the filter panel keeps it for screen readers only). */
  showLabel?: boolean;
  value: UserSummary | null;
  onChange(user: UserSummary | null): void;
  /** An inline message under the field (e.g. 'must select an employee first'). */
  error?: string | null;
  /** Users not to offer (the shown employee themself). */
  excludeUserIds?: readonly number[];
  autoFocus?: boolean;
  /** The field lost the focus (the dialog then says an employee must be chosen). */
  onBlur?(): void;
}

/**
 * An employee search (spec 000 §5 Booker permission, §7 GET /users?q): it asks the server only
 * from 3 typed characters, 300 ms after the typing stops; below 3 the selection is cleared.
 * Search failures are silently ignored (000 §7). An ARIA 1.2 combobox: input plus listbox.
 */
export function EmployeePicker({
  label, placeholder, required = false, showLabel = true, value, onChange, error, excludeUserIds = [], autoFocus = false, onBlur,
}: EmployeePickerProps) {
  const api = useApi();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const errorId = `${ids}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ? employeeLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searching = canSearchEmployees(query) && (!value || employeeLabel(value) !== text);

  // The host set or cleared the value (a dialog reset): show it. A clear caused by typing keeps the text.
  const clearedByTyping = useRef(false);
  useEffect(() => {
    if (value) setText(employeeLabel(value));
    else if (!clearedByTyping.current) setText('');
    clearedByTyping.current = false;
  }, [value]);

  useEffect(() => {
    if (autoFocus) requestAnimationFrame(() => inputRef.current?.focus());
  }, [autoFocus]);

  const search = useQuery({
    queryKey: ['users', 'search', query],
    queryFn: ({ signal }) => api.call(endpoints.users.searchUsers, { query: { q: query }, signal }),
    enabled: searching,
    retry: false,
    staleTime: 30_000,
  });
  const matches = (searching ? (search.data ?? []) : []).filter((user) => !excludeUserIds.includes(user.userId));
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${ids}-option-${index}`;
  const typedEnough = canSearchEmployees(text);
  const pending = typedEnough && (text.trim() !== query || search.isFetching);

  const choose = (user: UserSummary) => {
    setText(employeeLabel(user));
    setOpen(false);
    onChange(user);
  };

  const onType = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    // spec 000 §5: typing again (and anything under 3 characters) clears the selection.
    if (value) {
      clearedByTyping.current = true;
      onChange(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive(Math.min(activeIndex + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      const user = open ? matches[activeIndex] : undefined;
      if (user) {
        event.preventDefault();
        choose(user);
      }
    } else if (event.key === 'Escape' && open) {
      // Keep the dialog open: this Escape only closes the list.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && searching && matches.length > 0;
  let status: string | null = null;
  if (open && !value) {
    if (text.trim() && !typedEnough) status = `Type at least ${SEARCH_MIN_CHARS} characters`;
    else if (pending && matches.length === 0) status = 'Searching…';
    else if (searching && matches.length === 0 && search.isFetched) status = 'No employee found';
  }

  return (
    <div className="picker picker--floating">
      <label htmlFor={inputId} className={showLabel ? 'field-label' : 'visually-hidden'}>
        {label}
        {required ? <span className="required" aria-hidden="true">*</span> : null}
      </label>
      <div className={`picker__control${error ? ' picker__control--invalid' : ''}`}>
        <SlIcon name="search" className="picker__icon" />
        <input
          ref={inputRef}
          id={inputId}
          className="picker__input"
          type="text"
          role="combobox"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <SlIconButton
            name="x-lg"
            label="Clear"
            className="picker__clear"
            onClick={() => {
              onType('');
              inputRef.current?.focus();
            }}
          />
        ) : null}
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="picker__list" hidden={!expanded}>
        {matches.map((user, index) => (
          <li
            key={user.userId}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="picker__option"
            // Keep the focus in the input: the click chooses, the blur would close first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(user)}
          >
            <span className="picker__name">{employeeLabel(user)}</span>
            <span className="picker__meta">{user.email}</span>
          </li>
        ))}
      </ul>
      {status ? (
        <div className="picker__status picker__list" role="status">
          {status}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
