import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import {
  PHONE_COUNTRIES, defaultPhoneCountry, formatNationalPhone, parseStoredPhone, sanitizePhoneInput, toStoredPhone,
  type CountryCode, type PhoneCountry,
} from '@curbside/domain';
import { useAdoptedStyles } from './adopt-styles.ts';
import { inputsCss } from './inputs.css.ts';
import { supportsFlagEmoji } from './flag-support.ts';
import { filterCountries, moveActive } from './phone-input-logic.ts';

export interface PhoneInputProps {
  /** Visible label of the number field ('Mobile phone'); the country picker is '{label} country'. */
  label: string;
  /** The stored phone, 'code-number' ('1-2025550123'), or '' when none. */
  value: string | null | undefined;
  /** The user's country: the default country when the number does not tell (spec 000 §5). */
  countryCode?: string | null;
  /** Called with the stored form ('code-number'), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /** An inline message shown under the field (and marking it invalid). */
  error?: string | null;
  helpText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}

const COUNTRIES = PHONE_COUNTRIES;

/** The country's flag: the emoji where the browser draws it, else its ISO code in a small box. */
function Flag({ country }: { country: PhoneCountry | undefined }) {
  if (!country) return null;
  return supportsFlagEmoji() ? (
    <span className="curb-phone-flag" aria-hidden="true">
      {country.flag}
    </span>
  ) : (
    <span className="curb-phone-flag is-code" aria-hidden="true">
      {country.iso2}
    </span>
  );
}

function countryOf(iso2: string): PhoneCountry | undefined {
  return COUNTRIES.find((country) => country.iso2 === iso2);
}

/** National text of a stored phone, formatted for the country. */
function displayText(stored: string | null | undefined, country: CountryCode): string {
  const parsed = parseStoredPhone(stored);
  if (!parsed) return stored?.trim() ?? '';
  return formatNationalPhone(stored ?? '', country);
}

/**
 * The phone input of spec 000 §5: a national-format number with a country dropdown (flags,
 * dial codes, search), without IR, KP, SY, CU and VE, US and GB first, only valid characters;
 * the default country comes from the number, else `countryCode`, else US. The value is stored
 * as 'code-number'. The number reformats when the field loses focus, so typing is never fought.
 */
export function PhoneInput({
  label, value, countryCode, onChange, error, helpText, required, disabled, name, className,
}: PhoneInputProps) {
  useAdoptedStyles(inputsCss);
  const id = useId();
  const listId = `${id}-countries`;
  const [country, setCountry] = useState<CountryCode>(() => defaultPhoneCountry(value, countryCode));
  const [text, setText] = useState(() => displayText(value, country));
  const lastEmitted = useRef<string>(value ?? '');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A value set from outside (a reset, a reload after save) replaces what is shown.
  useEffect(() => {
    const next = value ?? '';
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    const nextCountry = next ? defaultPhoneCountry(next, countryCode) : country;
    setCountry(nextCountry);
    setText(displayText(next, nextCountry));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const matches = useMemo(() => filterCountries(COUNTRIES, query), [query]);
  const selected = countryOf(country);

  const emit = (nextText: string, nextCountry: CountryCode) => {
    const digits = nextText.replace(/\D/g, '');
    const stored = digits ? toStoredPhone(nextCountry, nextText) : '';
    lastEmitted.current = stored;
    onChange(stored);
  };

  const openList = () => {
    if (disabled) return;
    setQuery('');
    setActiveIndex(Math.max(0, COUNTRIES.findIndex((entry) => entry.iso2 === country)));
    setOpen(true);
  };

  const closeList = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const choose = (iso2: CountryCode) => {
    setCountry(iso2);
    const formatted = text ? formatNationalPhone(text.replace(/^\+\d+\s*/, ''), iso2) : text;
    setText(formatted);
    emit(formatted, iso2);
    closeList(true);
  };

  // Focus the search when the list opens; keep the active option in view.
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  // A press outside the picker closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const wrapper = wrapperRef.current;
      if (wrapper && !event.composedPath().includes(wrapper)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((current) => moveActive(current, event.key as 'ArrowDown' | 'ArrowUp', matches.length));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = matches[activeIndex] ?? (matches.length === 1 ? matches[0] : undefined);
        if (option) choose(option.iso2);
        break;
      }
      case 'Escape':
        event.preventDefault();
        // Keep the Escape from closing a surrounding dialog.
        event.stopPropagation();
        closeList(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const invalid = Boolean(error);
  const activeOption = matches[activeIndex];

  return (
    <div ref={wrapperRef} className={`curb-phone ${className ?? ''}`.trim()}>
      <SlPopup
        className="curb-input-popup"
        placement="bottom-start"
        strategy="fixed"
        distance={4}
        flip
        shift
        active={open}
        autoSize="vertical"
        autoSizePadding={16}
      >
        <SlInput
          slot="anchor"
          className={invalid ? 'curb-field-error' : undefined}
          label={label}
          name={name}
          type="tel"
          inputmode="tel"
          autocomplete="tel-national"
          value={text}
          required={required}
          disabled={disabled}
          helpText={error ?? helpText ?? ''}
          onSlInput={(event) => {
            const input = event.target as SlInputElement;
            const clean = sanitizePhoneInput(input.value);
            if (clean !== input.value) input.value = clean;
            setText(clean);
            emit(clean, country);
          }}
          onSlBlur={() => {
            if (!text.trim()) return;
            const formatted = formatNationalPhone(text, country);
            if (formatted && formatted !== text) setText(formatted);
          }}
        >
          <button
            ref={buttonRef}
            slot="prefix"
            type="button"
            className="curb-phone-country"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            title={selected ? `${selected.name} +${selected.dialCode}` : undefined}
            disabled={disabled}
            onClick={() => (open ? closeList(false) : openList())}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && !open) {
                event.preventDefault();
                openList();
              }
            }}
          >
            {/* The name comes from the content (label + what is shown), so it always contains the visible text. */}
            <span className="curb-visually-hidden">{label} country, </span>
            <Flag country={selected} />
            <span className="curb-phone-dial">+{selected?.dialCode}</span>
            <SlIcon name="chevron-down" aria-hidden="true" className="curb-phone-caret" />
          </button>
        </SlInput>
        <div className="curb-input-panel curb-phone-panel">
          <input
            ref={searchRef}
            className="curb-input-search"
            type="search"
            placeholder="Search country or code"
            aria-label={`Search ${label} country`}
            aria-controls={listId}
            aria-activedescendant={open && activeOption ? `${id}-opt-${activeOption.iso2}` : undefined}
            aria-autocomplete="list"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul ref={listRef} id={listId} role="listbox" aria-label={`${label} country`} className="curb-input-options">
            {matches.map((option, index) => (
              <li
                key={option.iso2}
                id={`${id}-opt-${option.iso2}`}
                data-index={index}
                role="option"
                aria-selected={option.iso2 === country}
                className={`curb-input-option${index === activeIndex ? ' is-active' : ''}${option.preferred && !query && !matches[index + 1]?.preferred ? ' is-last-preferred' : ''}`}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(option.iso2)}
                onPointerMove={() => setActiveIndex(index)}
              >
                <Flag country={option} />
                <span className="curb-input-option-text">{option.name}</span>
                <span className="curb-input-option-meta">+{option.dialCode}</span>
              </li>
            ))}
            {matches.length === 0 && (
              <li className="curb-input-empty" role="option" aria-selected={false} aria-disabled="true">
                No country matches
              </li>
            )}
          </ul>
        </div>
      </SlPopup>
    </div>
  );
}
