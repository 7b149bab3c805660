import { describe, expect, it } from 'vitest';
import { accommodationNeeds, checkSpecialAccommodation } from './special-accommodations.ts';

describe('accommodationNeeds (the words of the request)', () => {
  it.each([
    ['Wheelchair user, needs a ramp', ['wheelchair']],
    ['two large suitcases and golf clubs', ['extraLuggage']],
    ['Booster seat for a 6 year old', ['childSeat']],
    ['wheel chair and a car seat', ['wheelchair', 'childSeat']],
    ['Please call on arrival', []],
    ['', []],
  ] as const)('%j -> %j', (text, needs) => {
    expect(accommodationNeeds(text)).toEqual(needs);
  });
});

describe('checkSpecialAccommodation (POST /chat/check-special-accommodation, designed rules)', () => {
  const check = (specialAccommodation: string, vehicleType: Parameters<typeof checkSpecialAccommodation>[0]['vehicleType']) =>
    checkSpecialAccommodation({ specialAccommodation, vehicleType, carProvider: 'Metro Black Car' });

  it('refuses a wheelchair in a sedan and takes it in a minivan', () => {
    expect(check('wheelchair', 'Sedan')).toEqual({ isCompatible: false, message: 'This sedan cannot take a wheelchair. Choose a minivan or a minibus.' });
    expect(check('wheelchair', 'Minivan')).toEqual({ isCompatible: true, message: 'Metro Black Car can meet this request with this minivan.' });
  });

  it('refuses extra luggage in a sedan-sized car and a child seat in a taxi', () => {
    expect(check('3 suitcases', 'Luxury').message).toBe('This luxury car has little room for extra luggage. Choose an SUV, a minivan or larger.');
    expect(check('3 suitcases', 'LargeSUV').isCompatible).toBe(true);
    expect(check('child seat', 'Taxi')).toEqual({ isCompatible: false, message: 'Taxis carry no child seats. Choose another car service.' });
  });

  it('passes any other request on to the driver', () => {
    expect(check('Quiet ride please', 'Sedan')).toEqual({ isCompatible: true, message: 'Metro Black Car passes this request on to the driver.' });
  });
});
