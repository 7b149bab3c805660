import { endpoints, type UserSummary } from '@curbside/contracts';
import type { useApi } from '../api-hooks.ts';
import type { ComboboxProps } from './Combobox.tsx';

/** What a Combobox needs to search the firm's employees. */
export type EmployeeSearchProps = Pick<
  ComboboxProps<UserSummary>, 'loadOptions' | 'optionKey' | 'optionLabel' | 'filterOptions' | 'renderOption' | 'emptyText'
>;

/**
 * A Combobox searching the firm's employees by name, email or employee id (spec 000 §7
 * GET /users?q), each shown by `label` above their email, leaving out `excludeUserIds`.
 */
export function employeeSearch(
  api: ReturnType<typeof useApi>, label: (user: UserSummary) => string, excludeUserIds: readonly number[],
): EmployeeSearchProps {
  return {
    loadOptions: (q, signal) => api.call(endpoints.users.searchUsers, { query: { q }, signal }),
    optionKey: (user) => String(user.userId),
    optionLabel: label,
    filterOptions: (users) => users.filter((user) => !excludeUserIds.includes(user.userId)),
    renderOption: (user) => (
      <span className="combobox-option-text">
        <span className="combobox-option-main">{label(user)}</span>
        <span className="combobox-option-secondary">{user.email}</span>
      </span>
    ),
    emptyText: 'No employee found',
  };
}
