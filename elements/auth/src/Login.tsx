import { useEffect, useState } from 'react';
import { useHost } from '@curbside/ui';
import { useNavigate } from './auth-actions.ts';
import type { LoginProps } from './login.contract.ts';
import { modeFromPath, resolveMode, type LoginMode } from './login-logic.ts';
import { ConcurSignupView } from './views/ConcurSignupView.tsx';
import { SignInView } from './views/SignInView.tsx';
import { SignupView } from './views/SignupView.tsx';

/**
 * curb-login's root: the `mode` attribute picks the view (the root config sets it per route);
 * without it the page path does. Changing the attribute, or the path changing to one of the
 * three auth routes (Back and Forward included), switches the view.
 */
export function Login({ mode }: LoginProps) {
  const host = useHost();
  const navigate = useNavigate();
  const [view, setView] = useState<LoginMode>(() => resolveMode(host.getAttribute('mode'), location.pathname));

  // The attribute changed (the host routes by setting it).
  useEffect(() => {
    setView(resolveMode(host.getAttribute('mode'), location.pathname));
  }, [host, mode]);

  // The page moved to /login, /signup or /concur-signup while this element stayed on the page.
  useEffect(() => {
    const follow = () => {
      const fromPath = modeFromPath(location.pathname);
      if (fromPath) setView(fromPath);
    };
    window.addEventListener('popstate', follow);
    window.addEventListener('single-spa:routing-event', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('single-spa:routing-event', follow);
    };
  }, []);

  const go = (target: LoginMode, path: '/login' | '/signup') => {
    navigate(path);
    setView(target);
  };

  if (view === 'signup') return <SignupView onBackToSignIn={() => go('login', '/login')} />;
  if (view === 'concur-signup') return <ConcurSignupView onBackToSignIn={() => go('login', '/login')} />;
  return <SignInView onCreateAccount={() => go('signup', '/signup')} />;
}
