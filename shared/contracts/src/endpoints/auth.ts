import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LoginCompleteResponseSchema, LoginInitiateResponseSchema } from '../entities/auth.ts';

// spec 000 §7 Authentication
export const authEndpoints = {
  register: endpoint({
    method: 'POST', path: '/auth/register', access: 'public',
    summary: 'Self-onboarding registration by work email',
    body: z.object({ email: z.email(), firstName: z.string().min(1), lastName: z.string().min(1) }),
    response: LoginInitiateResponseSchema,
  }),
  loginInitiate: endpoint({
    method: 'POST', path: '/auth/login/initiate', access: 'public',
    summary: 'Start sign-in with an email (OTP) or a firm code (SSO)',
    body: z.union([z.object({ email: z.email() }), z.object({ firmCode: z.string().min(1) })]),
    response: LoginInitiateResponseSchema,
  }),
  loginComplete: endpoint({
    method: 'POST', path: '/auth/login/complete', access: 'public',
    summary: 'Finish OTP sign-in with the emailed code',
    body: z.object({ guid: z.string().min(1), password: z.string().min(1) }),
    response: LoginCompleteResponseSchema,
  }),
  loginSso: endpoint({
    method: 'POST', path: '/auth/login/sso', access: 'public',
    summary: 'Finish SSO sign-in with the identity provider session',
    body: z.object({ guid: z.string().min(1), sessionId: z.string().min(1) }),
    response: LoginCompleteResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', access: 'public', summary: 'Sign out' }),
  loginAs: endpoint({
    method: 'POST', path: '/users/login/:id/switch',
    summary: 'Login as another user (id = userLoginPermissionId)',
    response: LoginCompleteResponseSchema,
  }),
  refreshToken: endpoint({
    method: 'POST', path: '/users/refreshToken', summary: 'Refresh the session token',
    response: LoginCompleteResponseSchema,
  }),
  concurSignup: endpoint({
    method: 'POST', path: '/concur/signup', access: 'public', summary: 'Expense-system signup',
    body: z.object({ signupCode: z.string().min(1), username: z.string().min(1), requestToken: z.string().min(1), userId: z.string().min(1) }),
  }),
};
