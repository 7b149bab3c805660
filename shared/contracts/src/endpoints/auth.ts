import { z } from 'zod';
import { endpointGroup, route } from '../endpoint.ts';
import { LoginCompleteResponseSchema, LoginInitiateResponseSchema } from '../entities/auth.ts';

// spec 000 §7 Authentication
export const authEndpoints = endpointGroup('auth', {
  register: route('POST /auth/register', {
    access: 'public', summary: 'Self-onboarding registration by work email',
    body: z.object({ email: z.email(), firstName: z.string().min(1), lastName: z.string().min(1) }),
    response: LoginInitiateResponseSchema,
  }),
  loginInitiate: route('POST /auth/login/initiate', {
    access: 'public', summary: 'Start sign-in with an email (OTP) or a firm code (SSO)',
    body: z.union([z.object({ email: z.email() }), z.object({ firmCode: z.string().min(1) })]),
    response: LoginInitiateResponseSchema,
  }),
  loginComplete: route('POST /auth/login/complete', {
    access: 'public', summary: 'Finish OTP sign-in with the emailed code',
    body: z.object({ guid: z.string().min(1), password: z.string().min(1) }), response: LoginCompleteResponseSchema,
  }),
  loginSso: route('POST /auth/login/sso', {
    access: 'public', summary: 'Finish SSO sign-in with the identity provider session',
    body: z.object({ guid: z.string().min(1), sessionId: z.string().min(1) }), response: LoginCompleteResponseSchema,
  }),
  logout: route('POST /auth/logout', { access: 'public', summary: 'Sign out' }),
  loginAs: route('POST /users/login/:id/switch', {
    summary: 'Login as another user (id = userLoginPermissionId)', response: LoginCompleteResponseSchema,
  }),
  refreshToken: route('POST /users/refreshToken', {
    summary: 'Refresh the session token', response: LoginCompleteResponseSchema,
  }),
  concurSignup: route('POST /concur/signup', {
    access: 'public', summary: 'Expense-system signup',
    body: z.object({ signupCode: z.string().min(1), username: z.string().min(1), requestToken: z.string().min(1), userId: z.string().min(1) }),
  }),
});
