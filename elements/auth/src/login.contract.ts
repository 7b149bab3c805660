import { NavigateDetail, cssPropertiesOf, hostTokenEvents, hostTokenProperties, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';
import { LOGIN_MODES } from './login-logic.ts';

/**
 * Sign-in, self-onboarding signup and expense-account (Concur) signup for Curbside (spec 000 §2
 * /login, /signup, /concur-signup; §4 Authentication; §7 Authentication calls).
 */
export const loginContract = {
  tag: 'curb-login',
  version: '0.1.0',
  summary: 'Sign-in by email one-time code or firm single sign-on, self-onboarding signup and expense-account signup.',
  attributes: {
    mode: {
      prop: 'mode',
      type: 'string',
      values: LOGIN_MODES,
      description: "Which view shows. When the attribute is absent the page path decides (/signup, /concur-signup), else 'login'.",
    },
  },
  properties: hostTokenProperties,
  events: {
    ...hostTokenEvents,
    'curb-auth-signed-in': {
      detail: z.object({ method: z.enum(['otp', 'sso']) }),
      description:
        'The user signed in (one-time code or SSO return); the session store is marked authenticated. The host navigates to the stored redirect path.',
    },
    'curb-navigate': {
      detail: NavigateDetail,
      description: "The user asked for the other view: 'Create an account' (/signup) or 'Back to sign in' (/login).",
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
  cssProperties: cssPropertiesOf('login', {
    'max-width': { default: '420px', description: 'Card width limit.' },
    'min-height': { default: '100vh', description: 'Minimum height of the backdrop.' },
    background: { description: 'Backdrop colour behind the card (default the theme neutral-50; neutral-0 in dark).' },
    'card-background': { description: 'Card colour (default the theme neutral-0; neutral-50 in dark).' },
    accent: { description: 'Colour of the mark, the primary button and links (default the theme primary-700; primary-600 in dark).' },
  }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-login fires. */
export type LoginEvents = EventDetails<typeof loginContract>;
/** How the user signed in. */
export type SignInMethod = LoginEvents['curb-auth-signed-in']['method'];
/** The props curb-login's component receives. */
export type LoginProps = ContractProps<typeof loginContract>;
