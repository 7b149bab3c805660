/// <reference types="mocha" />
// curb-permissions in real Chromium against its embed build, signed in as an employee who books
// for others: the shared contract suite, then the table, menus, toasts and dialog of spec 000
// §2, §4-§9 with a fake API. The admin's view is in permissions-admin.browser.test.ts.
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import {
  EMBED, annPermissions, chooseMenuItem, employeeViewer, openAddDialog, openRowMenu, pageOf, permission, permissionsMounts,
  pickEmployee, press, row, sessionRoutes, text, toastText, typeInto,
} from './test-support/permissions-fakes.ts';

const happyRoutes: FakeRoute[] = [
  ...sessionRoutes(employeeViewer),
  { method: 'GET', path: '/users/7/booker/permissions', body: ({ url }: { url: URL }) => pageOf(annPermissions(), url) },
  {
    method: 'GET', path: '/users/77/booker/permissions',
    body: ({ url }: { url: URL }) => pageOf([permission(70, { userId: 77, userFullName: 'Zed Seventy', bookerFullName: 'Ann Lee', status: 'Accepted' })], url),
  },
];

elementContractSuite({
  tag: 'curb-permissions',
  embedUrl: EMBED,
  routes: happyRoutes,
  attributeReachesComponent: {
    attribute: 'user-id',
    value: '77',
    // Zed is the employee booked for: his row shows his booker.
    check: (root) => text(root).includes('Showing 1 of 1 permissions') && row(root, 'Ann Lee') !== undefined,
  },
  event: {
    name: 'curb-account-requested',
    act: (root) => chooseMenuItem(root, 'Ava Employee', 'Contact info'),
    detail: (detail) => expect(detail).to.deep.equal({ userId: 10, tab: 'contact' }),
  },
});

