import { describe } from 'vitest';
import { itAnswers } from './test-support/answer-table.ts';
import { postLoginLanding } from './tour-landing.ts';

describe('postLoginLanding (001 §2: the map tour navigates to /map after login)', () => {
  itAnswers('%j lands on %s', ([next, started]: [Parameters<typeof postLoginLanding>[1], boolean]) => postLoginLanding('/manage-bookings', next, started), [
    [[{ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: false }, false], '/map'],
    [[{ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: true }, false], '/manage-bookings'],
    [[{ tourTypeToShow: 'CAR_PROVIDERS_MAP', tourTypeToShowSeen: false }, true], '/manage-bookings'],
    [[{ tourTypeToShow: 'NEW_USER', tourTypeToShowSeen: false }, false], '/manage-bookings'],
    [[{ tourTypeToShow: null, tourTypeToShowSeen: false }, false], '/manage-bookings'],
    [[null, false], '/manage-bookings'],
  ]);
});
