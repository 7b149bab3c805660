import { MAP_READINESS_MAX_POLLS, MAP_READINESS_POLL_INTERVAL_MS, TOUR_TARGETS, type TourStepDefinition } from '@curbside/domain';
import type { TourSteps } from '@curbside/ui';

// The car providers map tour (000 §9, 001 §2: CAR_PROVIDERS_MAP, one step): shown on /map once
// login, next-tour, the sidebar and the map are all ready (polled up to 50 times at 100 ms).

/** The map in curb-coverage-map's shadow root: where the tour's card points. */
export const MAP_TOUR_TARGET = '[data-tour="coverage-map"]';

/** The spec gives no text; this says what the screen is for. */
export const MAP_TOURS: TourSteps = {
  CAR_PROVIDERS_MAP: [{
    id: 'car-providers-map',
    title: 'Where your car providers pick up',
    text: "Each coloured area is where one of your firm's car providers picks up. Choose an area on the map or in the list to see the provider, its services and its phone.",
    attachTo: MAP_TOUR_TARGET,
    placement: 'left',
    isFirstStep: true,
    isCompleted: false,
  }] satisfies TourStepDefinition[],
};

/**
 * Whether the page's side navigation is ready: the shell has drawn its main navigation, or the
 * map is on a page with no shell (the gallery, a host page), which has no sidebar to wait for.
 */
export function sidebarReady(doc: Document = document): boolean {
  const shell = doc.querySelector('curb-shell');
  if (!shell) return true;
  return shell.shadowRoot?.querySelector(TOUR_TARGETS.sideNav) != null;
}

/**
 * Polls `isReady` up to `maxPolls` times, `intervalMs` apart (the first at once), and reports
 * true as soon as it answers true, or false after the last poll. Returns a cancel function.
 */
export function pollReadiness(
  isReady: () => boolean,
  onDone: (ready: boolean) => void,
  { maxPolls = MAP_READINESS_MAX_POLLS, intervalMs = MAP_READINESS_POLL_INTERVAL_MS } = {},
): () => void {
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    polls += 1;
    if (isReady()) onDone(true);
    else if (polls >= maxPolls) onDone(false);
    else timer = setTimeout(poll, intervalMs);
  };
  poll();
  return () => clearTimeout(timer);
}
