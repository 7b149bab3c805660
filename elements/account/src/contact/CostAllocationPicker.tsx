import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import { endpoints } from '@curbside/contracts';
import type { CostAllocationCode, FirmCostAllocation } from '@curbside/contracts';
import { DEBOUNCE_MS, canSearch, minSearchChars } from '@curbside/domain';
import { useApi } from '@curbside/ui';

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
 * One cost-allocation picker per firm type (spec 000 §2): a text box that searches the codes of
 * its type from 3 typed characters (2 for Location and Department, 000 §9) and offers the
 * firm's initial codes before that. A firm type with allowManual takes a typed code as is.
 */
export function CostAllocationPicker({ allocation, userId, value, onChange, error, disabled }: CostAllocationPickerProps) {
  const api = useApi();
  const id = useId();
  const type = allocation.costAllocationType;
  const [text, setText] = useState(value);
  const [options, setOptions] = useState<CostAllocationCode[]>(allocation.initialCodes);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (query === null) return;
    if (!canSearch(query, type) || userId === null) {
      const typed = query.trim().toLowerCase();
      setOptions(allocation.initialCodes.filter((code) => !typed || code.codeValue.toLowerCase().includes(typed)));
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api.call(endpoints.account.costAllocations, { params: { id: userId }, query: { type, code: query.trim() } }).then(
        (found) => {
          if (live) {
            setOptions(found);
            setActive(found.length ? 0 : -1);
          }
        },
        () => {
          if (live) setOptions([]);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, type, userId, api, allocation.initialCodes]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  });

  const close = () => {
    setOpen(false);
    // A typed code counts only where the firm allows manual codes; otherwise the last choice stays.
    if (text !== value) {
      if (allocation.allowManual || !text.trim()) onChange(text.trim());
      else setText(value);
    }
  };

  const choose = (code: CostAllocationCode) => {
    setText(code.codeValue);
    onChange(code.codeValue);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = options.length;
      if (!count) return;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const min = minSearchChars(type);
  const help = error ?? (allocation.allowManual ? `Type ${min}+ characters to search, or enter a code` : `Type ${min}+ characters to search`);
  const expanded = open && !disabled;
  const label = allocation.displayName || type;

  return (
    <div ref={wrapperRef} className="picker">
      <label className={`picker-label${allocation.isMandatory ? ' is-required' : ''}`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <SlPopup className="picker-popup" placement="bottom-start" strategy="fixed" distance={4} flip sync="width" active={expanded} autoSize="vertical" autoSizePadding={16}>
        <div slot="anchor" className={`picker-box${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
          <input
            id={`${id}-input`}
            className="picker-input"
            type="text"
            role="combobox"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={expanded && options[active] ? `${id}-opt-${active}` : undefined}
            aria-describedby={`${id}-help`}
            aria-invalid={error ? true : undefined}
            placeholder={disabled ? '' : 'Search code'}
            onFocus={() => setOpen(true)}
            onBlur={(event) => {
              if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
            onChange={(event) => {
              setText(event.target.value);
              setQuery(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="picker-panel">
          <ul id={`${id}-list`} role="listbox" aria-label={label} className="picker-options">
            {options.map((code, index) => (
              <li
                key={code.costAllocationCodeId}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={code.codeValue === value}
                className={`picker-option${index === active ? ' is-active' : ''}`}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(code)}
              >
                <span className="picker-code">{code.codeValue}</span>
                {code.description && <span className="picker-description">{code.description}</span>}
              </li>
            ))}
            {options.length === 0 && (
              <li className="picker-empty" role="option" aria-selected={false} aria-disabled="true">
                {allocation.allowManual && text.trim() ? `Use “${text.trim()}”` : 'No codes found'}
              </li>
            )}
          </ul>
        </div>
      </SlPopup>
      <div id={`${id}-help`} className={`picker-help${error ? ' is-error' : ''}`}>
        {help}
      </div>
    </div>
  );
}
