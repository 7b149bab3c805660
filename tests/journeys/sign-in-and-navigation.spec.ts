import { expect, test } from './journey-test.ts';
import { acceptFirstSessionDialogs, latestCode, navLabels, signIn, skipTour } from './support.ts';
import { POSTGRES } from './postgres-tag.ts';

// 000 §2 Side navigation: what each roster user must see, in the spec's order.
const BASE = ['New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Receipts', 'Event booking'];
const expectedNav: Record<string, string[]> = {
  'ava.employee@acme.example': BASE,
  'ben.booker@acme.example': BASE,
  'ada.admin@acme.example': BASE,
  // super admin on FN: outstanding charges, reports, dashboard, admin settings, firm billing (Acme allows direct bill)
  'sam.super@acme.example': ['New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Receipts', 'Outstanding charges', 'Reports', 'Dashboard', 'Admin settings', 'Manage car lines', 'Event booking', 'Firm billing'],
  // reporter on FN with the reports flag: reports, dashboard, external reports, firm billing
  'rita.reporter@acme.example': ['New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Receipts', 'Reports', 'Dashboard', 'External reports', 'Event booking', 'Firm billing'],
  // marshal: no new booking, no receipts; car lines (allowed flag, Acme has car lines)
  'max.marshal@acme.example': ['Manage bookings', 'Coverage map', 'Manage employees', 'Manage car lines', 'Event booking'],
  // trial firm: no Manage employees for a standard user
  'tom.trial@trial.example': ['New booking', 'Manage bookings', 'Coverage map', 'Receipts', 'Event booking'],
  'ian.employee@initech.example': ['New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Event booking'],
  'hal.dev@hq.example': BASE,
  'hope.support@hq.example': BASE,
};

for (const [email, expected] of Object.entries(expectedNav)) {
  test(`${email} signs in by one-time code and sees exactly their side navigation`, async ({ page }) => {
    await signIn(page, email);
    await acceptFirstSessionDialogs(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await navLabels(page)).toEqual(expected);
    if (email.startsWith('max.marshal')) await expect(page).toHaveURL(/\/manage-car-lines$/);
    else await expect(page).toHaveURL(/\/new-booking$/);
  });
}

test('a Globex user signs in through the firm code and the identity provider page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email or firm code' }).fill('globex');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /gail\.employee@globex\.example/ }).click();
  await acceptFirstSessionDialogs(page);
  expect(await navLabels(page)).toEqual(BASE);
});

test('logging out asks for confirmation first', POSTGRES, async ({ page }) => {
  await signIn(page, 'ian.employee@initech.example');
  await acceptFirstSessionDialogs(page);
  await skipTour(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  // the dialog's text and buttons are slotted into Shoelace's dialog panel: find them on the page
  await expect(page.getByText('Are you sure you want to log out ?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to log out ?')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/manage-bookings');
  await expect(page).toHaveURL(/\/login$/);
});

test('login as another user asks for confirmation and switches the session', async ({ page }) => {
  await signIn(page, 'hal.dev@hq.example');
  await acceptFirstSessionDialogs(page);
  await skipTour(page);
  const loginAs = page.getByRole('combobox', { name: 'Login as ...' });
  await loginAs.fill('ava');
  await page.getByRole('option', { name: /ava\.employee@acme\.example/ }).click();
  await expect(page.getByText('Are you sure you want to login as ava.employee@acme.example?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await acceptFirstSessionDialogs(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('ava.employee@acme.example')).toBeVisible();
});

test('an expired session goes to /login and returns to the intended page after sign-in', async ({ page, context }) => {
  await signIn(page, 'ian.employee@initech.example');
  await acceptFirstSessionDialogs(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('curb.token'));
  await page.goto('/manage-bookings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email or firm code' }).fill('ian.employee@initech.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await latestCode(page, 'ian.employee@initech.example'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/manage-bookings$/);
});
