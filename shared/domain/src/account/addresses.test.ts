import { describe, expect, it } from 'vitest';
import {
  FEED_ADDRESS_NOTE, addressDisplayName, canDeleteAddress, isFeedPlace, needsStreetNumber, validateAddress,
  type AddressForm,
} from './addresses.ts';

const valid: AddressForm = { place: { address: '1 Main St, Springfield' }, status: 'ValidPlace', placeType: 'Other', name: 'Gym', manualNameOrNumber: null };

describe('validateAddress (spec 000 §5 Address)', () => {
  const cases: { rule: string; form: Partial<AddressForm>; errors: Record<string, string> }[] = [
    { rule: 'accepts a valid named favorite', form: {}, errors: {} },
    { rule: 'refuses a missing place', form: { place: null }, errors: { address: 'Address is not valid' } },
    { rule: 'refuses a place with no address', form: { place: { address: '' } }, errors: { address: 'Address is not valid' } },
    { rule: 'refuses an invalid place', form: { status: 'InvalidPlace' }, errors: { address: 'Address is not valid' } },
    { rule: 'asks for the street number when the place lacks one', form: { status: 'MissingParams' }, errors: { manualNameOrNumber: 'Missing street number or building name' } },
    { rule: 'accepts a typed street number or building name', form: { status: 'MissingParams', manualNameOrNumber: '12B' }, errors: {} },
    { rule: 'requires a name for Other-type addresses', form: { name: '  ' }, errors: { name: 'Name is required' } },
    { rule: 'refuses the name Home', form: { name: 'Home' }, errors: { name: 'Name is not valid' } },
    { rule: 'refuses the name work in any case', form: { name: 'wOrK' }, errors: { name: 'Name is not valid' } },
    { rule: 'does not ask Home and Work addresses for a name', form: { placeType: 'Home', name: null }, errors: {} },
  ];
  it.each(cases)('$rule', ({ form, errors }) => {
    expect(validateAddress({ ...valid, ...form })).toEqual(errors);
  });
});

describe('addresses tab rules (spec 000 §2)', () => {
  it('capitalises the first letter of the saved name', () => {
    expect(addressDisplayName('my gym')).toBe('My gym');
  });

  it.each([
    { placeId: null, can: false },
    { placeId: 7, can: true },
    { placeId: 0, can: true },
  ])('allows delete for placeId $placeId: $can', ({ placeId, can }) => {
    expect(canDeleteAddress({ placeId })).toBe(can);
  });

  it('treats feed places as read-only, with the synced note', () => {
    expect(isFeedPlace({ source: 'feed' })).toBe(true);
    expect(isFeedPlace({ source: null })).toBe(false);
    expect(FEED_ADDRESS_NOTE).toBe('Part of the Information is synced with company records and cannot be edited');
  });

  it('reveals the street-number field only for MissingParams', () => {
    expect(needsStreetNumber('MissingParams')).toBe(true);
    expect(needsStreetNumber('ValidPlace')).toBe(false);
    expect(needsStreetNumber('InvalidPlace')).toBe(false);
  });
});
