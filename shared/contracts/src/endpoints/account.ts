import { z } from 'zod';
import { endpointGroup, queryInt, queryNumber, route } from '../endpoint.ts';
import { CostAllocationCodeSchema, NewCostAllocationSchema } from '../entities/costAllocation.ts';
import { CostAllocationTypeSchema } from '../entities/enums.ts';
import {
  AddressValidationRequestSchema, AddressValidationResultSchema, PlaceDetailSchema, TimezoneResultSchema,
} from '../entities/place.ts';
import { PreferencesResponseSchema, PreferencesUpdateSchema } from '../entities/preferences.ts';
import { CarProviderSchema } from '../entities/coverage.ts';
import { PassengerSchema } from '../entities/reservation.ts';
import { ContactInfoSchema, UserSettingsSchema } from '../entities/user.ts';

// spec 000 §7 Users (one employee's account), places; 001 §7 Cost allocations, Places
export const accountEndpoints = endpointGroup('account', {
  passengers: route('GET /users/passengers', {
    summary: 'Passenger search for the booking stepper (q text, p page)',
    query: z.object({ q: z.string().optional(), p: queryInt.min(0).optional() }), response: z.array(PassengerSchema),
  }),
  recentPassengers: route('GET /users/recent-passengers', {
    summary: 'Passengers the user booked for lately', response: z.array(PassengerSchema),
  }),
  carProviders: route('GET /users/car-providers', {
    summary: 'Car providers and their coverage (coverage map)', response: z.array(CarProviderSchema),
  }),
  deleteUser: route('POST /users/:id/delete', {
    summary: 'Delete an employee', body: z.object({ source: z.string().nullish() }),
  }),
  account: route('GET /users/:id/account', {
    summary: 'Everything the Manage account dialog shows (the preferences response of 000 §3)',
    response: PreferencesResponseSchema,
  }),
  contactInfo: route('POST /users/:id/contactInfo', {
    summary: 'Save employee details', body: z.object({ contactInformation: ContactInfoSchema }),
    // Designed: the saved contact information.
    response: ContactInfoSchema,
  }),
  preferences: route('POST /users/:id/preferences', {
    summary: 'Save format, notification and booking preferences', body: PreferencesUpdateSchema,
    // Designed: the settings as saved.
    response: UserSettingsSchema,
  }),
  preferencesNote: route('GET /users/:id/preferences/note', {
    summary: 'The booking preferences text', response: z.object({ preferencesNote: z.string().nullable() }),
  }),
  savePlace: route('POST /users/:id/places', {
    summary: 'Save a Home, Work or favorite address', body: z.object({ userPlace: PlaceDetailSchema }),
    // Designed: the saved place with its placeId.
    response: PlaceDetailSchema,
  }),
  removePlace: route('POST /users/:id/places/:placeId/remove', { summary: 'Delete a saved address' }),
  costAllocations: route('GET /users/:id/costAllocations', {
    summary: 'Search cost allocation codes of a type (from 3 typed characters, 2 for Location and Department)',
    query: z.object({ type: CostAllocationTypeSchema, code: z.string().optional() }), response: z.array(CostAllocationCodeSchema),
  }),
  addCostAllocation: route('POST /users/:id/costAllocation', {
    summary: 'Add a manual cost allocation code', body: NewCostAllocationSchema,
    response: z.object({ costAllocationId: z.number().int() }),
  }),
  validatePlace: route('POST /places/validate', {
    summary: 'Validate an address picked from the maps service',
    body: AddressValidationRequestSchema, response: AddressValidationResultSchema,
  }),
  placeTimezone: route('GET /places/timezone', {
    summary: 'Timezone at a point',
    query: z.object({ latitude: queryNumber.min(-90).max(90), longitude: queryNumber.min(-180).max(180) }),
    response: TimezoneResultSchema,
  }),
});
