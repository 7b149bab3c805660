import { expect, test } from './journey-test.ts';
import { stepper } from './booking-support.ts';
import { acceptFirstSessionDialogs, signIn } from './support.ts';

// 000 §9, 001 §2: the new booking stepper tour (NEW_STEPPER), named by the server right after the
// new user tour. nell.newbooker has seen the others (seed); she has the booking chat, so the tour
// has its 2 steps: 'Next', then 'Got it', which marks it seen, and it does not start again.

test('nell meets the new booking stepper tour on /new-booking, walks it to Got it, and it is not shown again', async ({ page }) => {
  await signIn(page, 'nell.newbooker@hq.example');
  await acceptFirstSessionDialogs(page);
  await page.goto('/new-booking');
  const booking = stepper(page);

  const first = page.getByRole('dialog', { name: 'Book in four steps' });
  await expect(first).toBeVisible();
  await expect(first).toContainText('1 of 2');
  await first.getByRole('button', { name: 'Next' }).click();

  const second = page.getByRole('dialog', { name: 'Or say it in one sentence' });
  await expect(second).toContainText('2 of 2');
  const seen = page.waitForRequest((request) => request.url().endsWith('/users/seen-tour') && request.method() === 'POST');
  await second.getByRole('button', { name: 'Got it' }).click();
  expect((await seen).postDataJSON()).toEqual({ seenTourType: 'NEW_STEPPER' });
  await expect(second).toHaveCount(0);
  await expect(booking.getByRole('heading', { name: 'Passenger info', level: 2 })).toBeVisible();

  // Seen: every tour is, so the server answers tourTypeToShowSeen and none starts again.
  const next = page.waitForResponse((response) => response.url().endsWith('/users/next-tour'));
  await page.reload();
  expect((await (await next).json()).tourTypeToShowSeen).toBe(true);
  await expect(booking.getByRole('heading', { name: 'Passenger info', level: 2 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Book in four steps' })).toHaveCount(0);
});
