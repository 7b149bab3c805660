import { expect, test, type Locator } from './journey-test.ts';
import { OFFICE, dayFromToday } from './booking-support.ts';
import { signInReady } from './support.ts';

// Issue 16, curb-event-booking at /event-booking (001 §9 vehicle capacities, §7 POST /reservations
// and /reservations/quoteRequest): ada.admin books group transport for 30 attendees from a CSV file
// (one line of it needs fixing and is reported with its number), sees the proposed mix of one
// 30-seat minibus and the providers' bus quote, books, and finds the reservation in Manage bookings.

const ADA = 'ada.admin@acme.example';

/** 30 attendees, a header line, and one line whose name is a single word (line 6). */
function attendeeCsv(): string {
  const rows = Array.from({ length: 30 }, (_, i) => `"Guest ${String.fromCharCode(65 + (i % 26))}${i + 1}",guest${i + 1}@example.com,+1 212 555 ${String(1000 + i)}`);
  rows.splice(4, 0, 'Prince,prince@example.com,');
  return ['Name,Email,Phone', ...rows].join('\r\n');
}

/** Types into a field key by key (the keyboard alone after it has the focus). */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.pressSequentially(text);
}

/** Types into a picker and takes the first match, highlighted as it opens, with Enter. */
async function typeAndTake(scope: Locator, field: Locator, text: string, option: RegExp): Promise<void> {
  // One input of the whole text (as a paste would): typed key by key on a loaded machine the
  // address picker lost a character now and then ('Lincoln Centr'; noted in the session note).
  await field.focus();
  await field.fill(text);
  await expect(scope.getByRole('option', { name: option, selected: true }).first()).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

test('ada.admin books an event for 30 attendees from a CSV file with the keyboard and finds the reservation in Manage bookings', async ({ page }) => {
  await signInReady(page, ADA);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Event booking' }).click();
  await expect(page).toHaveURL(/\/event-booking$/);
  const screen = page.locator('curb-event-booking');
  await expect(screen.getByRole('heading', { name: 'Event booking', level: 2 })).toBeVisible();

  const [year, month, day] = dayFromToday(7).split('-');
  await typeInto(screen.getByRole('textbox', { name: /^Event name/ }), 'Annual gala');
  await typeInto(screen.getByRole('textbox', { name: /^Date/ }), `${month}${day}${year}`);
  await expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue(dayFromToday(7));
  await typeInto(screen.getByRole('textbox', { name: /^Time/ }), '0630P');
  await expect(screen.getByRole('textbox', { name: /^Time/ })).toHaveValue('18:30');
  await typeAndTake(screen, screen.getByRole('combobox', { name: /^Venue/ }), 'Lincoln Center', /Lincoln Center for the Performing Arts/);
  await typeAndTake(screen, screen.getByRole('combobox', { name: /^Pickup point 1/ }), OFFICE[0], OFFICE[1]);

  // The CSV file: 30 attendees read, the bad line reported with its number and text, the mix proposed.
  await screen.locator('input[type="file"]').setInputFiles({ name: 'gala-attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(attendeeCsv()) });
  await expect(screen.locator('.attendee-problem')).toHaveText(['Line 6: Please enter a first and last name, without ~ \\ * $ # @ (Prince, prince@example.com, )']);
  await expect(screen.locator('tr.attendee-row')).toHaveCount(30);
  await expect(screen.getByRole('spinbutton', { name: /^Attendees/ })).toHaveValue('30');
  await expect(screen.locator('.mix-summary')).toHaveText('1 vehicle, 30 seats for 30 people');
  await expect(screen.locator('.vehicle-item')).toHaveText(['Vehicle 1 · Minibus, 30 seats30 / 30 seats taken']);

  // The bus quote: the simulated group providers answer, cheapest first.
  await screen.getByRole('button', { name: 'Request a bus quote' }).press('Enter');
  await expect(screen.locator('.quote-mix')).toContainText('1 × Minibus (30 seats)');
  await expect(screen.locator('.quote-offer').first()).toContainText(/\$ [\d.]+ \(USD\)/);

  const purpose = screen.getByRole('combobox', { name: /Purpose of journey/ });
  await purpose.focus();
  await purpose.press('ArrowDown');
  await expect(screen.getByRole('option', { name: 'Client meeting' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(purpose).toHaveValue('Client meeting');
  await typeAndTake(screen, screen.getByRole('combobox', { name: /Cost Center/ }), 'CC-', /CC-100/);
  await screen.getByRole('button', { name: 'Book 1 vehicle' }).press('Enter');

  const booked = screen.getByRole('region', { name: /Annual gala is booked/ });
  await expect(booked).toBeVisible({ timeout: 20_000 });
  const number = (await booked.locator('.booked-number').innerText()).trim();
  expect(number).toMatch(/^CB-\d+$/);
  await expect(booked.locator('.booked-item')).toContainText('Vehicle 1 · Minibus, 30 seats');
  await page.screenshot({ path: test.info().outputPath('event-booked.png') });

  await booked.getByRole('link', { name: 'See them in Manage bookings' }).press('Enter');
  await expect(page).toHaveURL(/\/manage-bookings$/);
  // A booking every provider of its class declined (the simulator decides by number) ends
  // Declined, under History: look there once Upcoming has loaded without it.
  const bookings = page.locator('curb-bookings');
  const row = bookings.locator('tr.booking-row').filter({ hasText: number });
  await expect(bookings.getByRole('status').filter({ hasText: 'Loading bookings' })).toHaveCount(0);
  await expect(bookings.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  if (!(await row.isVisible())) await bookings.getByRole('tab', { name: /History/ }).click();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Lincoln Center');
});
