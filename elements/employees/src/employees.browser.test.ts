/// <reference types="mocha" />
// curb-employees in real Chromium against its embed build with a fake API: the shared contract
// suite, then the table, filters, paging, badges, feed status, delete, blocked users and the
// book-on-behalf approvals of spec 001 §7 Admin and 000 §2, §8.
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { button, press, text, toastText } from '../../../tests/elements/user-actions.ts';
import { EMBED, chooseMenuItem, employeesRoutes, openRowMenu, row } from './test-support/employees-fakes.ts';

async function approveTwo(root: ShadowRoot): Promise<void> {
  const boxes = await until(() => {
    const all = Array.from(root.querySelectorAll<HTMLInputElement>('tbody tr.request-row input[type="checkbox"]'));
    return all.length === 3 ? all : undefined;
  }, 'the request checkboxes');
  for (const box of boxes.slice(0, 2)) box.click();
  await press(root, 'Approve selected (2)');
}

elementContractSuite({
  tag: 'curb-employees',
  embedUrl: EMBED,
  routes: employeesRoutes(),
  attributeReachesComponent: {
    attribute: 'tab',
    value: 'requests',
    check: (root) => root.querySelectorAll('tbody tr.request-row').length === 3,
  },
  event: {
    name: 'curb-requests-approved',
    act: async (root) => {
      const tab = await until(() => Array.from(root.querySelectorAll<HTMLElement>('sl-tab')).find((t) => t.textContent?.trim() === 'Book on behalf requests'), 'the requests tab');
      tab.click();
      await approveTwo(root);
    },
    detail: (detail) => expect(detail).to.deep.equal({ bookerPermissionIds: [1, 2] }),
  },
});

