import { useState } from 'react';
import { endpoints } from '@curbside/contracts';
import type { CostAllocationCode, FirmCostAllocation } from '@curbside/contracts';
import { canSearch, minSearchChars } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { showToast, useApi, useQuery } from '@curbside/ui';
import { isApiError } from '@curbside/api';
import { fieldMark, useFieldError } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';
import { withCostAllocation } from './passenger-logic.ts';
import { SearchCombobox } from './SearchCombobox.tsx';
import { useDebounced } from './use-debounced.ts';

function setCode(type: FirmCostAllocation['costAllocationType'], code: CostAllocationCode | null): void {
  const state = stepperStore.getState();
  const kept = Object.fromEntries(Object.entries(state.validationErrors).filter(([key]) => key !== `costAllocations.${type}`));
  state.setFields({ costAllocations: withCostAllocation(state.costAllocations, type, code), validationErrors: kept });
}

/**
 * One cost-allocation picker per firm type (001 §3, §5): searches the codes of its type from 3
 * typed characters (2 for Location and Department, 001 §9) with GET /users/{id}/costAllocations
 * for the authorizing employee; the firm's initial codes before that. Where the firm allows
 * manual codes a typed code is added with POST /users/{id}/costAllocation.
 */
export function CostAllocationPicker({ allocation }: { allocation: FirmCostAllocation }) {
  const api = useApi();
  const type = allocation.costAllocationType;
  const userId = useStepper((state) => state.authorizingEmployee?.userId ?? null);
  const chosen = useStepper((state) => state.costAllocations.find((c) => c.costAllocationType === type) ?? null);
  const error = useFieldError(`costAllocations.${type}`);
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query.trim());
  const searching = canSearch(debounced, type) && userId !== null;
  const label = allocation.displayName || type;
  const min = minSearchChars(type);

  const results = useQuery({
    queryKey: ['booking', 'cost-allocations', userId, type, debounced],
    queryFn: ({ signal }) => api.call(endpoints.account.costAllocations, { params: { id: userId ?? 0 }, query: { type, code: debounced }, signal }),
    enabled: searching,
    staleTime: 30_000,
  });

  // 001 §8: a code load failure yields empty initial codes.
  const typed = query.trim().toLowerCase();
  const initial = allocation.initialCodes.filter((code) => !typed || code.codeValue.toLowerCase().includes(typed));
  const options = searching ? (results.isError ? [] : results.data ?? []) : initial;

  const addManual = async (text: string) => {
    if (!text) {
      setCode(type, null);
      return;
    }
    const known = options.find((code) => code.codeValue.toLowerCase() === text.toLowerCase());
    if (known) {
      setCode(type, known);
      return;
    }
    if (!allocation.allowManual || userId === null) return;
    try {
      const { costAllocationId } = await api.call(endpoints.account.addCostAllocation, {
        params: { id: userId },
        body: { codeValue: { type, value: text } },
      });
      setCode(type, { codeValue: text, description: null, costAllocationCodeId: costAllocationId, costAllocationType: type });
    } catch (failure) {
      showToast(isApiError(failure) ? failure.text : 'Error has occurred', 'danger');
    }
  };

  return (
    <div className="field" {...fieldMark(`costAllocations.${type}`)}>
      <SearchCombobox<CostAllocationCode>
        label={label}
        value={chosen?.codeValue ?? ''}
        required={allocation.isMandatory}
        disabled={allocation.isReadOnly}
        icon="tag"
        placeholder={allocation.isReadOnly ? '' : 'Search code'}
        helpText={allocation.allowManual ? `Type ${min}+ characters to search, or enter a code` : `Type ${min}+ characters to search`}
        error={error}
        groups={[{ label: null, options }]}
        loading={searching && results.isFetching}
        emptyText={allocation.allowManual && query.trim() ? `Press Tab to use “${query.trim()}”` : 'No codes found'}
        optionKey={(code) => String(code.costAllocationCodeId)}
        renderOption={(code) => (
          <span className="option-text">
            <span className="option-main">{code.codeValue}</span>
            {code.description && <span className="option-secondary">{code.description}</span>}
          </span>
        )}
        onQuery={setQuery}
        onChoose={(code) => {
          setQuery('');
          setCode(type, code);
        }}
        onCommitText={(text) => {
          setQuery('');
          void addManual(text);
        }}
      />
    </div>
  );
}
