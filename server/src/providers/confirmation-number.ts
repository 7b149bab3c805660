import { stableBucket } from './quote-engine.ts';

/** The provider's confirmation number: its prefix and six digits, stable per reservation number. */
export const confirmationNumberFor = (prefix: string, reservationNumber: string): string =>
  `${prefix}-${100_000 + stableBucket(`${prefix}|${reservationNumber}`, 900_000)}`;
