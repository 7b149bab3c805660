import { describe, expect, it, vi } from 'vitest';
import { makeFirm, makeUser } from '../../shared/domain/src/test-support/entities.ts';
import { guardNavigation, type GuardDeps, type GuardSession } from './route-guard.ts';

type User = NonNullable<GuardSession['user']>;
const employee = makeUser();
const marshal = makeUser({ userRole: 'MARSHAL', isManageCarlineAllowed: true });
const firm = makeFirm({ firmPreferences: { carLine: true } });

function deps(session: GuardSession, loaded: User | null = null, mayHaveSession = false) {
  const stored: string[] = [];
  const loadSession = vi.fn(async (): Promise<GuardSession> => (loaded ? { isAuthenticated: true, user: loaded, firm } : signedOut));
  const d: GuardDeps = { session: () => session, loadSession, mayHaveSession: () => mayHaveSession, storeRedirect: (p) => stored.push(p) };
  return { d, stored, loadSession };
}
const signedOut: GuardSession = { isAuthenticated: false, user: null, firm: null };
const signedIn = (user: User): GuardSession => ({ isAuthenticated: true, user, firm });
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
    const { d } = deps(signedIn(employee));
    expect(await guardNavigation(at('/reports', '?type=Dashboard&from=2024-01-01'), '/new-booking', d)).toEqual({
      kind: 'redirect',
      to: '/dashboard?type=Rides&from=2024-01-01',
    });
  });

  it('sends an unknown path to the root', async () => {
    const { d } = deps(signedIn(employee));
    expect(await guardNavigation(at('/no-such-page'), '/new-booking', d)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user opening /login straight from the address bar to / (000 §2)', async () => {
    const { d, loadSession } = deps(signedOut, employee, true);
    expect(await guardNavigation(at('/login'), null, d)).toEqual({ kind: 'redirect', to: '/' });
    expect(loadSession).toHaveBeenCalledOnce();
  });

  it('shows /login without asking the server when this browser holds no unexpired session (no 401 after logout)', async () => {
    const { d, loadSession } = deps(signedOut, employee, false);
    expect((await guardNavigation(at('/login'), null, d)).kind).toBe('allow');
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('shows /login when the stored session turns out to be over', async () => {
    const { d, loadSession } = deps(signedOut, null, true);
    expect((await guardNavigation(at('/login'), null, d)).kind).toBe('allow');
    expect(loadSession).toHaveBeenCalledOnce();
  });

  it('sends an employee typing a route their navigation does not offer to their landing route', async () => {
    const { d } = deps(signedIn(employee));
    expect(await guardNavigation(at('/admin-settings'), '/new-booking', d)).toEqual({ kind: 'redirect', to: '/new-booking' });
  });

  it('sends a marshal typing /new-booking mid-session to /manage-car-lines', async () => {
    const { d } = deps(signedIn(marshal));
    expect(await guardNavigation(at('/new-booking'), '/manage-bookings', d)).toEqual({ kind: 'redirect', to: '/manage-car-lines' });
  });

  it('leaves the route to the server when the firm could not be loaded', async () => {
    const { d } = deps({ isAuthenticated: true, user: employee, firm: null });
    expect((await guardNavigation(at('/admin-settings'), '/new-booking', d)).kind).toBe('allow');
  });
});
