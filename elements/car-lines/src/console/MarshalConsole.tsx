import { useEffect, useMemo, useState } from 'react';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { keepPreviousData } from '@tanstack/query-core';
import { openEventStream } from '@curbside/api';
import { endpointKey, endpoints, queryKey, type CarlineReservation } from '@curbside/contracts';
import { hourlyChartWindow, hourlyRides, lineClock } from '@curbside/domain';
import { queryClient, useApi, useCall, useFailureToast, useSession } from '@curbside/ui';
import {
  CONSOLE_TEXT, boardRow, lineBoard, parseLineStatusEvent, rollerProviders, waitingRollers, withLineStatus,
} from './console-view.ts';
import { DispatchPanel } from './DispatchPanel.tsx';
import { HourlyRidesChart } from './HourlyRidesChart.tsx';
import { LineBoard } from './LineBoard.tsx';
import { LineHeader } from './LineHeader.tsx';
import { RollersPanel } from './RollersPanel.tsx';

const BOARD_KEY = queryKey(endpoints.marshals.reservations);
const STATE_KEY = endpointKey(endpoints.marshals.carlines);
/** The operational state and the chart's hour follow the clock: read again each minute. */
const CLOCK_MS = 60_000;

/** A burst of live events (a roller order of several cars) refetches once. */
function createRefetch(): { soon(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    soon() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: BOARD_KEY });
        void queryClient.invalidateQueries({ queryKey: STATE_KEY });
      }, 400);
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  };
}

/** spec 001 §4 Event stream: a 'reservation-status' event moves the board in place; what it does not hold is fetched. */
function useLiveBoard(): void {
  const api = useApi();
  useEffect(() => {
    const refetch = createRefetch();
    const stream = openEventStream({
      url: () => api.eventStreamUrl(),
      eventNames: ['reservation-status'],
      onEvent: (_name, data) => {
        const event = parseLineStatusEvent(data);
        if (!event) return;
        const current = queryClient.getQueryData<CarlineReservation[]>(BOARD_KEY);
        const fetching = queryClient.getQueryState(BOARD_KEY)?.fetchStatus === 'fetching';
        const { list, refetch: needed } = withLineStatus(current, event);
        if (list && current) queryClient.setQueryData(BOARD_KEY, list);
        // An answer on its way may hold the older status: read again after it.
        if (needed || fetching) refetch.soon();
      },
    });
    return () => {
      stream.close();
      refetch.cancel();
    };
  }, [api]);
}

export interface MarshalConsoleProps {
  /** The line to open on (the attribute); null: the first of the marshal's lines. */
  carlineId: number | null;
}

/**
 * The marshal console (001 §3 Marshal car-line state, §4, §7 Marshals): the line, the rider
 * booking, the rollers, today's live board and the hourly rides chart, laid out for a lobby
 * tablet (1024 x 768, touch and keyboard).
 */
export function MarshalConsole({ carlineId }: MarshalConsoleProps) {
  const timeFormat = useSession((s) => s.userData?.settings.timeFormat ?? null);
  const [chosen, setChosen] = useState<number | null>(carlineId);
  useEffect(() => setChosen(carlineId), [carlineId]);

  const state = useCall(endpoints.marshals.carlines, { query: chosen === null ? {} : { carlineDetailsId: chosen } }, {
    retry: false, placeholderData: keepPreviousData, refetchInterval: CLOCK_MS,
  });
  useFailureToast(state);
  const board = useCall(endpoints.marshals.reservations, {}, { retry: false, refetchInterval: CLOCK_MS });
  useFailureToast(board);
  const providers = useCall(endpoints.account.carProviders, {}, { retry: false, staleTime: 5 * 60_000 });
  useLiveBoard();

  const line = state.data?.currentCarline ?? null;
  const lineId = line?.carlineDetails.carlineDetailsId ?? null;
  const today = useMemo(() => lineBoard(board.data ?? [], lineId), [board.data, lineId]);
  const rows = useMemo(() => (line ? today.map((r) => boardRow(r, line, timeFormat)) : []), [today, line, timeFormat]);
  const rollers = useMemo(() => waitingRollers(today), [today]);
  const providerChoices = useMemo(() => (line ? rollerProviders(providers.data ?? [], today, line) : []), [providers.data, today, line]);

  // The line's clock: its date and minute when the state was last read (each minute).
  const clock = lineClock(line?.carlineDetails.pickupPlace?.timezone ?? null, new Date(state.dataUpdatedAt));
  const chartDay = line ? hourlyChartWindow(line.simplifiedWeeklySchedule.timeRanges, clock) : null;
  const { date = '', startTime = '', endTime = '' } = chartDay ?? {};
  const bars = useMemo(() => {
    if (!date) return [];
    const counted = today.flatMap((r) => (r.pickupTime ? [{ reservationStatus: r.reservationStatus, pickupTime: r.pickupTime }] : []));
    return hourlyRides(counted, { date, startTime, endTime });
  }, [today, date, startTime, endTime]);

  if (!state.data) {
    if (state.isError) return <p className="car-lines-note">Your car line could not be loaded.</p>;
    return <p className="car-lines-note" role="status"><SlSpinner aria-hidden="true" /> Loading your car line…</p>;
  }
  if (!line || lineId === null) return <p className="car-lines-note">{CONSOLE_TEXT.noLine}</p>;
  const operational = state.data.isOperationalToday;
  const lineNow = `${clock.date}T${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`;

  return (
    <section className="marshal-console" aria-labelledby="car-line-name">
      <LineHeader line={line} lines={state.data.carlines} operational={operational} onChoose={setChosen} />
      <div className="console-grid">
        <div className="console-column">
          <DispatchPanel key={lineId} line={line} carlineDetailsId={lineId} rollers={rollers} operational={operational} />
          <RollersPanel key={`rollers-${lineId}`} line={line} carlineDetailsId={lineId} rollers={rollers} providers={providerChoices}
            lineNow={lineNow} timeFormat={timeFormat} operational={operational} />
        </div>
        <div className="console-column">
          <LineBoard rows={rows} loading={board.isPending} />
          <HourlyRidesChart bars={bars} />
        </div>
      </div>
    </section>
  );
}
