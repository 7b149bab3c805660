import { commonAttributes } from '@curbside/ui';
import type { ElementContract } from '@curbside/ui';
import type { LoginMode } from './login-logic.ts';

/** How the user signed in. */
export type SignInMethod = 'otp' | 'sso';

/** `event.detail` of each event curb-login fires. */
export interface LoginEvents {
  'curb-auth-signed-in': { method: SignInMethod };
  'curb-navigate': { path: string };
}

/** The props curb-login's component receives (the common ones plus `mode`). */
export interface LoginProps {
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
  mode: LoginMode | string;
}

/**
 * Sign-in, self-onboarding signup and expense-account (Concur) signup for Curbside
 * (spec 000 §2 /login, /signup, /concur-signup; §4 Authentication; §7 Authentication calls).
 *
 * @tag curb-login
 * @attr {'login' | 'signup' | 'concur-signup'} mode - Which view shows; when absent, the page path decides (/signup, /concur-signup), else 'login'.
 * @attr {string} api-base - Origin of the Curbside API; empty means the page's own origin.
 * @attr {string} api-key - API key sent as the x-api-key header.
 * @attr {string} theme - 'light' or 'dark' to force a theme; empty follows the user's dark mode setting.
 * @attr {string} locale - BCP 47 locale for formatting.
 * @fires curb-auth-signed-in - { method: 'otp' | 'sso' } after a successful sign-in; the host navigates on.
 * @fires curb-navigate - { path: '/signup' | '/login' } when the user switches between sign-in and signup.
 * @csspart root - The theme wrapper inside the shadow root.
 * @csspart page - The full-size backdrop the card is centred on.
 * @csspart card - The card holding the brand, the heading and the form.
 * @csspart brand - The product mark and name above the heading.
 * @csspart heading - The view's heading.
 * @csspart form - The form of the current step.
 * @csspart error - An inline error message.
 * @csspart footer - The link to the other view (create an account, back to sign in).
 * @cssprop --curb-login-max-width - Card width limit (default 420px).
 * @cssprop --curb-login-min-height - Minimum height of the backdrop (default 100vh).
 * @cssprop --curb-login-background - Backdrop colour behind the card.
 * @cssprop --curb-login-card-background - Card colour.
 * @cssprop --curb-login-accent - Colour of the mark, the primary button and links.
 */
export const loginContract = {
  tag: 'curb-login',
  version: '0.1.0',
  summary: 'Sign-in by email one-time code or firm single sign-on, self-onboarding signup and expense-account signup.',
  attributes: {
    ...commonAttributes,
    mode: {
      prop: 'mode',
      type: 'string',
      default: 'login',
      description:
        "'login' | 'signup' | 'concur-signup': which view shows. When the attribute is absent the page path decides (/signup, /concur-signup), else 'login'.",
    },
  },
  events: {
    'curb-auth-signed-in': {
      description: 'The user signed in (one-time code or SSO return); the session store is marked authenticated. The host navigates to the stored redirect path.',
      detail: "{ method: 'otp' | 'sso' }",
    },
    'curb-navigate': {
      description: "The user asked for the other view: 'Create an account' (/signup) or 'Back to sign in' (/login).",
      detail: '{ path: string }',
    },
  },
  cssParts: {
    page: 'The full-size backdrop the card is centred on.',
    card: 'The card holding the brand, the heading and the form.',
    brand: 'The product mark and name above the heading.',
    heading: "The view's heading.",
    form: 'The form of the current step.',
    error: 'An inline error message.',
    footer: 'The link to the other view (create an account, back to sign in).',
  },
  cssProperties: {
    '--curb-login-max-width': 'Card width limit (default 420px).',
    '--curb-login-min-height': 'Minimum height of the backdrop (default 100vh).',
    '--curb-login-background': 'Backdrop colour behind the card (default the theme neutral-50 / neutral-0 in dark).',
    '--curb-login-card-background': 'Card colour (default the theme neutral-0 / neutral-50 in dark).',
    '--curb-login-accent': 'Colour of the mark, the primary button and links (default the theme primary-700; primary-600 in dark).',
  },
} as const satisfies ElementContract;
