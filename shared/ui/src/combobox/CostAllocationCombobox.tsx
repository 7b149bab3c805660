import { useRef, useState } from 'react';
import { endpoints } from '@curbside/contracts';
import type { CostAllocationCode, FirmCostAllocation } from '@curbside/contracts';
import { canSearch, minSearchChars } from '@curbside/domain';
import { useApi } from '../api-hooks.ts';
import { Combobox } from './Combobox.tsx';

export interface CostAllocationComboboxProps {
  allocation: FirmCostAllocation;
  /** Whose codes are searched (GET /users/{id}/costAllocations); null offers the initial codes only. */
  userId: number | null;
  /** The chosen code's value ('' for none). */
  value: string;
  /** A listed code was chosen (or typed exactly). */
  onSelect: (code: CostAllocationCode) => void;
  /** Typed text taken as it is: '' clears the choice; other text only where the firm allows manual codes. */
  onCommitText: (text: string) => void;
  error?: string | null;
  disabled?: boolean;
}

function codeMatches(code: CostAllocationCode, typed: string): boolean {
  return code.codeValue.toLowerCase().includes(typed.toLowerCase());
}

/**
 * One cost-allocation picker per firm type (spec 000 §2, 001 §3, §5), in the booking stepper and
 * the account's contact form alike: it offers the firm's initial codes, and searches the codes of
 * its type from 3 typed characters (2 for Location and Department, 000 §9, 001 §9). A firm type
 * with allowManual takes a typed code (Enter, or leaving the field); otherwise the last choice stays.
 */
export function CostAllocationCombobox({ allocation, userId, value, onSelect, onCommitText, error, disabled }: CostAllocationComboboxProps) {
  const api = useApi();
  const type = allocation.costAllocationType;
  const min = minSearchChars(type);
  const [typed, setTyped] = useState('');
  const found = useRef<readonly CostAllocationCode[]>([]);
  const query = typed.trim();
  const initial = allocation.initialCodes.filter((code) => !query || codeMatches(code, query));

  const takeText = (text: string) => {
    setTyped('');
    const known = [...found.current, ...allocation.initialCodes].find((code) => code.codeValue.toLowerCase() === text.toLowerCase());
    if (text && known) onSelect(known);
    else if (!text || allocation.allowManual) onCommitText(text);
  };

  return (
    <Combobox<CostAllocationCode>
      label={allocation.displayName || type}
      value={value}
      onTextChange={setTyped}
      options={initial}
      loadOptions={async (code, signal) => {
        // 001 §8: a code load failure yields no codes (the Combobox drops a failed load).
        found.current = await api.call(endpoints.account.costAllocations, { params: { id: userId ?? 0 }, query: { type, code }, signal });
        return found.current;
      }}
      canLoad={(text) => userId !== null && canSearch(text, type)}
      loadKey={String(userId)}
      optionKey={(code) => String(code.costAllocationCodeId)}
      optionLabel={(code) => code.codeValue}
      renderOption={(code) => (
        <span className="combobox-option-text">
          <span className="combobox-option-main">{code.codeValue}</span>
          {code.description && <span className="combobox-option-secondary">{code.description}</span>}
        </span>
      )}
      onSelect={(code) => {
        setTyped('');
        onSelect(code);
      }}
      onCommitText={takeText}
      emptyText={allocation.allowManual && query ? `Press Tab to use “${query}”` : 'No codes found'}
      placeholder={disabled ? '' : 'Search code'}
      helpText={allocation.allowManual ? `Type ${min}+ characters to search, or enter a code` : `Type ${min}+ characters to search`}
      error={error}
      required={allocation.isMandatory}
      disabled={disabled}
      icon="tag"
    />
  );
}
