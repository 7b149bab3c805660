import { useRef } from 'react';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import type SlDropdownElement from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import { PermissionStatusSchema, type PermissionStatus, type UserSummary } from '@curbside/contracts';
import { permissionStatusLabel } from '@curbside/domain';
import { EmployeePicker } from './EmployeePicker.tsx';
import { employeeLabel } from './permission-rows.ts';

export const EMPLOYEE_CHIP_LABEL = 'Employee name / ID';
export const STATUS_CHIP_LABEL = 'Status';

/** What the table is filtered by; null is no filter. */
export interface PermissionFilters {
  employee: UserSummary | null;
  status: PermissionStatus | null;
}

export const NO_FILTERS: PermissionFilters = { employee: null, status: null };

export interface FilterChipsProps {
  filters: PermissionFilters;
  onChange(filters: PermissionFilters): void;
  excludeUserIds?: readonly number[];
}

function ClearButton({ label, onClear }: { label: string; onClear(): void }) {
  return (
    <button type="button" className="chip-clear" aria-label={label} title={label} onClick={onClear}>
      <SlIcon name="x-lg" aria-hidden="true" />
    </button>
  );
}

/**
 * spec 000 §2: the table's filter chips, 'Employee name / ID' (an employee search from 3
 * characters, 000 §5) and 'Status'. A set chip names its value and gets a clear button.
 */
export function FilterChips({ filters, onChange, excludeUserIds }: FilterChipsProps) {
  const { employee, status } = filters;
  const onEmployee = (user: UserSummary | null) => onChange({ ...filters, employee: user });
  const onStatus = (value: PermissionStatus | null) => onChange({ ...filters, status: value });
  const employeeDropdown = useRef<SlDropdownElement>(null);
  return (
    <div className="chips" role="group" aria-label="Filters">
      <span className="chip-group">
        <SlDropdown ref={employeeDropdown} placement="bottom-start" distance={4} hoist>
          <button slot="trigger" type="button" className={`chip${employee ? ' chip--active' : ''}`}>
            <SlIcon name="person" aria-hidden="true" />
            {employee ? employeeLabel(employee) : EMPLOYEE_CHIP_LABEL}
            {employee ? null : <SlIcon name="chevron-down" aria-hidden="true" />}
          </button>
          <div className="filter-panel">
            <EmployeePicker
              label={EMPLOYEE_CHIP_LABEL}
              placeholder="Type 3 characters or more"
              value={employee}
              excludeUserIds={excludeUserIds}
              onChange={(user) => {
                if (!user) return;
                onEmployee(user);
                void employeeDropdown.current?.hide();
              }}
            />
          </div>
        </SlDropdown>
        {employee ? <ClearButton label={`Clear ${EMPLOYEE_CHIP_LABEL} filter`} onClear={() => onEmployee(null)} /> : null}
      </span>
      <span className="chip-group">
        <SlDropdown placement="bottom-start" distance={4} hoist>
          <button slot="trigger" type="button" className={`chip${status ? ' chip--active' : ''}`}>
            <SlIcon name="funnel" aria-hidden="true" />
            {status ? `${STATUS_CHIP_LABEL}: ${permissionStatusLabel(status)}` : STATUS_CHIP_LABEL}
            {status ? null : <SlIcon name="chevron-down" aria-hidden="true" />}
          </button>
          <SlMenu
            className="status-menu"
            onSlSelect={(event) => {
              const value = event.detail.item.value as PermissionStatus;
              onStatus(value === status ? null : value);
            }}
          >
            {PermissionStatusSchema.options.map((option) => (
              <SlMenuItem key={option} value={option} type="checkbox" checked={option === status}>
                {permissionStatusLabel(option)}
              </SlMenuItem>
            ))}
          </SlMenu>
        </SlDropdown>
        {status ? <ClearButton label={`Clear ${STATUS_CHIP_LABEL} filter`} onClear={() => onStatus(null)} /> : null}
      </span>
    </div>
  );
}
