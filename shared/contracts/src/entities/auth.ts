import { z } from 'zod';
import { fields } from '../fields.ts';
import { AuthTypeSchema, SupportSubjectSchema, TourTypeSchema } from './enums.ts';
import { boundedText } from '../text-limits.ts';

/** Auth state (000 §3). */
export const AuthStateSchema = z.object({
  isAuthenticated: z.boolean(),
  ...fields(['redirectPath', 'email', 'guid'], z.string().nullable()),
  selfOnboarding: z.boolean(),
  type: AuthTypeSchema.nullable(),
  ssoUrl: z.string().nullable(),
});
export type AuthState = z.infer<typeof AuthStateSchema>;

/** POST /auth/login/initiate answer: which way the user signs in next. */
export const LoginInitiateResponseSchema = z.object({
  guid: z.string(),
  type: AuthTypeSchema,
  /** For type sso: where the identity provider page is. */
  ssoUrl: z.string().nullable(),
  selfOnboarding: z.boolean(),
});

/** POST /auth/login/complete and /auth/login/sso answer (000 §7). */
export const LoginCompleteResponseSchema = z.object({
  expiresAtEpoch: z.number().int(),
  /** Present only in non-secure mode; in secure mode the JWT is an HttpOnly cookie. */
  token: z.string().nullable(),
});
export type LoginCompleteResponse = z.infer<typeof LoginCompleteResponseSchema>;

export const SupportTicketSchema = z.object({
  subject: SupportSubjectSchema,
  message: boundedText('message').trim().min(3, 'Please add more details'),
});

export const TourStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  attachTo: z.string().nullable(),
  ...fields(['isFirstStep', 'isCompleted'], z.boolean().default(false)),
});
export type TourStep = z.infer<typeof TourStepSchema>;
export const NextTourResponseSchema = z.object({
  tourTypeToShow: TourTypeSchema.nullable(),
  tourTypeToShowSeen: z.boolean(),
});

export const ActivityLogSchema = z.object({
  uiSessionId: z.string(),
  userActivityType: z.string(),
  page: z.string(),
  activityMetaData: z.unknown().optional(),
  userTimezone: z.string(),
  activityError: z.string().nullable().optional(),
  userEnvMetaData: z.unknown().optional(),
  isSuccess: z.boolean(),
  screen: z.string().optional(),
});
