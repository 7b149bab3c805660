import type { AddressPlace, Place, PlaceValidationStatus } from '@curbside/contracts';

// spec 000 §2 Addresses tab, §4 Address, §5 Address

/** The inline messages of 000 §5 Address, quoted exactly. */
export const ADDRESS_ERRORS = {
  addressNotValid: 'Address is not valid',
  missingStreetNumber: 'Missing street number or building name',
  nameRequired: 'Name is required',
  nameNotValid: 'Name is not valid',
} as const;

/** spec 000 §2: the note on addresses synced from company records. */
export const FEED_ADDRESS_NOTE = 'Part of the Information is synced with company records and cannot be edited';

/** spec 000 §2: the label of the field shown when a place lacks a street number. */
export const STREET_NUMBER_FIELD_LABEL = 'Street number or building name';

/** Names an Other-type address may not take (000 §5), compared case-insensitively. */
const RESERVED_ADDRESS_NAMES = ['home', 'work'];

/** spec 000 §4: a place with MissingParams reveals the manual street-number field. */
export function needsStreetNumber(status: PlaceValidationStatus | null | undefined): boolean {
  return status === 'MissingParams';
}

export interface AddressForm {
  place: Pick<AddressPlace, 'address'> | null | undefined;
  /** The validation status from POST /places/validate; absent until validated. */
  status: PlaceValidationStatus | null | undefined;
  placeType: Place['placeType'];
  name: string | null | undefined;
  manualNameOrNumber: string | null | undefined;
}

export type AddressField = 'address' | 'manualNameOrNumber' | 'name';

/**
 * spec 000 §5 Address: the address must be there and valid; a place lacking a street number
 * needs 'Street number or building name'; an Other-type address needs a name that is not
 * Home or Work (any case). Home and Work names are fixed, so they are not checked.
 */
export function validateAddress({ place, status, placeType, name, manualNameOrNumber }: AddressForm): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  if (!place || !place.address?.trim() || status === 'InvalidPlace') errors.address = ADDRESS_ERRORS.addressNotValid;
  else if (needsStreetNumber(status) && !manualNameOrNumber?.trim()) errors.manualNameOrNumber = ADDRESS_ERRORS.missingStreetNumber;
  if (placeType === 'Other') {
    const trimmed = name?.trim() ?? '';
    if (!trimmed) errors.name = ADDRESS_ERRORS.nameRequired;
    else if (RESERVED_ADDRESS_NAMES.includes(trimmed.toLowerCase())) errors.name = ADDRESS_ERRORS.nameNotValid;
  }
  return errors;
}

/** spec 000 §5: an address name is saved with the first letter capitalised. */
export function addressDisplayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** spec 000 §2: Delete is disabled until a placeId exists. */
export function canDeleteAddress(place: Pick<Place, 'placeId'> | null | undefined): boolean {
  return place?.placeId !== null && place?.placeId !== undefined;
}

/** spec 000 §2: addresses whose source is 'feed' are read-only (show FEED_ADDRESS_NOTE). */
export function isFeedPlace(place: Pick<Place, 'source'> | null | undefined): boolean {
  return place?.source?.trim().toLowerCase() === 'feed';
}
