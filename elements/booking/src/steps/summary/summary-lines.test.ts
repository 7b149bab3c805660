import { describe, expect, it } from 'vitest';
import type { AddressStop } from '@curbside/contracts';
import { card } from '../car/test-data.ts';
import {
  costAllocationRows, flightText, paymentText, pickupWhenText, placeLines, purposeText, reservationTypeText,
} from './summary-lines.ts';

function airport(overrides: Partial<AddressStop> = {}): AddressStop {
  return {
    place: { googlePlaceId: 'gp-jfk', iataCode: 'JFK', displayName: 'John F. Kennedy International Airport', address: 'Queens, NY 11430, USA' },
    placeValidationStatus: 'ValidPlace', addressType: 'AIRPORT',
    flight: { isCommercial: true, flightCode: 'BA117', flightInfo: null, terminal: '7', airportTerminals: [] },
    specialAccommodations: null, stopType: 'pickup',
    ...overrides,
  };
}

describe('pickupWhenText', () => {
  it("says ASAP for an ASAP pickup", () => {
    expect(pickupWhenText({ isAsap: true, date: null, time: null, pickUpAddress: null }, null)).toBe('ASAP');
  });

  it("shows the date and time in the user's formats (001 §9)", () => {
    const state = { isAsap: false, date: '2030-05-06', time: '17:05', pickUpAddress: null };
    expect(pickupWhenText(state, { dateFormat: 'US', timeFormat: '12Hours' })).toBe('05/06/2030 5:05 PM');
    expect(pickupWhenText(state, { dateFormat: 'GB', timeFormat: '24Hours' })).toBe('06/05/2030 17:05');
    expect(pickupWhenText(state, null)).toBe('2030-05-06 17:05');
  });

  it("names the pickup's zone as it is on that day, daylight saving time included", () => {
    const pickUpAddress = {
      place: { googlePlaceId: 'gp-1', timezone: 'America/New_York', timezoneAbbreviation: 'EST' },
      placeValidationStatus: 'ValidPlace' as const, addressType: 'SPECIFIC_ADDRESS' as const, flight: null, specialAccommodations: null, stopType: 'pickup' as const,
    };
    expect(pickupWhenText({ isAsap: false, date: '2030-05-06', time: '09:05', pickUpAddress }, { dateFormat: 'US', timeFormat: '12Hours' }))
      .toBe('05/06/2030 9:05 AM EDT');
    expect(pickupWhenText({ isAsap: false, date: '2030-01-06', time: '09:05', pickUpAddress }, { dateFormat: 'US', timeFormat: '12Hours' }))
      .toBe('01/06/2030 9:05 AM EST');
  });
});

describe('the route', () => {
  it('names an airport with its code and shows the flight and terminal', () => {
    expect(placeLines(airport())).toEqual({ title: 'John F. Kennedy International Airport (JFK)', detail: 'Queens, NY 11430, USA' });
    expect(flightText(airport())).toBe('Flight BA117 · Terminal 7');
  });

  it('adds the street number or building name typed for a place that lacked one', () => {
    const place = { googlePlaceId: 'gp-1', displayName: 'Main Street', address: 'Main Street, Springfield', manualNameOrNumber: '12B' };
    expect(placeLines({ ...airport(), place, addressType: 'SPECIFIC_ADDRESS', flight: null }).detail).toBe('12B, Main Street, Springfield');
  });

  it('names the reservation types', () => {
    expect(reservationTypeText({ reservationType: 'regular', timeJobHours: null })).toBe('One way');
    expect(reservationTypeText({ reservationType: 'asDirected', timeJobHours: null })).toBe('As directed');
    expect(reservationTypeText({ reservationType: 'timeJob', timeJobHours: 3 })).toBe('Hourly, 3 hours');
  });
});

describe('payment and billing', () => {
  it('names the card, or the company', () => {
    expect(paymentText({ paymentOption: 'CC', creditCard: card(2, '2031-01-01'), billCompany: false }, 'SG2')).toBe('Visa •••• 4002');
    expect(paymentText({ paymentOption: 'DB', creditCard: null, billCompany: false }, 'SG2')).toBe('Bill to company');
    expect(paymentText({ paymentOption: null, creditCard: null, billCompany: true }, 'FN')).toBe('Bill to company');
  });

  it('names the purpose of journey and the cost allocations by the firm', () => {
    const firm = {
      purposeOfJourney: [{ firmPurposeOfJourneyId: 4, code: 'CLIENT', displayName: 'Client meeting', type: 'business', specificData: null }],
      costAllocations: [{ costAllocationType: 'Cost Center' as const, displayName: 'Cost centre', isMandatory: true, isHidden: false, isReadOnly: false, allowManual: false, initialCodes: [] }],
    };
    expect(purposeText(4, firm)).toBe('Client meeting');
    expect(purposeText(null, firm)).toBeNull();
    expect(costAllocationRows([
      { costAllocationType: 'Cost Center', codeValue: 'CC-100', description: 'Sales', costAllocationCodeId: 1 },
      { costAllocationType: 'Project Code', codeValue: 'P-7', description: null, costAllocationCodeId: 2 },
      { costAllocationType: 'Department', codeValue: ' ', description: null, costAllocationCodeId: 3 },
    ], firm)).toEqual([
      { label: 'Cost centre', value: 'CC-100 – Sales' },
      { label: 'Project Code', value: 'P-7' },
    ]);
  });
});
