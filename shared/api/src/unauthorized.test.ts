import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultUnauthorizedRedirect, unauthorizedRedirectTarget } from './unauthorized.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the 401 redirect (000 §4)', () => {
  it.each([
    [{ type: 'sso', ssoUrl: 'https://idp.example.com/start' }, 'https://idp.example.com/start'],
    [{ type: 'sso', ssoUrl: null }, '/login'],
    [{ type: 'otp', ssoUrl: 'https://idp.example.com/start' }, '/login'],
    [null, '/login'],
  ])('sends %j to %s', (authState, target) => {
    expect(unauthorizedRedirectTarget(authState)).toBe(target);
    const navigate = vi.fn();
    vi.stubGlobal('location', { pathname: '/bookings' });
    defaultUnauthorizedRedirect(authState, navigate);
    expect(navigate).toHaveBeenCalledWith(target);
  });
});
