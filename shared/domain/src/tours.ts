import type { TourStep, TourType } from '@curbside/contracts';
import { TOUR_STEP_COUNTS } from './limits.ts';

// spec 000 §9, 001 §2 'Product tours': which tour starts, its steps, and its button labels.

/** spec 000 §9: the tour type names, as the server spells them. */
export const TOUR_TYPES = ['NEW_USER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP', 'NEW_STEPPER'] as const satisfies readonly TourType[];

/** spec 000 §9: the last step's button reads 'Got it', the others 'Next'. */
export const TOUR_NEXT_LABEL = 'Next';
export const TOUR_DONE_LABEL = 'Got it';

/** The step counts a tour may have (the new booking stepper tour has 1 or 2; spec 000 §9, 001 §2). */
export function tourStepCounts(tourType: TourType): readonly number[] {
  const count = TOUR_STEP_COUNTS[tourType];
  return typeof count === 'number' ? [count] : count;
}

export interface TourStartInput {
  /** The tour a screen would start. */
  tourType: TourType;
  /** GET /users/next-tour: the tour the server names (null when none). */
  tourTypeToShow: TourType | null;
  /** GET /users/next-tour: whether that tour was already seen. */
  seen: boolean;
  /** Whether this tour already started in this session. */
  started: boolean;
}

/**
 * spec 000 §9, 001 §2: 'A tour starts only if it is the one to show, not yet seen and not
 * already started.'
 */
export function shouldStartTour({ tourType, tourTypeToShow, seen, started }: TourStartInput): boolean {
  return tourTypeToShow === tourType && !seen && !started;
}

/** spec 000 §9: 'The last step button reads 'Got it', the others 'Next'.' `stepIndex` counts from 0. */
export function tourButtonLabel(stepIndex: number, stepCount: number): typeof TOUR_NEXT_LABEL | typeof TOUR_DONE_LABEL {
  return stepIndex >= stepCount - 1 ? TOUR_DONE_LABEL : TOUR_NEXT_LABEL;
}

/** The progress line of a step: '2 of 3'. `stepIndex` counts from 0. */
export function tourProgressText(stepIndex: number, stepCount: number): string {
  return `${stepIndex + 1} of ${stepCount}`;
}

/**
 * What the step button does: move to the next step, or (on the last step) finish the tour,
 * which marks it seen on the server (spec 000 §9) and shows the confetti.
 */
export function advanceTour(stepIndex: number, stepCount: number): { finished: false; stepIndex: number } | { finished: true } {
  return stepIndex + 1 < stepCount ? { finished: false, stepIndex: stepIndex + 1 } : { finished: true };
}

/**
 * spec 000 §9, 001 §2: the car providers map tour starts when login, next-tour, the sidebar
 * and the map route are all ready (readiness polled MAP_READINESS_MAX_POLLS times).
 */
export function isMapTourReady(ready: { loggedIn: boolean; nextTourLoaded: boolean; sidebarReady: boolean; mapRouteReady: boolean }): boolean {
  return ready.loggedIn && ready.nextTourLoaded && ready.sidebarReady && ready.mapRouteReady;
}

/** Where a step's card sits next to its target. */
export type TourStepPlacement = 'right' | 'right-start' | 'bottom' | 'bottom-end' | 'left' | 'top';

/** A tour step (001 §3 Tour step) plus where its card goes next to the `attachTo` target. */
export type TourStepDefinition = TourStep & { placement: TourStepPlacement };

/**
 * The shell's targets. `attachTo` is a selector run inside the shell's shadow root; the shell
 * marks its parts with `data-tour` (the other forms are fallbacks for the same control).
 */
export const TOUR_TARGETS = {
  sideNav: 'nav[aria-label="Main"]',
  userMenu: '[data-tour="user-menu"], [part~="user-menu"]',
  newBooking: '[data-tour="new-booking"], nav[aria-label="Main"] [href="/new-booking"]',
} as const;

/** The new user tour (spec 000 §9: 3 steps). The spec gives no texts; these say what each part is for. */
export const NEW_USER_TOUR_STEPS: readonly TourStepDefinition[] = [
  {
    id: 'new-user-welcome',
    title: 'Welcome to Curbside',
    text: 'Everything you can do lives in this menu: book a ride, manage your bookings and see where our car providers operate.',
    attachTo: TOUR_TARGETS.sideNav,
    placement: 'right-start',
    isFirstStep: true,
    isCompleted: false,
  },
  {
    id: 'new-user-account',
    title: 'Your account',
    text: 'Open this menu to manage your account, addresses, credit cards and preferences, or to contact support.',
    attachTo: TOUR_TARGETS.userMenu,
    placement: 'bottom-end',
    isFirstStep: false,
    isCompleted: false,
  },
  {
    id: 'new-user-book',
    title: 'Book a ride',
    text: 'Start here to book a car, a taxi, an airport transfer or an hourly ride.',
    attachTo: TOUR_TARGETS.newBooking,
    placement: 'right',
    isFirstStep: false,
    isCompleted: false,
  },
];

/**
 * The rides report's targets, run inside curb-reports' shadow root: the DataTable's 'Columns'
 * menu and its header row of sortable columns.
 */
export const REPORT_TOUR_TARGETS = {
  columnChooser: '.rides .dt-chooser',
  columnHeaders: '.rides .dt-table thead',
} as const;

/** The columns tour of the rides report (spec 000 §9, 001 §2: 2 steps). The spec gives no texts; these say what each part is for. */
export const COLUMNS_TOUR_STEPS: readonly TourStepDefinition[] = [
  {
    id: 'columns-choose',
    title: 'Choose your columns',
    text: 'Show or hide any fact of the rides here: confirmation number, vehicle, purpose of journey, CO2 and every cost allocation of your firm.',
    attachTo: REPORT_TOUR_TARGETS.columnChooser,
    placement: 'bottom-end',
    isFirstStep: true,
    isCompleted: false,
  },
  {
    id: 'columns-sort',
    title: 'Sort the report',
    text: "Select a column's header to sort every ride of the report by it; select it again to reverse the order.",
    attachTo: REPORT_TOUR_TARGETS.columnHeaders,
    placement: 'bottom',
    isFirstStep: false,
    isCompleted: false,
  },
];
