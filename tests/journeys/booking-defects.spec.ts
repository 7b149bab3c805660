import { expect, test, type Locator } from './journey-test.ts';
import {
  JFK, OFFICE, bookRide, choose, chooseCar, dayFromToday, fillRoute, next, pick, stepper, stepperAtCarAndPayment,
} from './booking-support';
import { signInReady } from './support';

// issue 12: the defects found trying booking as a new user would, each with the journey that
// would have caught it. (The live re-sort of /manage-bookings and its blank list: booking-live.spec.ts.)

const AVA = 'ava.employee@acme.example';
const BEN = 'ben.booker@acme.example';

test('the expired card is exposed as disabled, not only greyed', async ({ page }) => {
  const booking = await stepperAtCarAndPayment(page, BEN);
  await chooseCar(booking);
  const expired = booking.getByRole('radio', { name: /4444/ });
  await expect(expired).toContainText('Expired on');
  await expect(expired).toHaveAttribute('aria-disabled', 'true');
  await expect(expired).toBeDisabled();
  await expect(booking.getByRole('radio', { name: /4242/ })).toBeEnabled();
});

/** Whether what is drawn on a Shoelace switch's track is the switch (not the sticky bar over it). */
async function isOnTop(control: Locator): Promise<boolean> {
  return control.evaluate((input) => {
    // The role=switch input lives in sl-switch's shadow root; the host is what is drawn.
    const host = (input.getRootNode() as ShadowRoot).host;
    const box = host.getBoundingClientRect();
    const root = host.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.left + 14, box.top + 12);
    return hit !== null && (hit === host || host.contains(hit));
  });
}

test("step 2 on a 12-hour clock: the sticky bar leaves 'Meet and greet' free, the time window reads 9:00 PM", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 560 });
  await signInReady(page, AVA);
  await page.goto('/new-booking');
  const booking = stepper(page);
  await expect(booking.getByRole('heading', { name: 'Passenger info' })).toBeVisible();
  await choose(booking, /Purpose of journey/, 'Late night home');
  await pick(booking, /Cost Center/, 'CC-', /CC-100/);
  await next(booking, 'Date and location');
  await fillRoute(booking, { pickup: JFK, dropoff: OFFICE, when: { date: dayFromToday(3), time: '12:00' } });

  // Scrolled into view from above (as a click or Tab brings it), the switch stops above the bar, not under it.
  const meetAndGreet = booking.getByRole('switch', { name: 'Meet and greet' });
  await booking.getByRole('heading', { name: 'Date and location', level: 2 }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await meetAndGreet.evaluate((input) => (input.getRootNode() as ShadowRoot).host.scrollIntoView({ block: 'end' }));
  await expect.poll(() => isOnTop(meetAndGreet), { message: 'the switch is drawn above the Back / Next bar' }).toBe(true);
  await meetAndGreet.focus();
  await expect.poll(() => isOnTop(meetAndGreet), { message: 'focused, still above the bar' }).toBe(true);

  await booking.getByRole('button', { name: 'Next' }).click();
  await expect(booking.getByText('Pickup time must be between 9:00 PM and 6:00 AM for this purpose of journey')).toBeVisible();
});

test("a return trip from an airport clears 'Commercial flight' and the terminal", async ({ page }) => {
  await signInReady(page, AVA);
  await page.goto('/new-booking');
  const booking = stepper(page);
  await bookRide(booking, { pickup: JFK, dropoff: OFFICE, when: { date: dayFromToday(4), time: '10:00' } });
  await booking.getByRole('button', { name: 'Return trip' }).click();
  await next(booking, 'Date and location');
  await expect(booking.getByRole('combobox', { name: /^Drop-off/ })).toHaveValue(/John F Kennedy International Airport/);
  await expect(booking.getByRole('switch', { name: 'Commercial flight' })).not.toBeChecked();
  await expect(booking.getByRole('combobox', { name: /^Terminal/ })).toHaveValue('');
});
