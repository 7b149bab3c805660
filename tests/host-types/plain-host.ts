// A plain TypeScript host page's view of the elements (issue 9): `document.querySelector` gives the
// element's class, `addEventListener` the typed detail of our events, on the element, the document
// and the window. Checked by `tsc` (npm test).
import type {} from '../../elements/booking/src/booking.element.ts';

export async function wireBooking(fetchToken: () => Promise<string>): Promise<void> {
  const booking = document.querySelector('curb-booking');
  if (!booking) return;
  booking.apiKey = 'curbside-demo-key';
  booking.reservationId = 7;
  booking.token = await fetchToken();
  booking.addEventListener('curb-token-expiring', async (event) => {
    if (event.detail.reason === 'refused' || event.detail.expiresAtEpoch !== null) booking.token = await fetchToken();
  });
  document.addEventListener('curb-booking-confirmed', (event) => {
    const number: string = event.detail.reservationNumber;
    const confirmation: string | null = event.detail.confirmationNumber;
    console.info(number, confirmation);
  });

  // @ts-expect-error reservationId is a number
  booking.reservationId = '7';
  // @ts-expect-error the token is a string or null
  booking.token = 42;
  // @ts-expect-error the confirmation's detail has no reservationCode
  booking.addEventListener('curb-booking-confirmed', (event) => event.detail.reservationCode);
  // @ts-expect-error the reason is 'expiring' or 'refused'
  window.addEventListener('curb-token-expiring', (event) => event.detail.reason === 'expired');
}
