import { useCallback } from 'react';
import { sessionStore } from '@curbside/state';
import { useEmit } from '@curbside/ui';
import type { LoginEvents, SignInMethod } from './login.contract.ts';

/**
 * spec 000 §4 'Login sets the flag and navigates to the redirect path': the flag is set here,
 * the host (the root config) hears `curb-auth-signed-in` and navigates. The API client has
 * already stored the login answer (expiry, and the token in non-secure mode).
 */
export function useSignedIn(): (method: SignInMethod) => void {
  const emit = useEmit<LoginEvents>();
  return useCallback(
    (method: SignInMethod) => {
      sessionStore.getState().setAuthenticated(true);
      emit('curb-auth-signed-in', { method });
    },
    [emit],
  );
}

/** 'Create an account' and 'Back to sign in': the host routes; the element also switches at once. */
export function useNavigate(): (path: '/login' | '/signup') => void {
  const emit = useEmit<LoginEvents>();
  return useCallback((path: '/login' | '/signup') => void emit('curb-navigate', { path }), [emit]);
}