describe('<curb-employees>', () => {
  const mountEach = mountEachTest(EMBED, 'curb-employees');

  async function mount(routes: FakeRoute[], attributes: Record<string, string> = {}, ready = 'table'): Promise<{ root: ShadowRoot; el: HTMLElement }> {
    calls.length = 0;
    return mountEach({ attributes, ready, routes });
  }

  it('lists the first page with role and status badges, the feed status and the pager', async () => {
    const { root } = await mount(employeesRoutes());
    await until(() => row(root, 'Ada Admin'), 'the rows');
    expect(root.querySelectorAll('tbody tr.employee-row').length).to.equal(20);
    expect(text(row(root, 'Ada Admin'))).to.include('Admin').and.include('Active').and.include('+1 2125550100');
    expect(text(row(root, 'Max Marshal'))).to.include('Marshal').and.include('Blocked');
    expect(text(row(root, 'Pia Pending'))).to.include('Pending');
    expect(text(row(root, 'Ava Employee'))).to.include('Company records');
    const feed = root.querySelector('[part="feed"]');
    expect(text(feed)).to.include('Company records feed: Failed').and.include('24 employees imported').and.include('Two rows had no email');
    await until(() => text(root).includes('Showing 1–20 of 25 employees'), 'the pager line');
    await press(root, 'Next');
    await until(() => text(root).includes('Showing 21–25 of 25 employees'), 'the second page');
    expect(calls.some((c) => c.path === '/admin/users' && c.method === 'GET')).to.equal(true);
    expect(button(root, 'Next')?.disabled).to.equal(true);
  });

  it('gives each row the menu its rules allow: none to delete a feed employee, nothing but the account for oneself', async () => {
    const { root } = await mount(employeesRoutes());
    expect(await openRowMenu(root, 'Person 01')).to.deep.equal(['Manage account', 'Block', 'Delete employee']);
    expect(await openRowMenu(root, 'Ava Employee')).to.deep.equal(['Manage account', 'Block']);
    expect(await openRowMenu(root, 'Max Marshal')).to.deep.equal(['Manage account', 'Unblock', 'Delete employee']);
    expect(await openRowMenu(root, 'Ada Admin')).to.deep.equal(['Manage account']);
  });

  it('filters by role through its chip and starts again at the first page', async () => {
    const { root } = await mount(employeesRoutes());
    await until(() => row(root, 'Ada Admin'), 'the rows');
    await press(root, 'Next');
    await until(() => text(root).includes('Showing 21–25'), 'the second page');
    const item = await until(() => Array.from(root.querySelectorAll<HTMLElement>('sl-menu.role-menu sl-menu-item')).find((i) => i.textContent?.trim() === 'Marshal'), 'the Marshal entry');
    item.click();
    await until(() => text(root).includes('Showing 1–1 of 1 employee'), 'the filtered list');
    expect(text(root)).to.include('Role: Marshal');
    const last = calls.filter((c) => c.path === '/admin/users').at(-1);
    expect(last).to.not.equal(undefined);
  });

  it("deletes after the confirmation and tells the host; declining keeps the employee", async () => {
    const { root } = await mount(employeesRoutes());
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-employee-deleted', listener);
    await chooseMenuItem(root, 'Person 01', 'Delete employee');
    const dialog = await until(() => root.querySelector('sl-dialog[part="confirm-dialog"]'), 'the confirmation');
    expect(text(dialog)).to.include('Are you sure you want to delete Person 01 ?');
    await press(dialog, 'Cancel');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.path === '/users/100/delete')).to.equal(false);
    await chooseMenuItem(root, 'Person 01', 'Delete employee');
    await press(dialog, 'Delete');
    const event = await until(() => seen[0], 'curb-employee-deleted');
    expect(event.detail).to.deep.equal({ userId: 100 });
    expect(calls.find((c) => c.path === '/users/100/delete')?.body).to.deep.equal({ source: null });
    await until(() => toastText(root) === 'Person 01 was deleted', 'the toast');
    document.removeEventListener('curb-employee-deleted', listener);
  });

  it("toasts the server's refusal of a delete", async () => {
    const { root } = await mount([
      { method: 'POST', path: '/users/100/delete', status: 409, body: { message: 'This employee still has records and cannot be deleted' } },
      ...employeesRoutes(),
    ]);
    await chooseMenuItem(root, 'Person 01', 'Delete employee');
    const dialog = await until(() => root.querySelector('sl-dialog[part="confirm-dialog"]'), 'the confirmation');
    await press(dialog, 'Delete');
    await until(() => toastText(root) === 'This employee still has records and cannot be deleted', 'the failure toast');
  });

  it('blocks with a reason from the row menu', async () => {
    const { root } = await mount(employeesRoutes());
    await chooseMenuItem(root, 'Person 02', 'Block');
    const dialog = await until(() => root.querySelector<HTMLElement & { open?: boolean; label?: string }>('sl-dialog.block-dialog'), 'the block dialog');
    await until(() => dialog.open, 'the dialog open');
    expect(dialog.label).to.equal('Block Person 02');
    const reason = dialog.querySelector<HTMLElement & { value: string }>('sl-textarea');
    if (!reason) throw new Error('no reason field');
    reason.value = 'Misuse';
    reason.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => text(dialog).includes('6 / 500'), 'the reason counted');
    await press(dialog, 'Block');
    await until(() => toastText(root) === 'Person 02 is blocked', 'the toast');
    expect(calls.find((c) => c.path === '/admin/blockedUsers' && c.method === 'POST')?.body).to.deep.equal({ blockedUser: { userId: 101, active: true, reason: 'Misuse' } });
  });

  it("lists the blocked users, unblocks, and saves the firm's blocked-users message", async () => {
    const { root } = await mount(employeesRoutes(), { tab: 'blocked' }, 'tbody tr.blocked-row');
    expect(text(root.querySelector('tbody tr.blocked-row'))).to.include('Max Marshal').and.include('Left the travel programme');
    await press(root, 'Unblock Max Marshal');
    await until(() => toastText(root) === 'Max Marshal is unblocked', 'the toast');
    expect(calls.find((c) => c.path === '/admin/blockedUsers' && c.method === 'POST')?.body).to.deep.equal({ blockedUser: { userId: 11, active: false } });
    const message = await until(() => root.querySelector<HTMLElement & { value: string }>('sl-textarea.blocked-message-input'), 'the message');
    expect(message.value).to.equal('Ask the travel desk.');
    message.value = 'Call the travel desk first.';
    message.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await press(root, 'Save message');
    await until(() => toastText(root) === 'Blocked users message saved', 'the toast');
    expect(calls.find((c) => c.path === '/admin/blockedUsersMessage')?.body).to.deep.equal({ message: 'Call the travel desk first.' });
  });

  it("approves two requests at once with 'Request was successfully approved'", async () => {
    const { root } = await mount(employeesRoutes(), { tab: 'requests' }, 'tbody tr.request-row');
    await approveTwo(root);
    await until(() => toastText(root) === 'Request was successfully approved', 'the toast');
    expect(calls.find((c) => c.path === '/admin/bookOnBehalfRequests/approve')?.body).to.deep.equal({ bookerPermissionIds: [1, 2] });
  });

  it("says 'Error resending request' when the approval fails (000 §8)", async () => {
    const { root } = await mount([
      { method: 'POST', path: '/admin/bookOnBehalfRequests/approve', status: 400, body: { message: 'nope' } },
      ...employeesRoutes(),
    ], { tab: 'requests' }, 'tbody tr.request-row');
    await approveTwo(root);
    await until(() => toastText(root) === 'Error resending request', 'the toast');
    expect(root.querySelectorAll('tbody tr.request-row').length).to.equal(3);
  });

  it('offers New employee where the firm allows adding users manually', async () => {
    const { root } = await mount(employeesRoutes());
    await until(() => button(root, 'New employee'), 'New employee');
  });
});
