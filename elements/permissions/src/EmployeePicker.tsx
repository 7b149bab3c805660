import { useEffect, useRef, useState } from 'react';
import type { UserSummary } from '@curbside/contracts';
import { SEARCH_MIN_CHARS, canSearchEmployees } from '@curbside/domain';
import { Combobox, employeeSearch, useApi } from '@curbside/ui';
import { employeeLabel } from './permission-rows.ts';

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
 * An employee search (spec 000 §5 Booker permission, §7 GET /users?q): the shared Combobox
 * asking the server only from 3 typed characters, 300 ms after the typing stops; typing again
 * clears the selection. Search failures are silently ignored (000 §7).
 */
export function EmployeePicker({
  label, placeholder, required = false, showLabel = true, value, onChange, error, excludeUserIds = [], autoFocus = false, onBlur,
}: EmployeePickerProps) {
  const api = useApi();
  const [text, setText] = useState(value ? employeeLabel(value) : '');

  // The host set or cleared the value (a dialog reset): show it. A clear caused by typing keeps the text.
  const clearedByTyping = useRef(false);
  useEffect(() => {
    if (value) setText(employeeLabel(value));
    else if (!clearedByTyping.current) setText('');
    clearedByTyping.current = false;
  }, [value]);

  const onType = (next: string) => {
    setText(next);
    // spec 000 §5: typing again (and anything under 3 characters) clears the selection.
    if (value) {
      clearedByTyping.current = true;
      onChange(null);
    }
  };

  const chosenText = value ? employeeLabel(value) : null;
  const typed = text.trim();
  const tooShort = !value && typed !== '' && !canSearchEmployees(typed);

  return (
    <Combobox<UserSummary>
      label={label}
      hideLabel={!showLabel}
      text={text}
      onTextChange={onType}
      {...employeeSearch(api, employeeLabel, excludeUserIds)}
      canLoad={(q) => canSearchEmployees(q) && q !== chosenText}
      onSelect={(user) => {
        setText(employeeLabel(user));
        onChange(user);
      }}
      status={tooShort ? `Type at least ${SEARCH_MIN_CHARS} characters` : null}
      placeholder={placeholder}
      required={required}
      error={error}
      icon="search"
      clearable
      autoFocus={autoFocus}
      onBlur={onBlur}
    />
  );
}
