import { useState, type ReactNode } from 'react';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { endpoints, queryKey, type CostAllocationType, type QueryOf, type UserSummary } from '@curbside/contracts';
import { reportQueryOf, type ReportAllocationType, type ReportUrlFilters } from '@curbside/domain';
import { queryClient } from '@curbside/state';
import { useApi } from '../api-hooks.ts';
import { Combobox } from '../combobox/Combobox.tsx';

// The report filters that pick several values and show them as removable chips (employees, cost
// allocation codes): one place for both screens that filter rides (reports, dashboard). The
// classes (filter, filter-group, chips) are laid out by each element's sheet.

const chosen = (event: Event): string => String((event.target as unknown as { value: string | string[] }).value ?? '');
/** Shoelace splits an option's value at spaces. */
const optionValue = (text: string): string => text.replace(/ /g, '_');

type Employees = ReportUrlFilters['employees'];
type CostAllocations = ReportUrlFilters['costAllocations'];

/** A filter made of several controls on one row (a type and its value), named by its legend; `below` shows under the row (chosen values). */
export function FilterGroup({ name, legend, children, below }: { name: string; legend: string; children: ReactNode; below?: ReactNode }) {
  return (
    <fieldset className={`filter filter-group filter--${name}`}>
      <legend>{legend}</legend>
      <div className="curb-inline">{children}</div>
      {below}
    </fieldset>
  );
}

/** 001 §7 `employees`: the firm's employees searched from 3 characters (001 §9), each chosen one a removable chip. */
export function EmployeesFilter({ value, onChange }: { value: Employees; onChange(next: Employees): void }) {
  const api = useApi();
  return (
    <div className="filter filter--employees">
      <Combobox<UserSummary>
        label="Employees"
        size="small"
        icon="people"
        placeholder="Search employees"
        value=""
        loadOptions={(q, signal) => api.call(endpoints.users.searchUsers, { query: { q, includeAdmin: true, includeSelf: true }, signal })}
        canLoad={(q) => q.trim().length >= 3}
        optionKey={(u) => String(u.userId)}
        optionLabel={(u) => u.fullName}
        renderOption={(u) => <span>{u.fullName} <small className="muted">{u.email}</small></span>}
        emptyText="No employees found"
        onSelect={(u) => {
          if (!value.some((e) => e.id === u.userId)) onChange([...value, { id: u.userId, name: u.fullName }]);
        }}
      />
      {value.length > 0 ? (
        <div className="chips" role="list" aria-label="Chosen employees">
          {value.map((e) => (
            <SlTag key={e.id} role="listitem" size="small" pill removable onSlRemove={() => onChange(value.filter((x) => x.id !== e.id))}>
              {e.name}
            </SlTag>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The codes of a type that the ride history holds over the filters' dates (GET /reports/summary
 * grouped by it, cached a minute under the contract's key), sorted: what the code picker offers.
 */
export function useHistoryAllocationCodes(filters: ReportUrlFilters): CostAllocationsFilterProps['loadCodes'] {
  const api = useApi();
  return async (type, signal) => {
    const query = reportQueryOf({ ...filters, costAllocations: {}, groupBy: type }) as QueryOf<typeof endpoints.reports.summary>;
    const rows = await queryClient.fetchQuery({
      queryKey: queryKey(endpoints.reports.summary, { query }),
      queryFn: () => api.call(endpoints.reports.summary, { query, signal }),
      staleTime: 60_000,
    });
    return rows.map((r) => r.groupValue).filter(Boolean).sort((a, b) => a.localeCompare(b));
  };
}

export interface CostAllocationsFilterProps {
  value: CostAllocations;
  onChange(next: CostAllocations): void;
  /** The firm's allocation types a report filters by (`reportAllocationTypes`). */
  allocationTypes: readonly ReportAllocationType[];
  /** The codes of a type the history holds, for the code picker. */
  loadCodes(type: CostAllocationType, signal: AbortSignal): Promise<string[]>;
}

/** 001 §7 `costAllocations` (type:code pairs): a type, then one of its codes (listed or typed), each chosen pair a removable chip. */
export function CostAllocationsFilter({ value, onChange, allocationTypes, loadCodes }: CostAllocationsFilterProps) {
  const [allocationType, setAllocationType] = useState<CostAllocationType | ''>('');
  const chosenType = allocationType || allocationTypes[0]?.type || null;
  const labelOf = (type: CostAllocationType) => allocationTypes.find((t) => t.type === type)?.label ?? type;

  const add = (type: CostAllocationType, code: string) => {
    const codes = value[type] ?? [];
    if (!code.trim() || codes.includes(code)) return;
    onChange({ ...value, [type]: [...codes, code.trim()] });
  };
  const remove = (type: CostAllocationType, code: string) => {
    const codes = (value[type] ?? []).filter((c) => c !== code);
    const next = { ...value, [type]: codes };
    if (codes.length === 0) delete next[type];
    onChange(next);
  };

  return (
    <FilterGroup
      name="costAllocations"
      legend="Cost allocations"
      below={
        Object.keys(value).length > 0 ? (
          <div className="chips" role="list" aria-label="Chosen cost allocations">
            {(Object.entries(value) as Array<[CostAllocationType, string[]]>).flatMap(([type, codes]) => codes.map((code) => (
              <SlTag key={`${type}:${code}`} role="listitem" size="small" pill removable onSlRemove={() => remove(type, code)}>
                {labelOf(type)}: {code}
              </SlTag>
            )))}
          </div>
        ) : null
      }
    >
      <SlSelect
        className="filter-allocation-type"
        size="small"
        label="Cost allocation type"
        value={optionValue(chosenType ?? '')}
        hoist
        onSlChange={(event) => setAllocationType(allocationTypes.find((t) => optionValue(t.type) === chosen(event))?.type ?? '')}
      >
        {allocationTypes.map((t) => <SlOption key={t.type} value={optionValue(t.type)}>{t.label}</SlOption>)}
      </SlSelect>
      {chosenType ? (
        <Combobox<string>
          key={chosenType}
          className="filter-allocation-code"
          label={`${labelOf(chosenType)} code`}
          size="small"
          value=""
          placeholder="Type or choose a code"
          loadOptions={async (q, signal) => {
            const codes = await loadCodes(chosenType, signal);
            return codes.filter((c) => c.toLowerCase().includes(q.trim().toLowerCase()));
          }}
          canLoad={() => true}
          loadKey={chosenType}
          optionKey={(c) => c}
          optionLabel={(c) => c}
          emptyText="No codes found"
          onSelect={(code) => add(chosenType, code)}
          onCommitText={(code) => add(chosenType, code)}
        />
      ) : null}
    </FilterGroup>
  );
}
