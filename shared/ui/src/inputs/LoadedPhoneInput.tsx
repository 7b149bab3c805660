import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PhoneInputProps } from './PhoneInput.tsx';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import {
  PHONE_COUNTRIES, defaultPhoneCountry, formatNationalPhone, loadPhoneSupport, parseStoredPhone,
  sanitizePhoneInput, toStoredPhone, type CountryCode, type PhoneCountry,
} from '@curbside/domain';
import { Combobox } from '../combobox/Combobox.tsx';
import { ShoelaceField } from '../field/Field.tsx';
import { useAdoptedStyles } from './adopt-styles.ts';
import { inputsCss } from './inputs.css.ts';
import { useFlagEmojiSupport } from './flag-support.ts';
import { filterCountries } from './phone-input-logic.ts';

const COUNTRIES = PHONE_COUNTRIES;

/** The country's flag: the emoji where the browser draws it, else its ISO code in a small box. */
function Flag({ country }: { country: PhoneCountry | undefined }) {
  const emoji = useFlagEmojiSupport();
  if (!country) return null;
  return emoji ? (
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

/** Loads the numbering plan (once), then gives the field that needs it. */
export async function loadPhoneInput(): Promise<typeof LoadedPhoneInput> {
  await loadPhoneSupport();
  return LoadedPhoneInput;
}

/** The phone field itself (PhoneInput.tsx shows it once this module and the plan are loaded). */
function LoadedPhoneInput({
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
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  // The one Field of a Shoelace control: the error replaces the help line, marks the input invalid
  // and is read out when it appears (WCAG 4.1.3), like every other field.
  return (
    <div ref={wrapperRef} className={`curb-phone ${className ?? ''}`.trim()}>
      <ShoelaceField label={label} required={required} help={helpText} error={error}>
        {({ children: line, ...field }) => (
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
              {...field}
              name={name}
              type="tel"
              inputmode="tel"
              autocomplete="tel-national"
              value={text}
              disabled={disabled}
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
              {line}
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
            <div id={listId} className="curb-input-panel curb-phone-panel">
              {/* The country search: the shared Combobox with its list inline in this popup. */}
              {open && (
                <Combobox<PhoneCountry>
                  inline
                  autoFocus
                  label={`${label} country`}
                  hideLabel
                  placeholder="Search country or code"
                  text={query}
                  onTextChange={setQuery}
                  options={matches}
                  selectedKey={country}
                  optionKey={(option) => option.iso2}
                  optionLabel={(option) => option.name}
                  renderOption={(option) => (
                    <>
                      <Flag country={option} />
                      <span className="curb-input-option-text">{option.name}</span>
                      <span className="curb-input-option-meta">+{option.dialCode}</span>
                    </>
                  )}
                  onSelect={(option) => choose(option.iso2)}
                  emptyText="No country matches"
                  onDismiss={() => closeList(true)}
                  onBlur={() => setOpen(false)}
                />
              )}
            </div>
          </SlPopup>
        )}
      </ShoelaceField>
    </div>
  );
}
