import type { FirmCostAllocation } from '@curbside/contracts';
import { CostAllocationCombobox } from '@curbside/ui';

export interface CostAllocationPickerProps {
  allocation: FirmCostAllocation;
  /** Whose codes are searched (GET /users/{id}/costAllocations); null searches the initial codes only. */
  userId: number | null;
  value: string;
  onChange: (codeValue: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * One cost-allocation picker per firm type (spec 000 §2): the shared cost-allocation combobox;
 * the form keeps the code's value, a typed one as it is where the firm allows manual codes.
 */
export function CostAllocationPicker({ allocation, userId, value, onChange, error, disabled }: CostAllocationPickerProps) {
  return (
    <CostAllocationCombobox
      allocation={allocation}
      userId={userId}
      value={value}
      disabled={disabled}
      error={error}
      onSelect={(code) => onChange(code.codeValue)}
      onCommitText={onChange}
    />
  );
}
