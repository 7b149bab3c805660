export { loginContract, type LoginEvents, type LoginProps, type SignInMethod } from './login.contract.ts';
export {
  classifyAddress, isValidEmail, modeFromPath, parseMode, readConcurSignup, readSsoReturn, resolveMode,
  validateSignup, withoutSsoParams, LOGIN_MODES, type LoginMode,
} from './login-logic.ts';
export { signupDraft } from './signup-draft.ts';
