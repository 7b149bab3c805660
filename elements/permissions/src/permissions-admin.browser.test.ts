/// <reference types="mocha" />
// curb-permissions signed in as an admin (its own page: the session is per page): the BOOK ON
// BEHALF view with pending requests to approve, 'Enable booking', the admin dialogs (spec 000 §2, §5-§8).
import { expect } from 'chai';
import { until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import {
  adminViewer, annPermissions, chooseMenuItem, openAddDialog, openRowMenu, pageOf, permission, permissionsMounts, pickEmployee,
  press, sessionRoutes, text, toastText,
} from './test-support/permissions-fakes.ts';

const pending = [
  permission(2, { userId: 11, userFullName: 'Ada Lovelace', userEmail: 'ada@acme.example', status: 'Pending' }),
  permission(30, { userId: 12, userFullName: 'Avery Stone', userEmail: 'avery@acme.example', bookerFullName: 'Ben Booker', bookerEmail: 'ben@acme.example', status: 'Pending' }),
];

const routes: FakeRoute[] = [
  ...sessionRoutes(adminViewer),
  { method: 'GET', path: '/users/7/booker/permissions', body: ({ url }: { url: URL }) => pageOf(annPermissions(), url) },
  { method: 'GET', path: '/admin/bookOnBehalfRequests', body: pending },
];

describe('<curb-permissions> as an admin', () => {
  const { mount: mountElement } = permissionsMounts();

  async function mount(extra: FakeRoute[], attributes: Record<string, string>): Promise<ShadowRoot> {
    const { root } = await mountElement([...extra, ...routes], attributes);
    await until(() => text(root).includes('Showing 10 of 13'), 'the list');
    return root;
  }

  it("shows the pending requests and approves one: 'Request was successfully approved'", async () => {
    const root = await mount([{ method: 'POST', path: '/admin/bookOnBehalfRequests/approve', body: { ok: true } }], { mode: 'onBehalf', 'user-id': '7' });
    await until(() => text(root).includes('Pending book on behalf requests (2)'), 'the requests');
    const item = Array.from(root.querySelectorAll('.requests__item')).find((li) => li.textContent?.includes('Avery Stone'));
    const approve = item?.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>('sl-button');
    await approve?.updateComplete;
    approve?.shadowRoot?.querySelector('button')?.click();
    await until(() => toastText(root) === 'Request was successfully approved', 'the approved toast');
    expect(calls.find((c) => c.path === '/admin/bookOnBehalfRequests/approve')?.body).to.deep.equal({ bookerPermissionIds: [30] });
  });

  it("says 'Error resending request' when approving fails", async () => {
    const root = await mount([{ method: 'POST', path: '/admin/bookOnBehalfRequests/approve', status: 400, body: { message: 'no' } }], { mode: 'onBehalf', 'user-id': '7' });
    await press(root, 'Approve all');
    await until(() => toastText(root) === 'Error resending request', 'the failure toast');
  });

  it("offers 'Enable booking' and Remove, and says 'Failed to update permission.' on failure", async () => {
    const root = await mount([{ method: 'POST', path: '/users/permissions/2', status: 500, body: { message: 'down' } }], { 'user-id': '7' });
    expect(await openRowMenu(root, 'Ada Lovelace')).to.deep.equal(['Enable booking', 'Remove']);
    expect(await openRowMenu(root, 'Ava Employee')).to.deep.equal(['Remove']);
    await chooseMenuItem(root, 'Ada Lovelace', 'Enable booking');
    await until(() => toastText(root) === 'Failed to update permission.', 'the update failure toast');
  });

  it("grants book on behalf: 'Add book on behalf' with 'Set as super admin' and Add", async () => {
    const root = await mount([{ method: 'POST', path: '/admin/bookerPermission', body: permission(40, { userId: 10, status: 'Accepted' }) }], { mode: 'onBehalf', 'user-id': '7' });
    const { dialog, input } = await openAddDialog(root, 'Add book on behalf');
    expect(dialog.label).to.equal('Add book on behalf');
    expect(text(dialog)).to.include('Set as super admin');
    await pickEmployee(dialog, input, 'Ava', 'Ava Employee');
    await press(root, 'Add');
    await until(() => toastText(root) === 'Successfully granted book on behalf', 'the granted toast');
    expect(calls.find((c) => c.path === '/admin/bookerPermission')?.body).to.deep.equal({ bookerUserId: 7, userId: 10 });
  });

  it("adds a booker in the AUTHORIZED BOOKERS tab, or says 'Failed to add booker.' with the server's message", async () => {
    const root = await mount([{ method: 'POST', path: '/admin/bookerPermission', status: 404, body: { message: 'User not found' } }], { mode: 'bookers', 'user-id': '7' });
    const { dialog, input } = await openAddDialog(root, 'Add booker');
    expect(dialog.label).to.equal('Add booker');
    await pickEmployee(dialog, input, 'Avery', 'Avery Stone');
    await press(root, 'Add');
    await until(() => toastText(root) === 'Failed to add booker. User not found', 'the failure toast');
    expect(calls.find((c) => c.path === '/admin/bookerPermission')?.body).to.deep.equal({ bookerUserId: 12, userId: 7 });
  });
});
