import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { intentionKey, openEventStream } from '@curbside/api';
import {
  endpointKey, endpoints, queryKey, type FavoriteReservation, type ReservationDetails, type ReservationHistory, type ReservationSummary,
} from '@curbside/contracts';
import { errorText, sortReservationsByStatus } from '@curbside/domain';
import { stepperStore, type StepperActions, type StepperState } from '@curbside/state';
import {
  confirm, queryClient, showToast, useApi, useDebouncedValue, useEmit, useCall, useFailureToast, useHost, useSession, useSessionLoad,
} from '@curbside/ui';
import {
  BOOKINGS_TABS, BOOKINGS_TEXT, EMPTY_HISTORY_FILTERS, HISTORY_PAGE_SIZE, detailsWithStatus, favoritesWithStatus,
  historyQuery, historyWithStatus, parseStatusEvent, parseTab, reservationRowView, upcomingWithStatus, eventNeedsRefetch,
  type BookingsTab, type HistoryFilters as Filters, type ReservationRowView, type RowAction, type StatusEvent,
} from './bookings-logic.ts';
import type { BookingsEvents, BookingsProps } from './bookings.contract.ts';
import { BookingsTable } from './BookingsTable.tsx';
import { DetailsDrawer, detailsKey, type DetailsSection } from './DetailsDrawer.tsx';
import { FavoriteDialog } from './FavoriteDialog.tsx';
import { HistoryFilters } from './HistoryFilters.tsx';

// The contract's cache keys (shared/contracts query-keys): another element caching these calls shares the entries.
const UPCOMING_KEY = queryKey(endpoints.reservations.upcoming);
/** The prefix of every history page (the key adds the filters and the page size). */
const HISTORY_KEY = endpointKey(endpoints.reservations.history);
const FAVORITES_KEY = queryKey(endpoints.reservations.favorites);
/** What each tab shows when it has no rows. */
const BOOKINGS_EMPTY: Record<BookingsTab, { text: string; icon: string }> = {
  upcoming: { text: BOOKINGS_TEXT.emptyUpcoming, icon: 'calendar-x' },
  history: { text: BOOKINGS_TEXT.emptyHistory, icon: 'search' },
  favorites: { text: BOOKINGS_TEXT.emptyFavorites, icon: 'star' },
};
const LIST_KEYS = [UPCOMING_KEY, HISTORY_KEY, FAVORITES_KEY, endpointKey(endpoints.account.carProviders), endpointKey(endpoints.reservations.details)];

/** The tab of the attribute, else the page's ?tab= (the portal passes no attributes from the URL), else upcoming. */
function initialTab(attribute: string | undefined): BookingsTab {
  const fromUrl = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('tab');
  return parseTab(attribute) ?? parseTab(fromUrl) ?? 'upcoming';
}

/** spec 001 §4 Event stream: a 'reservation-status' event updates the cached lists in place, without a reload. */
function applyStatusEvent(event: StatusEvent): void {
  const upcoming = queryClient.getQueryData<ReservationSummary[]>(UPCOMING_KEY);
  // A list answer on its way may have been read before this status was written: landing after the
  // event it put the old status back for good (issue 12: a new booking stuck 'New' under the
  // Accepted rows, out of the 001 §4 order). Then the list is fetched again, after the event.
  const fetching = queryClient.getQueryState(UPCOMING_KEY)?.fetchStatus === 'fetching';
  // A booking made or edited elsewhere: fetch the list again in the background.
  if (fetching || eventNeedsRefetch(upcoming, event)) {
    void queryClient.invalidateQueries({ queryKey: UPCOMING_KEY });
    void queryClient.invalidateQueries({ queryKey: detailsKey(event.reservationId) });
  } else {
    const next = upcomingWithStatus(upcoming, event);
    if (next) queryClient.setQueryData(UPCOMING_KEY, next);
  }
  queryClient.setQueriesData<ReservationHistory>({ queryKey: HISTORY_KEY }, (page) => historyWithStatus(page, event));
  queryClient.setQueriesData<FavoriteReservation[]>({ queryKey: FAVORITES_KEY }, (list) => favoritesWithStatus(list, event));
  // Only a new status is written into cached details: writing the same data would mark an
  // invalidated copy fresh again and hide an edit's changes.
  const details = queryClient.getQueryData<ReservationDetails>(detailsKey(event.reservationId));
  const updated = detailsWithStatus(details, event);
  if (updated && updated !== details) queryClient.setQueryData(detailsKey(event.reservationId), updated);
}