describe('<curb-permissions> as an employee', () => {
  const { mount, reroute } = permissionsMounts();
  // Chromium reports 'ResizeObserver loop completed with undelivered notifications' when the
  // picker's message changes the dialog's height while its popup measures itself: a notice that
  // nothing was lost, not a failure of the page (it reaches window.onerror, where mocha listens).
  let mochaOnError: OnErrorEventHandler = null;
  before(() => {
    mochaOnError = window.onerror;
    window.onerror = (message, ...rest) => (String(message).includes('ResizeObserver loop') ? true : mochaOnError?.call(window, message, ...rest));
  });
  after(() => {
    window.onerror = mochaOnError;
  });


  it('shows the columns, the status wording, the first page of 10 and Load More', async () => {
    const { root } = await mount(happyRoutes);
    await until(() => text(root).includes('Showing 10 of 13 permissions'), 'the first page');
    const headers = Array.from(root.querySelectorAll('th')).map((th) => th.textContent?.trim());
    expect(headers).to.deep.equal(['Full name', 'User Email', 'Status', 'actions']);
    expect(text(row(root, 'Ava Employee') ?? root)).to.include('Approved').and.include('since 01/02/2025');
    expect(row(root, 'Ava Employee')?.querySelector('sl-icon[name="check-circle-fill"]')).to.not.equal(null);
    expect(text(row(root, 'Employee 03') ?? root)).to.include('Request expired');
    // Ben may book for Ann: his row shows him as her booker.
    expect(text(row(root, 'Ben Booker') ?? root)).to.include('ben@acme.example').and.include('Authorized booker');
    expect(root.querySelectorAll('tbody tr')).to.have.length(10);
    await press(root, 'Load More');
    await until(() => text(root).includes('Showing 13 of 13 permissions'), 'the second page');
    expect(root.querySelectorAll('tbody tr')).to.have.length(13);
    expect(Array.from(root.querySelectorAll('sl-button')).some((b) => b.textContent?.trim() === 'Load More')).to.equal(false);
  });

  it("gives the booker's menus of 000 §6 by status", async () => {
    const { root } = await mount(happyRoutes);
    expect(await openRowMenu(root, 'Ava Employee')).to.deep.equal([
      'Contact info', 'Favorite addresses', 'Credit cards', 'Authorized bookers', 'Preferences', 'Remove',
    ]);
    expect(await openRowMenu(root, 'Ada Lovelace')).to.deep.equal(['Resend Request']);
  });

  it("resends a request: 'Request was successfully sent', or 'Error resending request'", async () => {
    const { root } = await mount([...happyRoutes, { method: 'POST', path: '/users/2/permissions/request', body: { ok: true } }]);
    await chooseMenuItem(root, 'Ada Lovelace', 'Resend Request');
    await until(() => toastText(root) === 'Request was successfully sent', 'the sent toast');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/users/2/permissions/request')).to.equal(true);
    reroute([...happyRoutes, { method: 'POST', path: '/users/2/permissions/request', status: 500, body: { message: 'boom' } }]);
    await chooseMenuItem(root, 'Ada Lovelace', 'Resend Request');
    await until(() => toastText(root) === 'Error resending request', 'the resend failure toast');
  });

  it('removes after the confirmation and tells the host', async () => {
    let removed = false;
    const all = () => annPermissions().filter((p) => !(removed && p.bookerPermissionId === 1));
    const { root } = await mount([
      ...sessionRoutes(employeeViewer),
      { method: 'GET', path: '/users/7/booker/permissions', body: ({ url }: { url: URL }) => pageOf(all(), url) },
      { method: 'POST', path: '/users/permissions/1', body: ({ body }: { body: unknown }) => { removed = true; return permission(1, { ...(body as object), userId: 10, status: 'Deleted' }); } },
    ]);
    const seen: CustomEvent[] = [];
    document.addEventListener('curb-permission-changed', (e) => seen.push(e as CustomEvent));
    await chooseMenuItem(root, 'Ava Employee', 'Remove');
    await until(() => text(root.querySelector('sl-dialog[part="confirm-dialog"]') ?? root).includes('Are you sure you want to delete permission ?'), 'the confirmation');
    await press(root, 'Remove');
    const event = await until(() => seen[0], 'curb-permission-changed');
    expect(event.detail).to.deep.equal({ bookerPermissionId: 1, status: 'Deleted' });
    expect(calls.find((c) => c.path === '/users/permissions/1')?.body).to.deep.equal({ status: 'Deleted' });
    await until(() => row(root, 'Ava Employee') === undefined, 'the row to go');
  });

  it("says 'Failed to delete permission.' with the server's message", async () => {
    const { root } = await mount([
      ...happyRoutes,
      { method: 'POST', path: '/users/permissions/1', status: 403, body: { message: 'You cannot remove this permission' } },
    ]);
    await chooseMenuItem(root, 'Ava Employee', 'Remove');
    await press(root, 'Remove');
    await until(() => toastText(root) === 'Failed to delete permission. You cannot remove this permission', 'the delete failure toast');
    expect(row(root, 'Ava Employee')).to.not.equal(undefined);
  });

  it("says 'Failed to get user permissions' and stays usable when the list fails", async () => {
    const { root } = await mount([
      ...sessionRoutes(employeeViewer),
      { method: 'GET', path: '/users/55/booker/permissions', status: 500, body: { message: 'down' } },
    ], { 'user-id': '55' });
    await until(() => toastText(root) === 'Failed to get user permissions', 'the load failure toast');
    await until(() => text(root).includes('No permissions exist'), 'the empty text');
    await press(root, 'Book on behalf request');
    await until(() => root.querySelector<HTMLElement & { open?: boolean }>('sl-dialog.bob-dialog')?.open, 'the dialog to open');
  });

  it("shows 'No permissions exist' for an empty list", async () => {
    const { root } = await mount([
      ...sessionRoutes(employeeViewer),
      { method: 'GET', path: '/users/56/booker/permissions', body: { permissions: [], total: 0, hasMore: false } },
    ], { 'user-id': '56' });
    await until(() => text(root).includes('No permissions exist') && text(root).includes('Showing 0 of 0 permissions'), 'the empty table');
  });

  it('filters by status through the Status chip', async () => {
    const { root } = await mount(happyRoutes);
    await until(() => text(root).includes('Showing 10 of 13'), 'the list');
    const chip = Array.from(root.querySelectorAll<HTMLButtonElement>('button.chip')).find((b) => b.textContent?.includes('Status'));
    chip?.click();
    const item = await until(() => Array.from(root.querySelectorAll<HTMLElement>('.status-menu sl-menu-item')).find((i) => i.textContent?.trim() === 'Approved'), 'the Approved entry');
    item.click();
    await until(() => text(root).includes('Showing 2 of 2 permissions'), 'the filtered list');
    expect(calls.some((c) => c.path === '/users/7/booker/permissions')).to.equal(true);
    expect(text(root)).to.include('Status: Approved');
  });

  it('sends a book on behalf request: search from 3 characters, mandatory employee, server message on failure', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { message: 'You may already book on behalf of this employee' } };
    const { root } = await mount([
      ...happyRoutes,
      { method: 'POST', path: '/users/permissions', body: () => answer.body, get status() { return answer.status; } } as FakeRoute,
    ]);
    const { dialog, input } = await openAddDialog(root, 'Book on behalf request');
    expect(dialog.label).to.equal('Book on behalf request');
    expect(input.placeholder).to.equal('Start typing to get data');
    expect(text(dialog.querySelector('label') ?? dialog)).to.include('Employee name or ID');
    expect(text(dialog)).to.not.include('Set as super admin');
    const send = () => Array.from(dialog.querySelectorAll<HTMLElement & { disabled?: boolean }>('sl-button')).find((b) => b.textContent?.trim() === 'Send for approval');
    expect(send()?.disabled, 'Send for approval waits for an employee').to.equal(true);
    // Errors show after an attempt, not on open: neither the opening nor leaving the untouched picker is one.
    input.focus();
    input.blur();
    await new Promise((r) => setTimeout(r, 50));
    expect(text(dialog), 'no error on open').to.not.include('must select an employee first');

    calls.length = 0;
    await typeInto(input, 'av');
    await new Promise((r) => setTimeout(r, 450));
    expect(calls.filter((c) => c.path === '/users'), 'no search under 3 characters').to.deep.equal([]);
    input.blur();
    await until(() => text(dialog).includes('must select an employee first'), 'the mandatory message');

    await pickEmployee(dialog, input, 'ava', 'Ava Employee (E-10)');
    expect(calls.filter((c) => c.path === '/users')).to.have.length(1);
    await until(() => send()?.disabled === false, 'Send for approval to enable');

    await press(root, 'Send for approval');
    await until(() => toastText(root) === 'You may already book on behalf of this employee', 'the server message');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/users/permissions')?.body).to.deep.equal({ loginId: 'ann@acme.example', userId: 10 });
    expect(dialog.open, 'the dialog stays open after a failure').to.equal(true);

    answer = { status: 200, body: permission(20, { userId: 10, status: 'Pending' }) };
    await press(root, 'Send for approval');
    await until(() => toastText(root) === 'Request was successfully sent', 'the sent toast');
    await until(() => !dialog.open, 'the dialog to close');
  });
});
