import { expect, test, type Locator } from './journey-test.ts';
import { stepper } from './booking-support.ts';
import { openHomeAddress } from './account-support.ts';
import { acceptFirstSessionDialogs, signIn, signInReady, skipTour, toast } from './support.ts';

// Issue 8: every combobox answers the same keys. Typing opens the list with the first match
// highlighted and Enter takes it, in every picker (Cost Center used to need ArrowDown first
// while the address list pre-highlighted its first option); Escape closes, then clears.

/**
 * Types like a user (key by key), checks the first match is highlighted, and takes it with Enter.
 * `answered`, when the suggestions come from the server, resolves once they came for the whole
 * text: Enter before that could take a shorter text's list, or the late answer reopen the list.
 */
async function typeAndEnter(scope: Locator, field: Locator, text: string, option: RegExp, answered?: Promise<unknown>): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  // Every key reached the field (a failure here is lost typing, not a wrong suggestion).
  await expect(field).toHaveValue(text);
  await answered;
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(scope.getByRole('option', { name: option, selected: true }).first()).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

test('the stepper pickers take the highlighted first match with Enter, and Escape closes then clears', async ({ page }) => {
  await signInReady(page, 'ada.admin@acme.example');
  await page.goto('/new-booking');
  const booking = stepper(page);
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();

  await typeAndEnter(booking, booking.getByRole('combobox', { name: /Authorizing employee/ }), 'Ava', /Ava Employee/);
  await expect(booking.getByRole('region', { name: 'Main passenger' }).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Ava Employee');

  const costCenter = booking.getByRole('combobox', { name: /Cost Center/ });
  await typeAndEnter(booking, costCenter, 'CC-', /CC-100/);
  await expect(costCenter).toHaveValue(/CC-100/);

  const project = booking.getByRole('combobox', { name: /^Project/ });
  await project.focus();
  await project.pressSequentially('zz');
  await expect(project).toHaveAttribute('aria-expanded', 'true');
  await project.press('Escape');
  await expect(project).toHaveAttribute('aria-expanded', 'false');
  await expect(project).toHaveValue('zz');
  await project.press('Escape');
  await expect(project).toHaveValue('');
  // The stepper is still there: neither Escape left the combobox.
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
});

test('the address picker takes the highlighted first suggestion with Enter', async ({ page }) => {
  // Rita's Home is empty whatever ran before on this server: no other journey saves an address for
  // her (a saved Home opens with its text, which the typing replaces). '350 5th' matches the
  // gazetteer's Acme HQ and Empire State Building equally (both at 350 5th Ave, a street-number and
  // a street token each), and equal scores go by description: 'Acme HQ, 350 5th Ave, ...' first,
  // always (server/src/places/maps-service.ts), since suggestions come from the gazetteer alone.
  await signInReady(page, 'rita.reporter@acme.example');
  const { account, address } = await openHomeAddress(page);
  const answered = page.waitForResponse((response) =>
    response.url().includes('/maps/autocomplete') && new URL(response.url()).searchParams.get('q') === '350 5th');
  await typeAndEnter(account, address, '350 5th', /^Acme HQ.*350 5th Ave/, answered);
  await account.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(toast(page, 'Address has been successfully saved')).toBeVisible();
});

test("'Login as ...' takes the highlighted first match with Enter", async ({ page }) => {
  await signIn(page, 'hal.dev@hq.example');
  await acceptFirstSessionDialogs(page);
  await skipTour(page);
  await typeAndEnter(page.locator('curb-shell'), page.getByRole('combobox', { name: 'Login as ...' }), 'ava', /ava\.employee@acme\.example/);
  await expect(page.getByText('Are you sure you want to login as ava.employee@acme.example?')).toBeVisible();
});
