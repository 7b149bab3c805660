import { describe, expect, it } from 'vitest';
import { visibleNavItems } from '@curbside/domain';
import { makeFirm, makeUser } from '../test-support/fixtures.ts';
import { isCurrentNavPath, isPlainLeftClick, navEntries } from './nav-entries.ts';

const superAdmin = makeUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true, isBillingAllowed: true });
const fnFirm = makeFirm({ firmBillingProfile: { billingSystem: 'FN' } });

describe('navEntries', () => {
  const items = visibleNavItems({ user: superAdmin, firm: fnFirm });

  it('keeps the order and labels of visibleNavItems', () => {
    const entries = navEntries(items, undefined, '/new-booking');
    expect(entries.map((e) => e.label)).toEqual(items.map((i) => i.label));
  });

  it('makes every route a link when the host did not say which are built', () => {
    const entries = navEntries(items, undefined, '/new-booking');
    expect(entries.filter((e) => e.kind === 'unavailable')).toEqual([]);
  });

  it('shows routes whose element is not built as unavailable, and external pages as external', () => {
    const entries = navEntries(items, ['/new-booking', '/manage-bookings/'], '/new-booking');
    const kinds = Object.fromEntries(entries.map((e) => [e.id, e.kind]));
    expect(kinds.newBooking).toBe('route');
    expect(kinds.manageBookings).toBe('route');
    expect(kinds.receipts).toBe('unavailable');
    expect(kinds.adminSettings).toBe('unavailable');
    expect(kinds.externalBilling).toBe('external');
  });

  it('marks the entry of the current route, also on its child route', () => {
    const onEdit = navEntries(items, undefined, '/manage-bookings/edit-booking');
    const current = onEdit.filter((e) => e.kind !== 'external' && e.current).map((e) => e.id);
    expect(current).toEqual(['manageBookings']);
  });

  it('gives every entry an icon', () => {
    for (const entry of navEntries(items, undefined, '/')) expect(entry.icon).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('isCurrentNavPath', () => {
  it.each([
    ['/receipts', '/receipts', true],
    ['/receipts', '/receipts/', true],
    ['/manage-bookings', '/manage-bookings/edit-booking', true],
    ['/map', '/manage-car-lines', false],
    ['/reports', '/reports-archive', false],
  ])('%s is current on %s: %s', (item, current, expected) => {
    expect(isCurrentNavPath(item, current)).toBe(expected);
  });
});

describe('isPlainLeftClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('takes a plain left click as app navigation', () => expect(isPlainLeftClick(click)).toBe(true));
  it('leaves ctrl/cmd/shift clicks and the middle button to the browser', () => {
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
  });
});
