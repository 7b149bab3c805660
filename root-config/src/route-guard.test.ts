import { describe, expect, it, vi } from 'vitest';
import { guardNavigation, type GuardDeps, type GuardSession } from './route-guard.ts';

type User = NonNullable<GuardSession['user']>;
const employee = { userRole: 'STANDARD' } as User;
const marshal = { userRole: 'MARSHAL' } as User;

function deps(session: GuardSession, loaded: User | null = null) {
  const stored: string[] = [];
  const loadSession = vi.fn(async () => loaded);
  const d: GuardDeps = { session: () => session, loadSession, storeRedirect: (p) => stored.push(p) };
  return { d, stored, loadSession };
}
const signedOut: GuardSession = { isAuthenticated: false, user: null };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardNavigation', () => {
  it('sends / to /new-booking without loading the session', async () => {
    const { d, loadSession } = deps(signedOut);
    expect(await guardNavigation(at('/'), null, d)).toEqual({ kind: 'redirect', to: '/new-booking' });
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('loads the session on an authenticated route and allows it when the user is signed in', async () => {
    const { d, loadSession } = deps(signedOut, employee);
    const result = await guardNavigation(at('/receipts'), null, d);
    expect(loadSession).toHaveBeenCalledOnce();
    expect(result.kind).toBe('allow');
  });

  it('stores the intended path with its query and goes to /login when the user is not signed in', async () => {
    const { d, stored } = deps(signedOut, null);
    expect(await guardNavigation(at('/manage-bookings', '?tab=history'), null, d)).toEqual({ kind: 'redirect', to: '/login' });
    expect(stored).toEqual(['/manage-bookings?tab=history']);
  });

  it('shows /login to a signed-out user without storing it as the redirect', async () => {
    const { d, stored } = deps(signedOut, null);
    expect((await guardNavigation(at('/login'), null, d)).kind).toBe('allow');
    expect(stored).toEqual([]);
  });

  it('sends a marshal entering the app to /manage-car-lines', async () => {
    const { d } = deps(signedOut, marshal);
    expect(await guardNavigation(at('/manage-bookings'), null, d)).toEqual({ kind: 'redirect', to: '/manage-car-lines' });
  });

  it('redirects /reports?type=Dashboard to /dashboard with type=Rides, keeping the other parameters', async () => {
    const { d } = deps({ isAuthenticated: true, user: employee });
    expect(await guardNavigation(at('/reports', '?type=Dashboard&from=2024-01-01'), '/new-booking', d)).toEqual({
      kind: 'redirect',
      to: '/dashboard?type=Rides&from=2024-01-01',
    });
  });

  it('sends an unknown path to the root', async () => {
    const { d } = deps({ isAuthenticated: true, user: employee });
    expect(await guardNavigation(at('/no-such-page'), '/new-booking', d)).toEqual({ kind: 'redirect', to: '/' });
  });
});
