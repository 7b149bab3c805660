// A React 19 host app's view of the elements (issue 9, 'Packages a host can install'): the JSX
// typings generated from the contracts give typed attributes, properties and `oncurb-*` handlers.
// Checked by `tsc` (npm test); each @ts-expect-error is a mistake a host developer must be told of.
import { useState } from 'react';
import type {} from '../../generated/curbside-jsx.d.ts';
import type {} from '../../elements/auth/src/login.element.ts';
import type {} from '../../elements/booking/src/booking.element.ts';

export function IntranetBooking({ token }: { token: string | null }) {
  const [booked, setBooked] = useState<string | null>(null);
  const [expiring, setExpiring] = useState<'expiring' | 'refused' | null>(null);
  return (
    <>
      <curb-login api-base="https://curbside.example" api-key="curbside-demo-key" mode="login" />
      <curb-booking
        api-key="curbside-demo-key"
        reservation-id={7}
        token={token}
        oncurb-booking-confirmed={(event) => setBooked(event.detail.reservationNumber)}
        oncurb-token-expiring={(event) => setExpiring(event.detail.reason)}
        oncurb-navigate={(event) => event.detail.path.startsWith('/')}
      />
      <output>{booked ?? expiring}</output>
    </>
  );
}

// @ts-expect-error reservation-id is a number
export const textId = <curb-booking reservation-id="seven" />;

// @ts-expect-error curb-login's mode takes only the contract's values
export const unknownMode = <curb-login mode="register" />;

// @ts-expect-error the confirmation carries reservationNumber, not reservationCode
export const wrongDetail = <curb-booking oncurb-booking-confirmed={(event) => event.detail.reservationCode} />;

// @ts-expect-error the token is a string (or null), not an object
export const objectToken = <curb-booking token={{ jwt: 'x' }} />;
