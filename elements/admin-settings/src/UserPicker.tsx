import { useState } from 'react';
import type { UserSummary } from '@curbside/contracts';
import { SEARCH_MIN_CHARS, canSearchEmployees } from '@curbside/domain';
import { Combobox, employeeSearch, useApi } from '@curbside/ui';

export interface UserPickerProps {
  label: string;
  /** A user was chosen; the field empties for the next one. */
  onPick(user: UserSummary): void;
  /** Users not to offer (those who have what is being given already). */
  excludeUserIds?: readonly number[];
  disabled?: boolean;
}

const userLabel = (user: UserSummary): string => (user.employeeId ? `${user.fullName} (${user.employeeId})` : user.fullName);

/**
 * A user of the firm by name, email or employee id (000 §7 GET /users?q): the shared Combobox,
 * asking the server from 3 typed characters (000 §9). Choosing one hands it over and clears the field.
 */
export function UserPicker({ label, onPick, excludeUserIds = [], disabled = false }: UserPickerProps) {
  const api = useApi();
  const [text, setText] = useState('');
  const typed = text.trim();
  return (
    <Combobox<UserSummary>
      label={label}
      text={text}
      onTextChange={setText}
      {...employeeSearch(api, userLabel, excludeUserIds)}
      canLoad={canSearchEmployees}
      onSelect={(user) => {
        setText('');
        onPick(user);
      }}
      status={typed !== '' && !canSearchEmployees(typed) ? `Type at least ${SEARCH_MIN_CHARS} characters` : null}
      placeholder="Start typing to get data"
      disabled={disabled}
    />
  );
}
