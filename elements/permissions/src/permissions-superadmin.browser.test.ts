/// <reference types="mocha" />
// curb-permissions signed in as a super admin (its own page: the session is per page): 'Set as
// super admin' in the admin's book-on-behalf dialog makes the booker a super admin through
// POST /superadmin/permissions (000 §5; issue 17).
import { expect } from 'chai';
import { until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import {
  adminViewer, annPermissions, openAddDialog, pageOf, permission, permissionsMounts, pickEmployee, press, sessionRoutes, toastText,
} from './test-support/permissions-fakes.ts';

const superAdminViewer = {
  ...adminViewer,
  user: { ...adminViewer.user, userId: 9, loginId: 'sam.super@acme.example', name: 'Sam Super', firstName: 'Sam', lastName: 'Super', userRole: 'SUPER_ADMIN' as const, isSuperAdmin: true },
};

const routes: FakeRoute[] = [
  ...sessionRoutes(superAdminViewer),
  { method: 'GET', path: '/users/7/booker/permissions', body: ({ url }: { url: URL }) => pageOf(annPermissions(), url) },
  { method: 'GET', path: '/admin/bookOnBehalfRequests', body: [] },
  { method: 'POST', path: '/admin/bookerPermission', body: permission(40, { userId: 10, status: 'Accepted', bookerEmail: 'ann@acme.example' }) },
];

describe('<curb-permissions> as a super admin', () => {
  const { mount } = permissionsMounts();

  async function grant(superAdmin: boolean, extra: FakeRoute[] = []): Promise<ShadowRoot> {
    const { root } = await mount([...extra, ...routes], { mode: 'onBehalf', 'user-id': '7' });
    await until(() => root.textContent?.includes('Showing 10 of 13'), 'the list');
    const { dialog, input } = await openAddDialog(root, 'Add book on behalf');
    const checkbox = await until(() => dialog.querySelector<HTMLElement & { checked: boolean; disabled: boolean; updateComplete: Promise<unknown> }>('sl-checkbox'), 'the checkbox');
    expect(checkbox.disabled).to.equal(false);
    await pickEmployee(dialog, input, 'Ava', 'Ava Employee');
    if (superAdmin) {
      await checkbox.updateComplete;
      checkbox.shadowRoot?.querySelector('input')?.click();
      await until(() => checkbox.checked, 'the box checked');
    }
    await press(root, 'Add');
    return root;
  }

  it("grants book on behalf and, with 'Set as super admin', makes the booker a super admin", async () => {
    const root = await grant(true, [{ method: 'POST', path: '/superadmin/permissions', body: { ok: true } }]);
    await until(() => toastText(root) === 'Successfully granted book on behalf', 'the granted toast');
    expect(calls.find((c) => c.path === '/superadmin/permissions')?.body).to.deep.equal({ loginId: 'ann@acme.example', setAsAdmin: true, isSuperAdmin: true });
  });

  it("sends nothing to /superadmin without 'Set as super admin'", async () => {
    const root = await grant(false);
    await until(() => toastText(root) === 'Successfully granted book on behalf', 'the granted toast');
    expect(calls.some((c) => c.path === '/superadmin/permissions')).to.equal(false);
  });

  it("says the server's message when the booker cannot be made a super admin", async () => {
    const root = await grant(true, [{ method: 'POST', path: '/superadmin/permissions', status: 400, body: { message: 'You cannot change your own admin rights' } }]);
    await until(() => toastText(root) === 'You cannot change your own admin rights', 'the failure toast');
  });
});
