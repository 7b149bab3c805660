import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type { IdentifierNumberType } from '@curbside/contracts';
import type { ReportUrlFilters } from '@curbside/domain';
import { FilterGroup } from '@curbside/ui';
import { IDENTIFIER_TYPES } from './report-filters.ts';

/** 001 §7 identifierNumber and identifierNumberType: a number looked up in one identifier column, or in any. */
export function IdentifierFilter({ value, onChange }: { value: ReportUrlFilters; onChange(patch: Partial<ReportUrlFilters>): void }) {
  return (
    <FilterGroup name="identifier" legend="Identifier number">
      <SlSelect
        className="filter-identifier-type"
        size="small"
        label="Identifier type"
        placeholder="Any identifier"
        clearable
        hoist
        value={value.identifierNumberType ?? ''}
        onSlChange={(event) => {
          const chosen = String((event.target as unknown as { value: string }).value ?? '');
          onChange({ identifierNumberType: (IDENTIFIER_TYPES.find((t) => t.value === chosen)?.value ?? null) as IdentifierNumberType | null });
        }}
      >
        {IDENTIFIER_TYPES.map((t) => <SlOption key={t.value} value={t.value}>{t.label}</SlOption>)}
      </SlSelect>
      <SlInput
        className="filter-identifier-number"
        size="small"
        label="Number"
        value={value.identifierNumber}
        clearable
        onSlInput={(event) => onChange({ identifierNumber: String((event.target as HTMLInputElement).value ?? '') })}
        onSlClear={() => onChange({ identifierNumber: '' })}
      />
    </FilterGroup>
  );
}
