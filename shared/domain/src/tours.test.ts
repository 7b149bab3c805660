import { describe, expect, it } from 'vitest';
import { TourStepSchema } from '@curbside/contracts';
import { TOUR_STEP_COUNTS } from './limits.ts';
import {
  COLUMNS_TOUR_STEPS, NEW_USER_TOUR_STEPS, TOUR_TYPES, advanceTour, isMapTourReady, shouldStartTour, tourButtonLabel, tourProgressText,
  tourStepCounts,
} from './tours.ts';

describe('tour types and step counts (spec 000 §9: new user 3, columns 2, car providers map 1, new stepper 1 or 2)', () => {
  it('names the four tours as the server does', () => {
    expect([...TOUR_TYPES]).toEqual(['NEW_USER', 'COLUMNS_TOUR', 'CAR_PROVIDERS_MAP', 'NEW_STEPPER']);
  });

  it.each([
    { tourType: 'NEW_USER', counts: [3] },
    { tourType: 'COLUMNS_TOUR', counts: [2] },
    { tourType: 'CAR_PROVIDERS_MAP', counts: [1] },
    { tourType: 'NEW_STEPPER', counts: [1, 2] },
  ] as const)('$tourType has $counts step(s)', ({ tourType, counts }) => {
    expect(tourStepCounts(tourType)).toEqual(counts);
  });
});

describe('shouldStartTour (spec 000 §9: only if it is the one to show, not yet seen and not already started)', () => {
  it.each([
    { rule: 'the one to show, unseen, not started: starts', tourTypeToShow: 'NEW_USER', seen: false, started: false, expected: true },
    { rule: 'another tour is the one to show', tourTypeToShow: 'COLUMNS_TOUR', seen: false, started: false, expected: false },
    { rule: 'the server names no tour', tourTypeToShow: null, seen: false, started: false, expected: false },
    { rule: 'already seen', tourTypeToShow: 'NEW_USER', seen: true, started: false, expected: false },
    { rule: 'already started', tourTypeToShow: 'NEW_USER', seen: false, started: true, expected: false },
    { rule: 'seen and started', tourTypeToShow: 'NEW_USER', seen: true, started: true, expected: false },
  ] as const)('$rule -> $expected', ({ tourTypeToShow, seen, started, expected }) => {
    expect(shouldStartTour({ tourType: 'NEW_USER', tourTypeToShow, seen, started })).toBe(expected);
  });

  it('starts the map tour when the server names CAR_PROVIDERS_MAP', () => {
    expect(shouldStartTour({ tourType: 'CAR_PROVIDERS_MAP', tourTypeToShow: 'CAR_PROVIDERS_MAP', seen: false, started: false })).toBe(true);
  });
});

describe("tourButtonLabel (spec 000 §9: the last step reads 'Got it', the others 'Next')", () => {
  it.each([
    { stepIndex: 0, stepCount: 3, label: 'Next' },
    { stepIndex: 1, stepCount: 3, label: 'Next' },
    { stepIndex: 2, stepCount: 3, label: 'Got it' },
    { stepIndex: 0, stepCount: 2, label: 'Next' },
    { stepIndex: 1, stepCount: 2, label: 'Got it' },
    { stepIndex: 0, stepCount: 1, label: 'Got it' },
  ])('step $stepIndex of $stepCount -> "$label"', ({ stepIndex, stepCount, label }) => {
    expect(tourButtonLabel(stepIndex, stepCount)).toBe(label);
  });
});

describe('tourProgressText and advanceTour', () => {
  it.each([
    { stepIndex: 0, stepCount: 3, text: '1 of 3' },
    { stepIndex: 2, stepCount: 3, text: '3 of 3' },
    { stepIndex: 0, stepCount: 1, text: '1 of 1' },
  ])('step $stepIndex of $stepCount reads "$text"', ({ stepIndex, stepCount, text }) => {
    expect(tourProgressText(stepIndex, stepCount)).toBe(text);
  });

  it.each([
    { stepIndex: 0, stepCount: 3, expected: { finished: false, stepIndex: 1 } },
    { stepIndex: 1, stepCount: 3, expected: { finished: false, stepIndex: 2 } },
    { stepIndex: 2, stepCount: 3, expected: { finished: true } },
    { stepIndex: 0, stepCount: 1, expected: { finished: true } },
  ])('from step $stepIndex of $stepCount -> $expected', ({ stepIndex, stepCount, expected }) => {
    expect(advanceTour(stepIndex, stepCount)).toEqual(expected);
  });
});

describe('isMapTourReady (spec 001 §2: login, next-tour, sidebar and map route all ready)', () => {
  const ready = { loggedIn: true, nextTourLoaded: true, sidebarReady: true, mapRouteReady: true };
  it('is ready when all four are', () => {
    expect(isMapTourReady(ready)).toBe(true);
  });
  it.each(['loggedIn', 'nextTourLoaded', 'sidebarReady', 'mapRouteReady'] as const)('waits for %s', (missing) => {
    expect(isMapTourReady({ ...ready, [missing]: false })).toBe(false);
  });
});

describe('COLUMNS_TOUR_STEPS', () => {
  it('has the spec count of steps (2): the column chooser, then the sortable headers of the rides table', () => {
    expect(COLUMNS_TOUR_STEPS).toHaveLength(TOUR_STEP_COUNTS.COLUMNS_TOUR);
    expect(COLUMNS_TOUR_STEPS.map(({ title }) => title)).toEqual(['Choose your columns', 'Sort the report']);
    expect(COLUMNS_TOUR_STEPS.map(({ attachTo }) => attachTo)).toEqual(['.rides .dt-chooser', '.rides .dt-table thead']);
  });
});

describe('NEW_USER_TOUR_STEPS', () => {
  it('has the spec count of steps (3)', () => {
    expect(NEW_USER_TOUR_STEPS).toHaveLength(TOUR_STEP_COUNTS.NEW_USER);
  });

  it('welcomes at the side nav, then shows the user menu, then the New booking item', () => {
    expect(NEW_USER_TOUR_STEPS.map(({ title }) => title)).toEqual(['Welcome to Curbside', 'Your account', 'Book a ride']);
    expect(NEW_USER_TOUR_STEPS[0]?.attachTo).toBe('nav[aria-label="Main"]');
    expect(NEW_USER_TOUR_STEPS[1]?.attachTo).toContain('[data-tour="user-menu"]');
    expect(NEW_USER_TOUR_STEPS[2]?.attachTo).toContain('[href="/new-booking"]');
  });
});

describe.each([
  { tour: 'NEW_USER', steps: NEW_USER_TOUR_STEPS },
  { tour: 'COLUMNS_TOUR', steps: COLUMNS_TOUR_STEPS },
])('$tour steps', ({ steps }) => {
  it('are valid tour steps of the contract, only the first marked first, with unique ids', () => {
    for (const step of steps) expect(TourStepSchema.safeParse(step).success).toBe(true);
    expect(steps.map((step) => step.isFirstStep)).toEqual(steps.map((_, index) => index === 0));
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
  });
});