/** The three lists are fetched again (each where it shows; the others when next shown). */
function refreshLists(): void {
  void queryClient.invalidateQueries({ queryKey: UPCOMING_KEY });
  void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
}

/**
 * <curb-bookings>: the user's bookings at /manage-bookings (spec 001 §2, §4, §7). Tabs Upcoming
 * (sorted by status), History (filters, 'Load more') and Favorites; row menus; the details
 * drawer; live statuses from the event stream. A failing call toasts the server's message and
 * leaves the screen usable.
 */
export function Bookings({ tab: tabAttribute }: BookingsProps) {
  const api = useApi();
  const emit = useEmit<BookingsEvents>();
  const host = useHost();
  const dateFormat = useSession((s) => s.userData?.settings.dateFormat ?? null);
  const timeFormat = useSession((s) => s.userData?.settings.timeFormat ?? null);
  const signedIn = useSession((s) => s.userData !== null);
  const countries = useSession((s) => s.countries);
  const settings = useMemo(() => ({ dateFormat, timeFormat }), [dateFormat, timeFormat]);

  const [tab, setTab] = useState<BookingsTab>(() => initialTab(tabAttribute));
  useEffect(() => {
    const parsed = parseTab(tabAttribute);
    if (parsed) setTab(parsed);
  }, [tabAttribute]);

  const [filters, setFilters] = useState<Filters>(EMPTY_HISTORY_FILTERS);
  const appliedFilters = useDebouncedValue(filters, 350);
  const [historyLimit, setHistoryLimit] = useState(HISTORY_PAGE_SIZE);
  useEffect(() => setHistoryLimit(HISTORY_PAGE_SIZE), [appliedFilters]);

  const [details, setDetails] = useState<{ id: number; section: DetailsSection } | null>(null);
  const [favoriteRow, setFavoriteRow] = useState<ReservationRowView | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [cancelIntention] = useState(() => intentionKey());
  const busyRef = useRef(false);

  useSessionLoad(api);

  // Leaving the page drops the cached lists (their observers are gone by the next tick): the next
  // mount starts from the server, and a kept-alive route never unmounts.
  useEffect(() => () => {
    setTimeout(() => LIST_KEYS.forEach((key) => queryClient.removeQueries({ queryKey: key, type: 'inactive' })), 0);
  }, []);

  // The portal keeps /manage-bookings alive: leaving hides the element, coming back shows it again
  // without a mount, so nothing refetched and a booking made meanwhile was missing until a live
  // event happened to refetch (issue 12). Shown again, the lists are fetched again.
  useEffect(() => {
    const shown = new MutationObserver(() => {
      if (!host.hidden) refreshLists();
    });
    shown.observe(host, { attributes: true, attributeFilter: ['hidden'] });
    return () => shown.disconnect();
  }, [host]);

  // Live statuses; closed on unmount.
  useEffect(() => {
    const stream = openEventStream({
      url: () => api.eventStreamUrl(),
      eventNames: ['reservation-status'],
      // A status that changed before the stream was open (a booking accepted between the list's
      // answer and the stream's ticket) was never heard: each open fetches the lists again.
      onOpen: refreshLists,
      onEvent: (_name, data) => {
        const event = parseStatusEvent(data);
        if (event) applyStatusEvent(event);
        // Issue 12: a booking re-booked with another car provider (or declined at last) says so.
        if (event?.message) showToast(event.message, 'primary');
      },
    });
    return () => stream.close();
  }, [api]);

  // Sorted as it is shown; the cache keeps the server's answer, which live statuses update in place.
  const upcoming = useCall(endpoints.reservations.upcoming, {}, { enabled: tab === 'upcoming', retry: false, staleTime: 10_000, select: sortReservationsByStatus });
  useFailureToast(upcoming);

  const history = useCall(
    endpoints.reservations.history,
    { query: historyQuery(appliedFilters, 0, historyLimit) },
    { enabled: tab === 'history', placeholderData: keepPreviousData, retry: false, staleTime: 10_000 },
  );
  useFailureToast(history);

  // Favorites are also what marks a row 'Add to favorites' or 'Remove from favorites'.
  const favorites = useCall(endpoints.reservations.favorites, {}, { retry: false, staleTime: 30_000 });
  useFailureToast(favorites);

  const carProviders = useCall(endpoints.account.carProviders, {}, { enabled: tab === 'history', retry: false, staleTime: 5 * 60_000 });

  const favoriteNames = useMemo(
    () => new Map((favorites.data ?? []).filter((f) => f.active).map((f) => [f.reservationId, f.name])),
    [favorites.data],
  );
  const view = useCallback(
    (list: readonly ReservationSummary[] | undefined) =>
      (list ?? []).map((r) => reservationRowView(r, settings, favoriteNames.get(r.reservationId) ?? null)),
    [settings, favoriteNames],
  );
  const upcomingRows = useMemo(() => view(upcoming.data), [view, upcoming.data]);
  const historyRows = useMemo(() => view(history.data?.data), [view, history.data]);
  const favoriteRows = useMemo(
    () => (favorites.data ?? []).flatMap((f) => (f.active && f.reservation ? [reservationRowView(f.reservation, settings, f.name)] : [])),
    [favorites.data, settings],
  );

  // ---- actions ----

  const run = async (row: ReservationRowView, task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusyId(row.id);
    try {
      await task();
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      busyRef.current = false;
      setBusyId(null);
    }
  };

  const fetchDetails = (id: number) =>
    queryClient.fetchQuery({
      queryKey: detailsKey(id),
      queryFn: ({ signal }) => api.call(endpoints.reservations.details, { params: { id }, signal }),
      staleTime: 5_000,
    });

  const cancelBooking = async (id: number) => {
    if (!(await confirm(BOOKINGS_TEXT.cancelConfirm, {
      confirmLabel: BOOKINGS_TEXT.cancelConfirmLabel, cancelLabel: BOOKINGS_TEXT.cancelKeepLabel, danger: true,
    }))) return;
    // The same key for every try at cancelling this booking: a retry after a lost answer cancels once.
    const response = await api.call(endpoints.reservations.cancel, { params: { id }, idempotencyKey: cancelIntention.for({ cancel: id }) });
    cancelIntention.done();
    applyStatusEvent({ reservationId: id, reservationStatus: response.reservationStatus, updated: new Date().toISOString() });
    showToast(BOOKINGS_TEXT.canceled, 'success');
    emit('curb-booking-canceled', { reservationId: id });
    refreshLists();
    void queryClient.invalidateQueries({ queryKey: detailsKey(id) });
  };

  const edit = async (data: ReservationDetails) => {
    const store = stepperStore.getState();
    store.setFields({ action: 'EDIT' });
    store.loadReservation(data);
    setDetails(null);
    emit('curb-navigate', { path: `/manage-bookings/edit-booking?reservationId=${data.reservationId}` });
  };

  /**
   * A new booking made from this one (duplicate, return trip, follow-up): its details (and what
   * `extra` fetches beside them) go into the stepper, `apply` turns them into the new booking,
   * and the stepper opens.
   */
  const startFrom = <T,>(row: ReservationRowView, extra: () => Promise<T>, apply: (store: StepperState & StepperActions, extra: T) => void) => {
    void run(row, async () => {
      const [data, more] = await Promise.all([fetchDetails(row.id), extra()]);
      const store = stepperStore.getState();
      store.loadReservation(data);
      apply(store, more);
      emit('curb-navigate', { path: '/new-booking' });
    });
  };

  const onAction = (row: ReservationRowView, action: RowAction) => {
    switch (action) {
      case 'details':
      case 'changeCard':
      case 'notes':
        setDetails({ id: row.id, section: action === 'details' ? 'details' : action === 'changeCard' ? 'card' : 'notes' });
        break;
      case 'edit':
        void run(row, async () => edit(await fetchDetails(row.id)));
        break;
      case 'duplicate':
        startFrom(row, async () => undefined, (store) => {
          store.applyDuplicate();
          store.setFields({ actionOriginDetails: { action: 'DUPLICATE', origin: 'FROM_MANAGE_BOOKINGS' } });
        });
        break;
      case 'returnTrip':
        startFrom(row, async () => undefined, (store) => store.applyReturnTrip('FROM_MANAGE_BOOKINGS'));
        break;
      case 'followUp':
        startFrom(
          row,
          () => api.call(endpoints.reservations.followUp, { params: { id: row.number } }),
          (store, request) => store.applyFollowUp(request, 'FROM_MANAGE_BOOKINGS'),
        );
        break;
      case 'favorite':
        setFavoriteRow(row);
        break;
      case 'unfavorite':
        void run(row, async () => {
          await api.call(endpoints.reservations.saveFavorite, {
            body: { name: row.favoriteName ?? row.number, active: false, reservationId: row.id },
          });
          queryClient.setQueryData<FavoriteReservation[]>(FAVORITES_KEY, (list) => list?.filter((f) => f.reservationId !== row.id));
          showToast(BOOKINGS_TEXT.favoriteRemoved, 'success');
          void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
        });
        break;
      case 'cancel':
        void run(row, () => cancelBooking(row.id));
        break;
    }
  };

  const saveFavorite = async (row: ReservationRowView, name: string): Promise<boolean> => {
    try {
      const saved = await api.call(endpoints.reservations.saveFavorite, { body: { name, active: true, reservationId: row.id } });
      queryClient.setQueryData<FavoriteReservation[]>(FAVORITES_KEY, (list) => [saved, ...(list ?? []).filter((f) => f.reservationId !== row.id)]);
      showToast(BOOKINGS_TEXT.favoriteSaved, 'success');
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
      return true;
    } catch (error) {
      showToast(errorText(error), 'danger');
      return false;
    }
  };

  const total = history.data?.total ?? 0;
  const waiting = !signedIn;
  const loading = (query: { isPending: boolean; isError: boolean }) => waiting || (query.isPending && !query.isError);

  /** A tab's table: its rows, empty text and icon; history adds its filters and 'Load more'. */
  const panel = (id: BookingsTab) => {
    const table = { busyId, onAction, emptyText: BOOKINGS_EMPTY[id].text, emptyIcon: BOOKINGS_EMPTY[id].icon };
    if (id === 'upcoming') return <BookingsTable {...table} rows={upcomingRows} label="Upcoming bookings" loading={loading(upcoming)} />;
    if (id === 'favorites') return <BookingsTable {...table} rows={favoriteRows} label="Favorite bookings" loading={loading(favorites)} showFavoriteName />;
    return (
      <div className="curb-stack">
        <HistoryFilters value={filters} onChange={setFilters} carProviders={carProviders.data ?? []} countries={countries} />
        <BookingsTable
          {...table}
          rows={historyRows}
          label="Booking history"
          loading={loading(history)}
          more={{
            status: history.data && total > 0 ? `Showing ${historyRows.length} of ${total} bookings` : '',
            hasMore: history.data?.hasMore ?? false,
            label: 'Load more',
            loading: history.isFetching && history.isPlaceholderData,
            onMore: () => setHistoryLimit((limit) => limit + HISTORY_PAGE_SIZE),
          }}
        />
      </div>
    );
  };

  return (
    <div className="bookings">
      <SlTabGroup
        className="tabs"
        part="tabs"
        onSlTabShow={(event) => {
          const next = parseTab(event.detail.name);
          if (next) setTab(next);
        }}
      >
        {BOOKINGS_TABS.map((entry) => (
          <SlTab key={entry.id} slot="nav" panel={entry.id} active={entry.id === tab}>
            {entry.label}
            {entry.id === 'upcoming' && upcoming.data && upcoming.data.length > 0 ? (
              <span className="curb-pill tab-count" aria-label={`(${upcoming.data.length})`}>{upcoming.data.length}</span>
            ) : null}
          </SlTab>
        ))}

        {BOOKINGS_TABS.map((entry) => (
          <SlTabPanel key={entry.id} name={entry.id} active={tab === entry.id}>
            {tab === entry.id ? panel(entry.id) : null}
          </SlTabPanel>
        ))}
      </SlTabGroup>

      <DetailsDrawer
        reservationId={details?.id ?? null}
        section={details?.section ?? 'details'}
        settings={settings}
        onClose={() => setDetails(null)}
        onEdit={(data) => void edit(data)}
        onCancel={(data) => {
          void cancelBooking(data.reservationId).catch((error: unknown) => showToast(errorText(error), 'danger'));
        }}
      />
      <FavoriteDialog row={favoriteRow} onClose={() => setFavoriteRow(null)} onSave={saveFavorite} />
    </div>
  );
}
