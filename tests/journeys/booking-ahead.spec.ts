import { expect, test } from './journey-test.ts';
import { completeTripToJfk, next, pick } from './booking-support';

// Issue 10: once 'Date and location' is complete, the stepper asks for the trip's car services
// and quotes and draws the car step for that trip, hidden, with its prices
// (elements/booking/src/next-step-preparation.ts); Next shows that very drawing and asks for
// nothing more. A trip changed after that gets a drawing of its own.

const AVA = 'ava.employee@acme.example';
const SEDAN = /Metro Black Car Sedan/;

test('Next shows the car step drawn ahead for the completed trip, prices and all; a changed trip gets its own', async ({ page }) => {
  const booking = await completeTripToJfk(page, AVA);

  // Drawn ahead, hidden while 'Date and location' shows: the cards with their prices.
  const aheadCard = booking.locator('.car-step .service-card').first();
  await expect(aheadCard).toBeAttached();
  await expect(aheadCard).toBeHidden();
  await expect(aheadCard.locator('.service-price')).toHaveCount(1);
  const drawnAhead = await aheadCard.elementHandle();

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/car-services')) asked.push(request.url());
  });
  await next(booking, 'Car and payment');
  await expect(booking.getByRole('radio', { name: SEDAN })).toBeVisible();
  await expect(booking.getByText('Getting price…')).toHaveCount(0);
  expect(await drawnAhead?.evaluate((card) => card.isConnected && card.checkVisibility()), 'the drawing made ahead is the one shown').toBe(true);
  expect(asked, 'no car services or quote call after Next').toEqual([]);

  // Another drop-off: its own services, asked for with the new trip, and a new drawing shown.
  await booking.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(booking.getByRole('heading', { name: 'Date and location', level: 2 })).toBeVisible();
  const askedAgain = page.waitForRequest((request) => request.url().endsWith('/reservations/car-services') && (request.postData() ?? '').includes('Rockefeller'));
  await pick(booking, /^Drop-off/, 'Rockefeller', /Rockefeller Center/);
  await askedAgain;
  await next(booking, 'Car and payment');
  await expect(booking.getByRole('radio', { name: SEDAN })).toBeVisible();
  await expect(booking.getByText('Getting price…')).toHaveCount(0);
  expect(await drawnAhead?.evaluate((card) => card.isConnected), 'the first trip\'s drawing is gone').toBe(false);
});
