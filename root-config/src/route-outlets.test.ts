import { describe, expect, it } from 'vitest';
import { ROUTES, normalizePath } from '@curbside/domain';
import { availableRoutePaths, documentTitle, elementApplications, isApplicationActive, outletKind, showsShell } from './route-outlets.ts';

const apps = elementApplications(ROUTES);
const app = (tag: string) => {
  const found = apps.find((a) => a.tag === tag);
  if (!found) throw new Error(`no application for ${tag}`);
  return found;
};
const at = (url: string) => {
  const [pathname = '', query] = url.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};

describe('elementApplications', () => {
  it('registers one application per element, named after its tag', () => {
    const tags = apps.map((a) => a.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toContain('curb-booking');
    expect(tags).toContain('curb-login');
  });

  it('gives login, signup and concur-signup to curb-login', () => {
    expect(app('curb-login').paths).toEqual(['/login', '/signup', '/concur-signup']);
  });

  it('reuses the new-booking element for /manage-bookings/edit-booking', () => {
    expect(app('curb-booking').paths).toEqual(['/new-booking', '/manage-bookings/edit-booking']);
    expect(app('curb-bookings').paths).toEqual(['/manage-bookings']);
  });
});

describe('isApplicationActive', () => {
  it('is active on an approved path of its own', () => {
    expect(isApplicationActive(app('curb-booking'), at('/new-booking'), '/new-booking', normalizePath)).toBe(true);
  });

  it('keeps every element unmounted until the guards approve the URL', () => {
    expect(isApplicationActive(app('curb-booking'), at('/new-booking'), null, normalizePath)).toBe(false);
    expect(isApplicationActive(app('curb-booking'), at('/new-booking'), '/login', normalizePath)).toBe(false);
  });

  it('treats another query string as a URL still to approve', () => {
    expect(isApplicationActive(app('curb-reports'), at('/reports?type=Dashboard'), '/reports?type=Rides', normalizePath)).toBe(false);
    expect(isApplicationActive(app('curb-reports'), at('/reports?type=Rides'), '/reports?type=Rides', normalizePath)).toBe(true);
  });

  it('matches a trailing slash to its route', () => {
    expect(isApplicationActive(app('curb-receipts'), at('/receipts/'), '/receipts/', normalizePath)).toBe(true);
  });

  it('mounts nothing for an unknown path', () => {
    const active = apps.filter((a) => isApplicationActive(a, at('/nowhere'), '/nowhere', normalizePath));
    expect(active).toEqual([]);
  });
});

describe('outlets and the shell', () => {
  it('puts template routes in the shell and login, signup and concur-signup alone', () => {
    const outlets = Object.fromEntries(ROUTES.map((r) => [r.path, outletKind(r)]));
    expect(outlets['/login']).toBe('bare');
    expect(outlets['/signup']).toBe('bare');
    expect(outlets['/concur-signup']).toBe('bare');
    expect(outlets['/new-booking']).toBe('shell');
    expect(outlets['/map']).toBe('shell');
  });

  it('hides the shell when no route matches', () => {
    expect(showsShell(null)).toBe(false);
    expect(showsShell({ noTemplate: false })).toBe(true);
    expect(showsShell({ noTemplate: true })).toBe(false);
  });

  it('titles the page with the last breadcrumb label', () => {
    expect(documentTitle({ name: 'Manage bookings,Edit booking' })).toBe('Edit booking - Curbside');
    expect(documentTitle(null)).toBe('Curbside');
  });
});

describe('availableRoutePaths', () => {
  it('lists only the routes whose element is in the import map', () => {
    const routes = [
      { path: '/login', element: 'curb-login' },
      { path: '/signup', element: 'curb-login' },
      { path: '/receipts', element: 'curb-receipts' },
    ];
    expect(availableRoutePaths(routes, ['react', 'curb-login'])).toEqual(['/login', '/signup']);
  });
});
