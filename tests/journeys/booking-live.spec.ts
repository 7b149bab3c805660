import { expect, test, type Locator, type Page } from './journey-test.ts';
import {
  JFK, OFFICE, chooseCar, confirmBooking, fillAcmeTripDetails, fillRoute, next, openManageBookings, stepper,
} from './booking-support.ts';
import { signInReady } from './support.ts';

// issue 12: /manage-bookings follows live statuses in the 001 §4 order, and a list answer that
// was on its way while statuses changed does not leave a new booking out (the blank list).

const AVA = 'ava.employee@acme.example';
const API = '/api/web/v1';
const API_HEADERS = { 'x-api-key': 'curbside-demo-key' };

/** 001 §4: 'in progress, on scene, dispatched, searching, accepted, completed'; any other status after. */
const SPEC_ORDER = ['In progress', 'On scene', 'Dispatched', 'Searching', 'Accepted', 'Completed'];
const STATUS_LABELS = [...SPEC_ORDER, 'Assigned', 'New', 'On hold', 'Declined', 'Canceled', 'Error'];

/** The Upcoming rows as shown, top to bottom: booking number and status label. */
async function shownRows(bookings: Locator): Promise<Array<{ number: string; status: string }>> {
  const texts = await bookings.getByRole('row').filter({ hasText: /CB-\d+/ }).allInnerTexts();
  return texts.map((text) => ({
    number: /CB-\d+/.exec(text)?.[0] ?? '',
    status: STATUS_LABELS.find((label) => new RegExp(`(^|\\s)${label}(\\s|$)`).test(text)) ?? '',
  }));
}

/** The rows' statuses out of the 001 §4 order ('' when in order), and the status shown for `number`. */
async function orderCheck(bookings: Locator, number: string): Promise<{ status: string; misplaced: string }> {
  const rows = await shownRows(bookings);
  const rank = (status: string) => (SPEC_ORDER.includes(status) ? SPEC_ORDER.indexOf(status) : SPEC_ORDER.length);
  const misplaced = rows.slice(1).flatMap((row, i) =>
    rank(row.status) < rank(rows[i]!.status) ? [`${row.number} ${row.status} below ${rows[i]!.number} ${rows[i]!.status}`] : []);
  return { status: rows.find((row) => row.number === number)?.status ?? '', misplaced: misplaced.join('; ') };
}

/** From the navigation, an ASAP ride for ava to the summary. */
async function toSummary(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New booking' }).click();
  const booking = stepper(page);
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  await fillRoute(booking, { pickup: OFFICE, dropoff: JFK });
  await next(booking, 'Car and payment');
  await chooseCar(booking);
  await next(booking, 'Summary');
  return booking;
}

test('a ride moving on re-sorts Upcoming live in the 001 §4 order, up when dispatched, under the accepted rides when completed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInReady(page, AVA);
  // An ASAP ride: the simulated provider runs it through every status in about 8 s, live.
  const number = await confirmBooking(await toSummary(page));
  const bookings = await openManageBookings(page);
  // Ava's other bookings wait Accepted (her seeded one, a week ahead): the ride must pass them on its way.
  await expect(bookings.getByRole('row').filter({ hasText: 'Accepted' }).first()).toBeVisible();

  for (const reached of [['Dispatched', 'On scene', 'In progress'], ['Completed']]) {
    await expect.poll(async () => {
      const { status, misplaced } = await orderCheck(bookings, number);
      return reached.includes(status) ? misplaced || 'in order' : `${number} is ${status || 'not shown'}`;
    }, { message: `${number} ${reached.join(' or ')}, every row in the 001 §4 order` }).toBe('in order');
  }
});

interface HeldListAnswer {
  /** Whether the page asked for the list since the hold was armed. */
  asked: () => boolean;
  /** Over when the held answer landed or the page dropped the request (a newer one replaces it). */
  over: Promise<'landed' | 'dropped'>;
}

/**
 * The next GET /reservations (the Upcoming list) is read from the server at once but answered
 * late, when `late()` holds: a slow answer, older than what happened meanwhile. The page may give
 * up on it first (a refetch drops it).
 */
