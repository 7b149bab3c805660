import { z } from 'zod';
import { endpointGroup, queryBoolean, route } from '../endpoint.ts';
import { ActivityLogSchema, NextTourResponseSchema, SupportTicketSchema } from '../entities/auth.ts';
import { TourTypeSchema } from '../entities/enums.ts';
import { ServiceAreaSchema } from '../entities/coverage.ts';
import { CountrySchema, FirmSchema } from '../entities/firm.ts';
import { FirmDocumentSchema, UserDataSchema, UserSummarySchema } from '../entities/user.ts';

// spec 000 §7 Users (session context, documents, support, tours)
export const userContextEndpoints = endpointGroup('users', {
  userData: route('GET /users/userData', { summary: 'The signed-in user, settings and login permissions', response: UserDataSchema }),
  firmData: route('GET /users/firmData', { summary: "The user's firm", response: FirmSchema }),
  language: route('GET /users/language', {
    summary: 'Language kit (cached after first load)',
    response: z.object({ locale: z.string(), messages: z.record(z.string(), z.string()) }),
  }),
  countries: route('GET /users/countries', { summary: 'Countries with currencies', response: z.array(CountrySchema) }),
  serviceAreas: route('GET /users/service-areas', { summary: 'Service areas (once, cached)', response: z.array(ServiceAreaSchema) }),
  searchUsers: route('GET /users', {
    summary: 'Employee search (debounced), own firm only',
    query: z.object({
      q: z.string().min(1),
      includeAdmin: queryBoolean.optional(),
      includeSelf: queryBoolean.optional(),
    }),
    response: z.array(UserSummarySchema),
  }),
  documents: route('GET /users/documents', {
    summary: "Firm documents by type (e.g. the personal data disclaimer); 'BroadcastNote': the firm's active broadcast note, if any",
    query: z.object({ type: z.enum(['PersonalDataDisclaimer', 'TermsOfUse', 'PrivacyPolicy', 'BroadcastNote']) }),
    response: z.array(FirmDocumentSchema),
  }),
  acceptDocument: route('POST /users/documents/:id/accept', { summary: 'Accept a firm document (I Agree)' }),
  signSelfOnboarding: route('POST /users/documents/selfOnBoarding/sign', { summary: 'Sign the self-onboarding terms' }),
  supportHelp: route('POST /users/support/help', { summary: 'Send a support ticket', body: SupportTicketSchema }),
  seenTour: route('POST /users/seen-tour', { summary: 'Mark a tour seen', body: z.object({ seenTourType: TourTypeSchema }) }),
  nextTour: route('GET /users/next-tour', { summary: 'The tour the server wants shown next', response: NextTourResponseSchema }),
  activityLog: route('POST /user-activity/logs', { summary: 'Activity log (failures ignored)', body: ActivityLogSchema }),
});
