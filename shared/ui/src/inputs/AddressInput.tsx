import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlPopup from '@shoelace-style/shoelace/dist/react/popup/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { createMapsClient } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import type { AddressValidationResult, MapsPlace, MapsPrediction } from '@curbside/contracts';
import { DEBOUNCE_MS, canSearch } from '@curbside/domain';
import { useApi } from '../api-hooks.ts';
import { useElementContext } from '../element-context.ts';
import { useAdoptedStyles } from './adopt-styles.ts';
import { inputsCss } from './inputs.css.ts';
import { moveActive } from './phone-input-logic.ts';

/** What choosing a suggestion gives: the maps service's place and the server's validation of it. */
export interface AddressSelection {
  /** The suggestion's text, shown in the field. */
  text: string;
  googlePlace: MapsPlace;
  /** POST /places/validate: place, status (ValidPlace, InvalidPlace, MissingParams), missingFields, message. */
  validation: AddressValidationResult;
}

export interface AddressInputProps {
  /** Visible label (default 'Address'). */
  label?: string;
  /** The text in the field. */
  value: string;
  /** The user typed: the previous selection no longer holds. */
  onInput?: (text: string) => void;
  /** The user chose a suggestion and the server validated it. */
  onSelect: (selection: AddressSelection) => void;
  /** The maps service or the validation failed for the chosen suggestion. */
  onError?: (error: unknown) => void;
  error?: string | null;
  helpText?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * An address text box with suggestions from the maps service (spec 000 §7 'Address
 * autocomplete uses a maps service'); choosing one fetches the place and validates it with
 * POST /places/validate {googlePlace, googleText} (000 §3 Validation statuses). The parent
 * decides what a status means (MissingParams reveals 'Street number or building name').
 */
export function AddressInput({
  label = 'Address', value, onInput, onSelect, onError, error, helpText, placeholder, required, disabled, className,
}: AddressInputProps) {
  useAdoptedStyles(inputsCss);
  const id = useId();
  const listId = `${id}-list`;
  const helpId = `${id}-help`;
  const api = useApi();
  const { apiBase, apiKey } = useElementContext();
  const maps = useMemo(() => createMapsClient({ apiBase, apiKey }), [apiBase, apiKey]);
  const [text, setText] = useState(value);
  const [predictions, setPredictions] = useState<MapsPrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [busy, setBusy] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const request = useRef(0);

  useEffect(() => setText(value), [value]);

  // Suggestions for what is typed, debounced (000 §9: 300 ms); late answers are dropped.
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    if (query === null) return;
    const ticket = ++request.current;
    if (!canSearch(query)) {
      setPredictions([]);
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => {
      maps.autocomplete(query).then(
        (found) => {
          if (ticket !== request.current) return;
          setPredictions(found);
          setActiveIndex(found.length ? 0 : -1);
          setOpen(true);
        },
        (failure: unknown) => {
          if (ticket !== request.current) return;
          console.warn('[curbside/ui] address suggestions failed', failure);
          setPredictions([]);
          setOpen(false);
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, maps]);

  // A press outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const wrapper = wrapperRef.current;
      if (wrapper && !event.composedPath().includes(wrapper)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const choose = async (prediction: MapsPrediction) => {
    request.current += 1;
    setOpen(false);
    setText(prediction.description);
    setBusy(true);
    try {
      const googlePlace = await maps.placeDetails(prediction.place_id);
      const validation = await api.call(endpoints.account.validatePlace, {
        body: { googlePlace, googleText: prediction.description },
      });
      onSelect({ text: prediction.description, googlePlace, validation });
    } catch (failure) {
      onError?.(failure);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!predictions.length) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActiveIndex((current) => moveActive(current, event.key as 'ArrowDown' | 'ArrowUp', predictions.length));
        break;
      case 'Enter': {
        const chosen = open ? predictions[activeIndex] : undefined;
        if (chosen) {
          event.preventDefault();
          void choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      default:
    }
  };

  const shownHelp = error ?? helpText ?? '';
  const expanded = open && predictions.length > 0;
  const active = expanded ? predictions[activeIndex] : undefined;

  return (
    <div ref={wrapperRef} className={`curb-address ${className ?? ''}`.trim()}>
      <label className={`curb-address-label${required ? ' is-required' : ''}`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <SlPopup
        className="curb-input-popup"
        placement="bottom-start"
        strategy="fixed"
        distance={4}
        flip
        shift
        sync="width"
        active={expanded}
        autoSize="vertical"
        autoSizePadding={16}
      >
        <div
          slot="anchor"
          className={`curb-address-box${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}
        >
          <SlIcon name="geo-alt" className="curb-address-icon" aria-hidden="true" />
          <input
            id={`${id}-input`}
            className="curb-address-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder ?? 'Start typing an address'}
            value={text}
            disabled={disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={shownHelp ? helpId : undefined}
            role="combobox"
            aria-expanded={expanded}
            aria-autocomplete="list"
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={active ? `${id}-opt-${activeIndex}` : undefined}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              setQuery(next);
              onInput?.(next);
            }}
            onFocus={() => {
              if (predictions.length && text === query) setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
          {busy && <SlSpinner className="curb-address-busy" aria-label="Checking the address" />}
        </div>
        <div className="curb-input-panel">
          <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="curb-input-options">
            {predictions.map((prediction, index) => (
              <li
                key={prediction.place_id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={`curb-input-option${index === activeIndex ? ' is-active' : ''}`}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActiveIndex(index)}
                onClick={() => void choose(prediction)}
              >
                <span className="curb-input-option-text">
                  {prediction.structured_formatting.main_text}
                  {prediction.structured_formatting.secondary_text && (
                    <span className="curb-input-option-secondary">{prediction.structured_formatting.secondary_text}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </SlPopup>
      {shownHelp && (
        <div id={helpId} className={`curb-address-help${error ? ' is-error' : ''}`}>
          {shownHelp}
        </div>
      )}
    </div>
  );
}