function holdNextListAnswer(page: Page, late: () => Promise<boolean>): HeldListAnswer {
  let asked = false;
  const over = new Promise<'landed' | 'dropped'>((resolve) => {
    void page.route((url) => url.pathname === `${API}/reservations`, async (route) => {
      if (asked || route.request().method() !== 'GET') return route.continue();
      asked = true;
      let dropped = false;
      const droppedByPage = new Promise<void>((done) => {
        page.on('requestfailed', (failed) => {
          if (failed !== route.request()) return;
          dropped = true;
          done();
        });
      });
      const answer = await route.fetch();
      await expect.poll(async () => dropped || late(), { message: 'the answer is late', timeout: 15_000 }).toBe(true);
      // What made it late went out as a live event, which reaches the page within milliseconds of
      // the write: a second for the page to drop this request (as one that refetches does).
      await Promise.race([droppedByPage, new Promise((done) => setTimeout(done, 1000))]);
      if (!dropped) await route.fulfill({ response: answer }).catch(() => undefined);
      resolve(dropped ? 'dropped' : 'landed');
    });
  });
  return { asked: () => asked, over };
}

/** Whether the server still lists the booking as upcoming (not finished). */
async function upcomingOnServer(page: Page, number: string): Promise<boolean> {
  const list = await page.request.get(`${API}/reservations`, { headers: API_HEADERS });
  return (await list.text()).includes(`"${number}"`);
}

// The blank list (issue 12): after an ASAP booking, /manage-bookings showed a stale list until a
// later status event. The portal keeps the page alive (hidden): coming back fetched nothing, and a
// list answer on its way while a status event came in put the older statuses back over it.
test('coming back to Manage bookings while the ride moves on shows the list at once, fetches it again and keeps the newest status', async ({ page }) => {
  test.setTimeout(90_000);
  await signInReady(page, AVA);
  const number = await confirmBooking(await toSummary(page));
  const bookings = await openManageBookings(page);
  const ride = bookings.getByRole('row', { name: new RegExp(`booking ${number}`) });
  await expect(ride).toContainText(/On scene|In progress/);

  // Away and back while the ride is under way; the list asked for on coming back answers only
  // after the ride has completed (which ends it: no status follows).
  const held = holdNextListAnswer(page, async () => !(await upcomingOnServer(page, number)));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New booking' }).click();
  await expect(stepper(page).getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await openManageBookings(page);
  await expect(ride, 'the list shows at once, not blank').toBeVisible();
  await expect.poll(held.asked, { message: 'coming back fetches the list again' }).toBe(true);
  await held.over;
  // Completed, the ride leaves Upcoming at the next list (or shows Completed until then); the late
  // answer must not put it back under way.
  await expect(ride.filter({ hasText: /Dispatched|On scene|In progress/ })).toHaveCount(0);
});

// Issue 12: the two firm margins the booking uses are set by a super admin in admin settings.
test("sam.super sets the firm's booking margins in admin settings, bounded to 0..100; the firm's data carries them", async ({ page }) => {
  await signInReady(page, 'sam.super@acme.example');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin settings' }).click();
  const settings = page.locator('curb-admin-settings');
  await settings.getByRole('tab', { name: 'Booking margins' }).click();
  const form = settings.getByRole('form', { name: 'Booking margins' });
  const sustainable = form.getByRole('spinbutton', { name: /Sustainable suggestion margin/ });
  const requote = form.getByRole('spinbutton', { name: /Re-quote margin/ });
  await expect(sustainable).toHaveValue('10');
  await expect(requote).toHaveValue('15');
  const restore = () => page.request.post(`${API}/superadmin/firmPreferences/margins`, {
    headers: API_HEADERS, data: { sustainableSuggestionMarginPercent: 10, requoteMarginPercent: 15 },
  });
  try {
    await requote.fill('101');
    await form.getByRole('button', { name: 'Save margins' }).click();
    await expect(form.getByText('Enter a percentage from 0 to 100')).toBeVisible();
    await sustainable.fill('12.5');
    await requote.fill('20');
    await form.getByRole('button', { name: 'Save margins' }).click();
    await expect(page.locator('sl-alert[open]').filter({ hasText: 'Booking margins saved' })).toBeVisible();
    const firm = await page.request.get(`${API}/users/firmData`, { headers: API_HEADERS });
    expect(((await firm.json()) as { firmPreferences: Record<string, unknown> }).firmPreferences)
      .toMatchObject({ sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 20 });
  } finally {
    expect((await restore()).ok()).toBe(true);
  }
});
