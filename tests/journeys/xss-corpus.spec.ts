import { expect, test, type Page } from './journey-test.ts';
import { XSS_CORPUS } from '../../shared/domain/src/test-support/xss-corpus.ts';
import { openAccountTab } from './account-support.ts';
import {
  JFK, OFFICE, chooseCar, confirmBooking, dayFromToday, fillAcmeTripDetails, fillRoute, next, openManageBookings, stepper,
} from './booking-support.ts';
import { signInReady } from './support.ts';

// Issue 11: hostile text saved in free-text fields that are shown again (favourite address
// names, notes for the driver) is shown as text: no payload of the corpus runs in the portal.

const API_HEADERS = { 'x-api-key': 'curbside-demo-key' };
const PAYLOADS = XSS_CORPUS.slice(0, 6);

async function noPayloadRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
}

test('hostile favourite address names are shown as text and never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInReady(page, 'sam.super@acme.example');
  const userData = await (await page.request.get('/api/web/v1/users/userData', { headers: API_HEADERS })).json() as { user: { userId: number } };
  const userId = userData.user.userId;

  const saved: number[] = [];
  try {
    for (const name of PAYLOADS) {
      const answer = await page.request.post(`/api/web/v1/users/${userId}/places`, {
        headers: API_HEADERS,
        data: { userPlace: { placeId: null, name, placeType: 'Other', address: '1 Main St, Boston, MA 02108, USA', streetNumber: '1', source: null } },
      });
      // A name the server refuses is fine too (it is never shown); what it keeps must show as text.
      if (answer.ok()) saved.push((await answer.json() as { placeId: number }).placeId);
    }

    // A fresh page: the cached account of the first load predates the saves.
    await page.reload();
    const account = await openAccountTab(page, 'FAVORITE ADDRESSES');
    expect(saved).toHaveLength(PAYLOADS.length);
    for (const name of PAYLOADS) await expect(account.getByText(name, { exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    await noPayloadRan(page);
    await page.keyboard.press('Escape');

    await noPayloadRan(page);
    expect(dialogs).toEqual([]);
  } finally {
    for (const placeId of saved) {
      await page.request.post(`/api/web/v1/users/${userId}/places/${placeId}/remove`, { headers: API_HEADERS }).catch(() => undefined);
    }
  }
});

test('hostile notes for the driver are kept as typed and shown as text in the booking details', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Every payload of the corpus at once: notes hold up to 1,000 characters.
  const hostile = XSS_CORPUS.join(' ').slice(0, 1000);
  await signInReady(page, 'ava.employee@acme.example');
  await page.goto('/new-booking');
  const booking = stepper(page);
  await fillAcmeTripDetails(booking);
  await next(booking, 'Date and location');
  await fillRoute(booking, { pickup: OFFICE, dropoff: JFK, when: { date: dayFromToday(6), time: '09:00' } });
  await next(booking, 'Car and payment');
  await chooseCar(booking);
  await next(booking, 'Summary');
  const notes = booking.getByRole('textbox', { name: 'Notes for the driver' });
  await notes.fill(hostile);
  await booking.getByRole('button', { name: 'Save' }).click();
  await expect(booking.getByText('Saved', { exact: true })).toBeVisible();
  const number = await confirmBooking(booking);
  await noPayloadRan(page);

  const bookings = await openManageBookings(page);
  const row = bookings.getByRole('row', { name: new RegExp(`booking ${number}`) });
  await row.getByRole('button', { name: `Details of booking ${number}` }).click();
  await expect(page.getByRole('dialog', { name: `Booking ${number}` })).toBeVisible();
  await expect(bookings.getByRole('textbox', { name: 'Notes for the driver' })).toHaveValue(hostile);
  await page.waitForTimeout(300);
  await noPayloadRan(page);
  expect(dialogs).toEqual([]);
});
