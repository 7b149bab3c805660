import { z } from 'zod';
import { endpoint, queryBoolean } from '../endpoint.ts';
import { ActivityLogSchema, NextTourResponseSchema, SupportTicketSchema } from '../entities/auth.ts';
import { TourTypeSchema } from '../entities/enums.ts';
import { CountrySchema, FirmSchema, ServiceAreaSchema } from '../entities/firm.ts';
import { FirmDocumentSchema, UserDataSchema, UserSummarySchema } from '../entities/user.ts';

// spec 000 §7 Users (session context, documents, support, tours)
export const userContextEndpoints = {
  userData: endpoint({ method: 'GET', path: '/users/userData', summary: 'The signed-in user, settings and login permissions', response: UserDataSchema }),
  firmData: endpoint({ method: 'GET', path: '/users/firmData', summary: "The user's firm", response: FirmSchema }),
  language: endpoint({
    method: 'GET', path: '/users/language', summary: 'Language kit (cached after first load)',
    response: z.object({ locale: z.string(), messages: z.record(z.string(), z.string()) }),
  }),
  countries: endpoint({ method: 'GET', path: '/users/countries', summary: 'Countries with currencies', response: z.array(CountrySchema) }),
  serviceAreas: endpoint({ method: 'GET', path: '/users/service-areas', summary: 'Service areas (once, cached)', response: z.array(ServiceAreaSchema) }),
  searchUsers: endpoint({
    method: 'GET', path: '/users', summary: 'Employee search (debounced), own firm only',
    query: z.object({
      q: z.string().min(1),
      includeAdmin: queryBoolean.optional(),
      includeSelf: queryBoolean.optional(),
    }),
    response: z.array(UserSummarySchema),
  }),
  documents: endpoint({
    method: 'GET', path: '/users/documents', summary: 'Firm documents by type (e.g. the personal data disclaimer)',
    query: z.object({ type: z.enum(['PersonalDataDisclaimer', 'TermsOfUse', 'PrivacyPolicy']) }),
    response: z.array(FirmDocumentSchema),
  }),
  acceptDocument: endpoint({
    method: 'POST', path: '/users/documents/:id/accept',
    summary: 'Accept a firm document (I Agree)',
  }),
  signSelfOnboarding: endpoint({
    method: 'POST', path: '/users/documents/selfOnBoarding/sign', summary: 'Sign the self-onboarding terms',
  }),
  supportHelp: endpoint({ method: 'POST', path: '/users/support/help', summary: 'Send a support ticket', body: SupportTicketSchema }),
  seenTour: endpoint({
    method: 'POST', path: '/users/seen-tour', summary: 'Mark a tour seen',
    body: z.object({ seenTourType: TourTypeSchema }),
  }),
  nextTour: endpoint({ method: 'GET', path: '/users/next-tour', summary: 'The tour the server wants shown next', response: NextTourResponseSchema }),
  activityLog: endpoint({
    method: 'POST', path: '/user-activity/logs', summary: 'Activity log (failures ignored)', body: ActivityLogSchema,
  }),
};
