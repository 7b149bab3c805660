import { describe, expect, it } from 'vitest';
import type { AccountTabId, User } from '@curbside/contracts';
import { accountDialogTitle, accountTabs } from './account-tabs.ts';
import { makeFirm, makeUser } from '../test-support/entities.ts';

const tabIds = (viewer: Partial<User>, isTrial = false): AccountTabId[] =>
  accountTabs({ user: makeUser(), firm: makeFirm({ isTrial }), viewer: makeUser(viewer) }).map((tab) => tab.id);

describe('accountTabs (spec 000 §2, §6)', () => {
  it('gives a non-admin contact 0, addresses 1, cards 2, bookers 3 and preferences 4', () => {
    expect(tabIds({})).toEqual(['contact', 'addresses', 'cards', 'bookers', 'preferences']);
  });

  it('gives an admin book-on-behalf at 4 and preferences at 5', () => {
    expect(tabIds({ userRole: 'ADMIN' })).toEqual(['contact', 'addresses', 'cards', 'bookers', 'onBehalf', 'preferences']);
    expect(tabIds({ userType: 'ADMIN' })).toContain('onBehalf');
  });

  it('labels the tabs as the spec does', () => {
    const labels = accountTabs({ user: makeUser(), firm: makeFirm(), viewer: makeUser({ userRole: 'ADMIN' }) }).map((tab) => tab.label);
    expect(labels).toEqual(['EMPLOYEE DETAILS', 'FAVORITE ADDRESSES', 'CREDIT CARDS', 'AUTHORIZED BOOKERS', 'BOOK ON BEHALF', 'PREFERENCES']);
  });

  const trialCases: { viewer: Partial<User>; who: string; shown: boolean }[] = [
    { who: 'a standard user', viewer: {}, shown: false },
    { who: 'a booker', viewer: { userRole: 'BOOKER' }, shown: false },
    { who: 'an admin', viewer: { userRole: 'ADMIN' }, shown: true },
    { who: 'an HQ dev', viewer: { userRole: 'HQ_DEV' }, shown: true },
    { who: 'an HQ support user', viewer: { userRole: 'HQ_SUPPORT' }, shown: true },
    { who: 'a super admin (flag)', viewer: { isSuperAdmin: true }, shown: true },
  ];
  it.each(trialCases)('on the trial firm shows AUTHORIZED BOOKERS to $who: $shown', ({ viewer, shown }) => {
    expect(tabIds(viewer, true).includes('bookers')).toBe(shown);
  });

  it('hides BOOK ON BEHALF from HQ staff and super admins who are not admins', () => {
    expect(tabIds({ userRole: 'HQ_DEV' })).not.toContain('onBehalf');
    expect(tabIds({ isSuperAdmin: true })).not.toContain('onBehalf');
  });

  it('puts preferences at index 3 for a non-admin on the trial firm', () => {
    expect(tabIds({}, true)).toEqual(['contact', 'addresses', 'cards', 'preferences']);
  });
});

describe('accountDialogTitle (spec 000 §2)', () => {
  it.each([
    { name: 'Jane Doe', id: 'E1', title: 'Manage account - Jane Doe (E1)' },
    { name: 'Jane Doe', id: null, title: 'Manage account - Jane Doe' },
    { name: '', id: '', title: 'Manage account' },
  ])('titles the dialog "$title"', ({ name, id, title }) => {
    expect(accountDialogTitle(name, id)).toBe(title);
  });
});
