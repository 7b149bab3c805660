import { useState } from 'react';
import type { PlaceValidationStatus } from '@curbside/contracts';
import type { AddressSelection } from '@curbside/ui';

/** The address a form holds: the text in the box, the validated place (none while typing) and its status. */
export interface AddressDraft<P> {
  text: string;
  place: P | null;
  status: PlaceValidationStatus | null;
}

/**
 * The state behind an AddressInput: typing drops the chosen place (it no longer holds), choosing a
 * suggestion keeps `toPlace` of it with the server's validation status (spec 000 §3, §5 Address).
 * `onEdit` hears both (the form clears its message, or sets the status's own).
 */
export function useAddressDraft<P>(
  initial: AddressDraft<P>,
  toPlace: (selection: AddressSelection) => P | null,
  onEdit: (selection: AddressSelection | null) => void,
) {
  const [draft, setDraft] = useState(initial);
  const input = {
    value: draft.text,
    onInput: (typed: string) => {
      setDraft({ text: typed, place: null, status: null });
      onEdit(null);
    },
    onSelect: (selection: AddressSelection) => {
      setDraft({ text: selection.text, place: toPlace(selection), status: selection.validation.status });
      onEdit(selection);
    },
  };
  return { ...draft, input, reset: setDraft };
}
