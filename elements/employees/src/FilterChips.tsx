import { useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import type SlDropdownElement from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.component.js';
import type { UserRole } from '@curbside/contracts';
import { ShoelaceField } from '@curbside/ui';
import {
  ROLE_OPTIONS, filterChipText, filterError, type EmployeeFilterName, type EmployeeFilters,
} from './employees-logic.ts';

type TextFilter = Exclude<EmployeeFilterName, 'role'>;

const TEXT_CHIPS: readonly { name: TextFilter; label: string; icon: string; placeholder: string }[] = [
  { name: 'email', label: 'Email', icon: 'envelope', placeholder: 'Part of an email' },
  { name: 'countryCode', label: 'Country', icon: 'globe2', placeholder: 'US or +1' },
  { name: 'phone', label: 'Phone', icon: 'telephone', placeholder: 'Digits of a phone' },
];

/** A chip is a pill button opening its dropdown; a set chip names its value and is tinted. */
function Chip({ active, icon, text }: { active: boolean; icon: string; text: string }) {
  return (
    <SlButton slot="trigger" size="small" pill caret outline={active} variant={active ? 'primary' : 'default'} className="chip">
      <SlIcon slot="prefix" name={icon} aria-hidden="true" />
      {text}
    </SlButton>
  );
}

function ClearChip({ label, onClear }: { label: string; onClear(): void }) {
  return <SlIconButton name="x-circle" label={`Clear ${label} filter`} className="chip-clear" onClick={onClear} />;
}

/** A text filter's chip: its dropdown holds the field and Apply (Enter applies too). */
function TextChip({ chip, filters, onChange }: { chip: (typeof TEXT_CHIPS)[number]; filters: EmployeeFilters; onChange(f: EmployeeFilters): void }) {
  const dropdown = useRef<SlDropdownElement>(null);
  const [draft, setDraft] = useState(filters[chip.name]);
  const [tried, setTried] = useState(false);
  const error = tried ? filterError(chip.name, draft) : null;
  const text = filterChipText(chip.name, filters);
  const apply = () => {
    setTried(true);
    if (filterError(chip.name, draft)) return;
    onChange({ ...filters, [chip.name]: draft.trim() });
    void dropdown.current?.hide();
  };
  return (
    <span className="chip-group">
      <SlDropdown ref={dropdown} placement="bottom-start" distance={4} hoist onSlShow={() => { setDraft(filters[chip.name]); setTried(false); }}>
        <Chip active={text !== null} icon={chip.icon} text={text ?? chip.label} />
        <form
          className="filter-panel"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <ShoelaceField label={chip.label} error={error}>
            {(control) => (
              <SlInput
                {...control}
                className={`filter--${chip.name}`}
                size="small"
                value={draft}
                placeholder={chip.placeholder}
                onSlInput={(event) => setDraft((event.target as HTMLInputElement).value)}
              />
            )}
          </ShoelaceField>
          <SlButton size="small" variant="primary" onClick={apply}>Apply</SlButton>
        </form>
      </SlDropdown>
      {text ? <ClearChip label={chip.label} onClear={() => onChange({ ...filters, [chip.name]: '' })} /> : null}
    </span>
  );
}

/** The employees table's filter chips: Role, Email, Country and Phone (the GET /admin/users filters, 001 §7). */
export function FilterChips({ filters, onChange }: { filters: EmployeeFilters; onChange(filters: EmployeeFilters): void }) {
  const roleText = filterChipText('role', filters);
  return (
    <div className="chips" role="group" aria-label="Filters" part="filters">
      <span className="chip-group">
        <SlDropdown placement="bottom-start" distance={4} hoist>
          <Chip active={roleText !== null} icon="person-badge" text={roleText ?? 'Role'} />
          <SlMenu
            className="role-menu"
            onSlSelect={(event) => {
              const value = event.detail.item.value as UserRole;
              onChange({ ...filters, role: value === filters.role ? null : value });
            }}
          >
            {ROLE_OPTIONS.map((option) => (
              <SlMenuItem key={option.value} value={option.value} type="checkbox" checked={option.value === filters.role}>
                {option.label}
              </SlMenuItem>
            ))}
          </SlMenu>
        </SlDropdown>
        {roleText ? <ClearChip label="Role" onClear={() => onChange({ ...filters, role: null })} /> : null}
      </span>
      {TEXT_CHIPS.map((chip) => (
        <TextChip key={chip.name} chip={chip} filters={filters} onChange={onChange} />
      ))}
    </div>
  );
}
