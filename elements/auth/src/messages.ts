import { CONTACT_ERRORS } from '@curbside/domain';

/** The texts curb-login shows, one place (spec 000 §5 for the validation messages). */
export const TEXT = {
  product: 'Curbside',
  signInHeading: 'Sign in',
  signupHeading: 'Create your account',
  concurHeading: 'Connect your expense account',
  addressLabel: 'Email or firm code',
  addressHelp: 'Use your work email, or your company’s firm code for single sign-on.',
  continue: 'Continue',
  createAccount: 'Create an account',
  noAccount: 'New to Curbside?',
  backToSignIn: 'Back to sign in',
  codeLabel: 'One-time code',
  signIn: 'Sign in',
  differentAddress: 'Use a different address',
  firstName: 'First name',
  lastName: 'Last name',
  workEmail: 'Work email',
  createAccountButton: 'Create account',
  completeSignup: 'Complete signup',
  concurIncomplete: 'This signup link is incomplete.',
  concurConnected: 'Your expense account is connected.',
  concurIntro: 'Finish linking your expense account to Curbside.',
  ssoSigningIn: 'Signing you in…',
  redirectingToSso: 'Taking you to your company’s sign-in page…',
  /** spec 000 §5, from the one place the domain keeps it. */
  required: CONTACT_ERRORS.required,
  /** spec 000 §5, from the one place the domain keeps it. */
  emailNotValid: CONTACT_ERRORS.emailNotValid,
} as const;

/** 'We sent a one-time code to {email}'. */
export function codeSentTo(email: string): string {
  return `We sent a one-time code to ${email}`;
}
