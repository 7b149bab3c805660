import { endpoints } from '@curbside/contracts';
import type { CostAllocationCode, FirmCostAllocation } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { CostAllocationCombobox, showToast, useApi } from '@curbside/ui';
import { fieldMark, useFieldError } from '../../field.ts';
import { useStepper } from '../../stepper-hooks.ts';
import { withCostAllocation } from './passenger-logic.ts';

function setCode(type: FirmCostAllocation['costAllocationType'], code: CostAllocationCode | null): void {
  const state = stepperStore.getState();
  const kept = Object.fromEntries(Object.entries(state.validationErrors).filter(([key]) => key !== `costAllocations.${type}`));
  state.setFields({ costAllocations: withCostAllocation(state.costAllocations, type, code), validationErrors: kept });
}

/**
 * One cost-allocation picker per firm type (001 §3, §5): the shared cost-allocation combobox
 * searching for the authorizing employee; where the firm allows manual codes a typed code is
 * added with POST /users/{id}/costAllocation.
 */
export function CostAllocationPicker({ allocation }: { allocation: FirmCostAllocation }) {
  const api = useApi();
  const type = allocation.costAllocationType;
  const userId = useStepper((state) => state.authorizingEmployee?.userId ?? null);
  const chosen = useStepper((state) => state.costAllocations.find((c) => c.costAllocationType === type) ?? null);
  const error = useFieldError(`costAllocations.${type}`);

  const addManual = async (text: string) => {
    if (!text) {
      setCode(type, null);
      return;
    }
    if (userId === null) return;
    try {
      const { costAllocationId } = await api.call(endpoints.account.addCostAllocation, {
        params: { id: userId },
        body: { codeValue: { type, value: text } },
      });
      setCode(type, { codeValue: text, description: null, costAllocationCodeId: costAllocationId, costAllocationType: type });
    } catch (failure) {
      showToast(errorText(failure), 'danger');
    }
  };

  return (
    <div className="field" {...fieldMark(`costAllocations.${type}`)}>
      <CostAllocationCombobox
        allocation={allocation}
        userId={userId}
        value={chosen?.codeValue ?? ''}
        disabled={allocation.isReadOnly}
        error={error}
        onSelect={(code) => setCode(type, code)}
        onCommitText={(text) => void addManual(text)}
      />
    </div>
  );
}
