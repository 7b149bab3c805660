import { z } from 'zod';
import { route } from '../endpoint.ts';
import {
  OutstandingEmailSchema, OutstandingPageSchema, OutstandingQuerySchema, RideCardChangeSchema, RideEmailSchema,
} from '../entities/outstanding.ts';

// spec 001 §7 Reports and receipts: the outstanding charges' calls (issue 15), rows of the reports group.
export const outstandingEndpoints = {
  outstanding: route('GET /rides/outstanding', {
    summary: 'Outstanding charges', query: OutstandingQuerySchema, response: OutstandingPageSchema, access: 'superadmin',
  }),
  convertToDirectBill: route('POST /rides/outstanding/:id/convertToDirectBill', {
    summary: 'Bill an outstanding ride to the company', access: 'superadmin', idempotent: true,
  }),
  outstandingEmail: route('POST /rides/outstanding/emails', {
    summary: 'Email about an outstanding charge', body: OutstandingEmailSchema, response: RideEmailSchema, access: 'superadmin', idempotent: true,
  }),
  rideEmails: route('GET /rides/:id/emails', {
    summary: 'Emails sent about a ride', response: z.array(RideEmailSchema), access: 'superadmin',
  }),
  rideChangeCard: route('POST /rides/:id/creditcards', {
    summary: "Change a ride's card", body: RideCardChangeSchema, access: 'superadmin', idempotent: true,
  }),
};
