import { useMemo, useRef, useState } from 'react';
import { createMapsClient } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import type { AddressValidationResult, MapsPlace, MapsPrediction } from '@curbside/contracts';
import { canSearch } from '@curbside/domain';
import { useApi } from '../api-hooks.ts';
import { Combobox } from '../combobox/Combobox.tsx';
import { useElementContext } from '../element-context.ts';

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
 * autocomplete uses a maps service'), a configuration of the shared Combobox: what is typed is
 * searched from 3 characters, debounced (000 §9: 300 ms), older searches aborted. Choosing a
 * suggestion fetches the place and validates it with POST /places/validate {googlePlace,
 * googleText} (000 §3 Validation statuses). The parent decides what a status means
 * (MissingParams reveals 'Street number or building name').
 */
export function AddressInput({
  label = 'Address', value, onInput, onSelect, onError, error, helpText, placeholder, required, disabled, className,
}: AddressInputProps) {
  const api = useApi();
  const { apiBase, apiKey } = useElementContext();
  const maps = useMemo(() => createMapsClient({ apiBase, apiKey }), [apiBase, apiKey]);
  const [text, setText] = useState(value);
  // A value set from outside (a chosen place, a swap, a reset) replaces what is shown. Adjusted while
  // rendering, not in an effect: an effect ran after the next key had already been queued and put
  // the older value back, so fast typing on a busy page lost letters ('LinclCte Poming Arts').
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const [busy, setBusy] = useState(false);
  // Only what the user typed is searched: not a chosen suggestion, nor a value set by the parent.
  const typed = useRef('');

  const choose = async (prediction: MapsPrediction) => {
    typed.current = '';
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

  return (
    <Combobox<MapsPrediction>
      className={className}
      label={label}
      text={text}
      onTextChange={(next) => {
        typed.current = next;
        setText(next);
        onInput?.(next);
      }}
      loadOptions={async (q, signal) => {
        try {
          return await maps.autocomplete(q, { signal });
        } catch (failure) {
          if (!signal.aborted) console.warn('[curbside/ui] address suggestions failed', failure);
          throw failure;
        }
      }}
      canLoad={(q) => canSearch(q) && q === typed.current.trim()}
      optionKey={(prediction) => prediction.place_id}
      optionLabel={(prediction) => prediction.description}
      renderOption={(prediction) => (
        <span className="combobox-option-text">
          {prediction.structured_formatting.main_text}
          {prediction.structured_formatting.secondary_text && (
            <span className="combobox-option-secondary">{prediction.structured_formatting.secondary_text}</span>
          )}
        </span>
      )}
      onSelect={(prediction) => void choose(prediction)}
      busyLabel={busy ? 'Checking the address' : null}
      placeholder={placeholder ?? 'Start typing an address'}
      helpText={helpText}
      error={error}
      required={required}
      disabled={disabled}
      icon="geo-alt"
    />
  );
}
