import { useState } from 'react';
import { endpoints, type UserSummary } from '@curbside/contracts';
import { SEARCH_MIN_CHARS, canSearchEmployees } from '@curbside/domain';
import { Combobox, useApi } from '@curbside/ui';

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
      loadOptions={(q, signal) => api.call(endpoints.users.searchUsers, { query: { q }, signal })}
      canLoad={canSearchEmployees}
      optionKey={(user) => String(user.userId)}
      optionLabel={userLabel}
      filterOptions={(users) => users.filter((user) => !excludeUserIds.includes(user.userId))}
      renderOption={(user) => (
        <span className="combobox-option-text">
          <span className="combobox-option-main">{userLabel(user)}</span>
          <span className="combobox-option-secondary">{user.email}</span>
        </span>
      )}
      onSelect={(user) => {
        setText('');
        onPick(user);
      }}
      status={typed !== '' && !canSearchEmployees(typed) ? `Type at least ${SEARCH_MIN_CHARS} characters` : null}
      emptyText="No employee found"
      placeholder="Start typing to get data"
      disabled={disabled}
    />
  );
}
