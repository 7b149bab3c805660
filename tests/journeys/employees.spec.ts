import { expect, test, type APIRequestContext, type Browser, type Page } from './journey-test.ts';
import { pick, stepper } from './booking-support.ts';
import { latestCode, signInReady, toast } from './support.ts';

// Manage employees (issue 17, spec 001 §7 Admin, 000 §2, §8), driven by ada.admin.

const API = '/api/web/v1';
const HEADERS = { 'x-api-key': 'curbside-demo-key' };
const ACME_BLOCKED_MESSAGE = 'This employee cannot be booked for. Please contact the Acme travel desk.';

/** Signs `email` in through the API (OTP from the outbox): the request context holds the session cookie. */
async function apiSignIn(request: APIRequestContext, email: string): Promise<void> {
  const started = await request.post(`${API}/auth/login/initiate`, { headers: HEADERS, data: { email } });
  expect(started.ok(), `sign-in of ${email}`).toBeTruthy();
  const { guid } = (await started.json()) as { guid: string };
  const answer = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const { code } = (await answer.json()) as { code: string };
  const done = await request.post(`${API}/auth/login/complete`, { headers: HEADERS, data: { guid, password: code } });
  expect(done.ok(), `code of ${email}`).toBeTruthy();
}

/** The user id of an Acme employee, as ada's GET /admin/users answers. */
async function acmeUserId(request: APIRequestContext, email: string): Promise<number> {
  const page = await request.get(`${API}/admin/users?email=${encodeURIComponent(email)}`, { headers: HEADERS });
  const { users } = (await page.json()) as { users: { userId: number; loginId: string }[] };
  const user = users.find((u) => u.loginId === email);
  if (!user) throw new Error(`no employee ${email}`);
  return user.userId;
}

async function openEmployees(page: Page, tab?: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage employees' }).click();
  const employees = page.locator('curb-employees');
  await expect(employees.getByRole('tab', { name: 'Employees' })).toBeVisible();
  if (tab) await employees.getByRole('tab', { name: tab }).click();
  return employees;
}

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInReady(page, email);
  return page;
}

test('ada.admin adds an employee who can then sign in', async ({ page, browser }) => {
  const email = `nia.new.${Date.now()}@acme.example`;
  await signInReady(page, 'ada.admin@acme.example');
  const employees = await openEmployees(page);
  await employees.getByRole('button', { name: 'New employee' }).click();

  await expect(employees.getByRole('dialog', { name: 'New employee' })).toBeVisible();
  // The dialog's content is slotted into it: look for it in the element that hosts the dialog.
  const form = employees.locator('curb-account[mode="new-employee"]');
  await form.getByRole('textbox', { name: 'First name' }).fill('Nia');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Newhire');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await pick(form, /Cost Center/, 'CC-', /CC-100/);
  await form.getByRole('button', { name: 'Add employee' }).click();
  await expect(toast(page, 'Employee added')).toBeVisible();
  await expect(employees.getByRole('dialog', { name: 'New employee' })).toBeHidden();

  // The new employee is listed (found by the Email chip) ...
  const filters = employees.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Email' }).click();
  await filters.getByRole('textbox', { name: 'Email' }).fill(email);
  await filters.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(employees.getByRole('row', { name: /Nia Newhire/ })).toContainText('Active');

  // ... and signs in with a one-time code like anyone else.
  const nia = await newSignedInPage(browser, email);
  await expect(nia.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await latestCode(nia, email)).toMatch(/\w+/);
  await nia.context().close();
});

test("ada.admin blocks an employee, and ben.booker then sees the firm's message when choosing them", async ({ page, browser }) => {
  await signInReady(page, 'ada.admin@acme.example');
  const employees = await openEmployees(page);
  const ava = employees.getByRole('row', { name: /Ava Employee/ });
  await ava.getByRole('button', { name: 'Actions for Ava Employee' }).click();
  await employees.getByRole('menuitem', { name: 'Block' }).click();
  await expect(employees.getByRole('dialog', { name: 'Block Ava Employee' })).toBeVisible();
  const dialog = employees.locator('sl-dialog.block-dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Travel suspended');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, 'Ava Employee is blocked')).toBeVisible();
  await expect(ava).toContainText('Blocked');
  await page.screenshot({ path: test.info().outputPath('employees-table.png') });

  try {
    const ben = await newSignedInPage(browser, 'ben.booker@acme.example');
    await ben.goto('/new-booking');
    const booking = stepper(ben);
    // The stepper has loaded Ben's session (a booker starts as his own passenger): typing before
    // that can be replaced by the prefill.
    await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
    await pick(booking, /Authorizing employee/, 'Ava', /Ava Employee/);
    await expect(booking.getByText(ACME_BLOCKED_MESSAGE)).toBeVisible();
    await ben.screenshot({ path: test.info().outputPath('stepper-blocked-employee.png') });
    await ben.context().close();
  } finally {
    // Other journeys book for ava: unblock her from the Blocked users tab.
    await employees.getByRole('tab', { name: 'Blocked users' }).click();
    await employees.getByRole('button', { name: 'Unblock Ava Employee' }).click();
    await expect(toast(page, 'Ava Employee is unblocked')).toBeVisible();
  }
});

test('ada.admin approves two book-on-behalf requests at once', async ({ page }) => {
  // rita.reporter asks to book for ava and for sam (through the API, as the account dialog would).
  const admin = page.context().request;
  await signInReady(page, 'ada.admin@acme.example');
  const [avaId, samId] = [await acmeUserId(admin, 'ava.employee@acme.example'), await acmeUserId(admin, 'sam.super@acme.example')];
  const booker = await page.context().browser()?.newContext();
  if (!booker) throw new Error('no browser');
  await apiSignIn(booker.request, 'rita.reporter@acme.example');
  for (const userId of [avaId, samId]) {
    const asked = await booker.request.post(`${API}/users/permissions`, { headers: HEADERS, data: { loginId: 'rita.reporter@acme.example', userId } });
    expect(asked.ok(), await asked.text()).toBeTruthy();
  }
  await booker.close();

  const employees = await openEmployees(page, 'Book on behalf requests');
  await employees.getByRole('checkbox', { name: 'Select Rita Reporter for Ava Employee' }).check();
  await employees.getByRole('checkbox', { name: 'Select Rita Reporter for Sam Super' }).check();
  await page.screenshot({ path: test.info().outputPath('requests.png') });
  await employees.getByRole('button', { name: 'Approve selected (2)' }).click();
  await expect(toast(page, 'Request was successfully approved')).toBeVisible();
  await expect(employees.getByRole('row', { name: /Rita Reporter/ })).toHaveCount(0);
});
