import { expect, type Locator, type Page } from './journey-test.ts';
import { stepper } from './booking-support.ts';

// What the assistant journeys share (issue 18): the panel, and the landing of a finished booking chat.

/** The assistant panel (curb-chat) in the shell. */
export function assistant(page: Page): Locator {
  return page.getByRole('region', { name: 'Assistant' });
}

/**
 * 001 §2: a finished booking chat (typed or spoken) goes to /new-booking, fills the stepper and
 * moves to the car and payment step; the panel steps aside. Goes back to the date and location
 * step, where what the chat understood shows, and returns the stepper.
 */
export async function landsOnCarAndPayment(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/new-booking$/);
  const booking = stepper(page);
  await expect(booking.getByRole('heading', { name: 'Car and payment', level: 2 })).toBeVisible();
  await expect(assistant(page)).toHaveCount(0);
  await booking.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Date and location', level: 2 })).toBeVisible();
  return booking;
}
