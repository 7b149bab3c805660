import { expect, test, type Page } from './journey-test.ts';
import { chooseCar, confirmBooking, fillAcmeTripDetails, next, stepper } from './booking-support.ts';
import { signInReady } from './support.ts';
import { assistant, landsOnCarAndPayment } from './assistant-support.ts';

// Issue 18: the assistant on the portal, through the real booking chat engine on the server.
// One sentence books a ride; a conversation asks one thing at a time; the help chat answers;
// a user without the AI flags sees no chat.

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Assistant' }).click();
  await expect(assistant(page).getByRole('log')).toContainText('Tell me about the ride you need');
}

async function say(page: Page, text: string) {
  await assistant(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await assistant(page).getByRole('button', { name: 'Send' }).click();
}

test('ava types one sentence, lands on the car and payment step with the ride filled in, and books it', async ({ page }) => {
  await signInReady(page, 'ava.employee@acme.example');
  await page.goto('/manage-bookings');
  await openAssistant(page);
  await expect(assistant(page)).toContainText('The assistant can make mistakes. Check important information.');
  await say(page, 'a car from JFK terminal 4 to the office tomorrow at 1pm, flight BA117');

  // 001 §2: the app goes to /new-booking, fills the stepper and moves to the car and payment step;
  // the panel steps aside once the ride is in the stepper; what the chat understood is there.
  const booking = await landsOnCarAndPayment(page);
  await expect(booking.getByRole('combobox', { name: /^Pickup/ })).toHaveValue(/John F Kennedy International Airport/);
  await expect(booking.getByRole('combobox', { name: /^Drop-off/ })).toHaveValue(/200 Park Ave/);
  await expect(booking.getByRole('textbox', { name: /^Time/ })).toHaveValue('13:00');
  await expect(booking.getByRole('textbox', { name: /^Flight number/ })).toHaveValue('BA117');
  await booking.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(booking.getByRole('textbox', { name: /^Full name/ }).first()).toHaveValue('Ava Employee');

  // Every 001 §5 rule still applies: Acme's purpose and cost center are asked for, then she books.
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  await next(booking, 'Car and payment');
  await chooseCar(booking);
  await next(booking, 'Summary');
  await confirmBooking(booking);
});

test('ben books through a conversation, one question at a time, and the help chat answers how to add a card', async ({ page }) => {
  await signInReady(page, 'ben.booker@acme.example');
  // Ben has no home address in the seed; another journey on this worker's server may have saved
  // one (account.spec's 'adds a home address'): take it away so the assistant has to ask.
  await forgetHomeAddress(page);
  await page.goto('/receipts');
  await openAssistant(page);
  const log = assistant(page).getByRole('log');
  await say(page, 'I need a car from my home');
  await expect(log).toContainText("I don't have a home address saved for you.");
  await expect(log).toContainText('Where should the car pick you up?');
  await say(page, 'Grand Central');
  await expect(log).toContainText('Where are you going?');
  await say(page, 'the Plaza Hotel');
  await expect(log).toContainText('What day should the car pick you up?');
  await say(page, 'tomorrow at 9');
  await expect(page).toHaveURL(/\/new-booking$/);
  await expect(stepper(page).getByRole('heading', { name: 'Car and payment', level: 2 })).toBeVisible();
  await expect(assistant(page)).toHaveCount(0);

  // Opened again, the assistant starts a fresh conversation; the help chat starts with its greeting.
  await openAssistant(page);
  await assistant(page).getByRole('button', { name: 'Help' }).click();
  await expect(log).toContainText('Hello, how can I help you today?');
  await say(page, 'how do I add a card');
  await expect(log).toContainText('go to the Cards tab');
  await assistant(page).getByRole('button', { name: 'Close assistant' }).click();
  await expect(assistant(page)).toHaveCount(0);
});

test('rita asks the data chat for rides by department and follows its link to the same figure on /reports', async ({ page }) => {
  await signInReady(page, 'rita.reporter@acme.example');
  await page.getByRole('button', { name: 'Assistant' }).click();
  await assistant(page).getByRole('button', { name: 'Ask the data' }).click();
  const log = assistant(page).getByRole('log');
  await expect(log).toContainText("Ask me about your firm's rides");
  await say(page, 'rides last month by department');
  await expect(log).toContainText(/Rides by department last month: .+ leads with [\d,]+ rides? of [\d,]+ rides in all\./);
  const first = log.getByRole('table').getByRole('row').nth(1);
  const department = (await first.getByRole('rowheader').innerText()).trim();
  const rides = (await first.getByRole('cell').innerText()).replace(/ rides?$/, '').trim();

  await log.getByRole('button', { name: 'Open Reports' }).click();
  await expect(page).toHaveURL(/\/reports\?type=Summary&tripDates=[\d-]+%2C[\d-]+&tripDatesGroup=lastMonth&groupBy=Department$/);
  const row = page.locator('curb-reports').getByRole('row', { name: new RegExp(`^${department} `) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(rides);
});

test('a user without the AI flags sees no assistant', async ({ page }) => {
  await signInReady(page, 'ian.employee@initech.example');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assistant' })).toHaveCount(0);
});

/** Removes the signed-in user's saved home address, if any, through the account calls the dialog uses. */
async function forgetHomeAddress(page: Page): Promise<void> {
  const headers = { 'x-api-key': 'curbside-demo-key' };
  const me = await page.request.get('/api/web/v1/users/userData', { headers });
  expect(me.status()).toBe(200);
  const { userId } = ((await me.json()) as { user: { userId: number } }).user;
  const account = await page.request.get(`/api/web/v1/users/${userId}/account`, { headers });
  expect(account.status()).toBe(200);
  const home = ((await account.json()) as { places: { home: { placeId: number | null } | null } }).places.home;
  if (home?.placeId) {
    expect((await page.request.post(`/api/web/v1/users/${userId}/places/${home.placeId}/remove`, { headers })).status()).toBe(200);
  }
}
