import type { DriverDetails, ReservationStatus } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { fromJson } from '../db/json-column.ts';
import { FINAL_STATUSES } from '../reservations/history.ts';
import { reservationById, simulatedOpenReservations, type ReservationRow } from '../reservations/reservation-repository.ts';
import { applyStatus } from '../reservations/status-machine.ts';
import { stableBucket } from './quote-engine.ts';
import { offerToNextQuote, type DeclinedQuote } from './requote.ts';

/**
 * The car providers' side of a booked ride. A booked reservation (status New)
 * moves, from the moment it was booked, through
 *   Accepted (5 s) -> Searching (20 s) -> Assigned (45 s) -> Dispatched (75 s)
 *   -> OnScene (120 s) -> InProgress (150 s) -> Completed (240 s)
 * at SIMULATOR_SPEED 1; speed 30 runs the whole ride in 8 s. A ride goes past
 * Accepted only when it is ASAP or its pickup is near (within RIDE_LEAD_MS);
 * a ride booked for later waits Accepted (still editable and cancellable) and
 * its remaining steps count from the moment its pickup comes near. One ride in 8
 * (by reservation number and attempt) fails instead: its provider declines it at the
 * accept step, or does not accept it within ACCEPT_TIMEOUT_MS, or it ends in Error
 * while searching. A declined or unaccepted booking goes to the next quote (requote.ts,
 * issue 12), which answers as a new attempt with an outcome of its own.
 * Each step writes a 'status update' history row and publishes 'reservation-status'.
 */

export const RIDE_TIMELINE: ReadonlyArray<{ status: ReservationStatus; atMs: number }> = [
  { status: 'Accepted', atMs: 5_000 },
  { status: 'Searching', atMs: 20_000 },
  { status: 'Assigned', atMs: 45_000 },
  { status: 'Dispatched', atMs: 75_000 },
  { status: 'OnScene', atMs: 120_000 },
  { status: 'InProgress', atMs: 150_000 },
  { status: 'Completed', atMs: 240_000 },
];

/** How long before the pickup time a scheduled ride starts moving past Accepted. */
export const RIDE_LEAD_MS = 60 * 60_000;

/**
 * When the steps after Accepted start counting: at booking for an ASAP ride or
 * one whose pickup is already near, else RIDE_LEAD_MS before the pickup.
 */
export function rideGoAt(startedMs: number, pickupAtMs: number, isAsap: boolean): number {
  if (isAsap || Number.isNaN(pickupAtMs)) return startedMs;
  return Math.max(startedMs, pickupAtMs - RIDE_LEAD_MS);
}

/**
 * The steps due at `atMs` for a ride booked at `startedMs`: Accepted counts from
 * the booking, the rest from rideGoAt (nothing past Accepted before then).
 */
export function dueStepsAt(
  reservationNumber: string, current: ReservationStatus,
  ride: { startedMs: number; pickupAtMs: number; isAsap: boolean }, atMs: number, speed: number,
  outcome: RideOutcome = rideOutcome(reservationNumber),
): ReservationStatus[] {
  const goAt = rideGoAt(ride.startedMs, ride.pickupAtMs, ride.isAsap);
  // The first step (Accepted, or Declined) is due by the booking clock.
  const first = current === 'New' ? dueSteps(reservationNumber, current, atMs - ride.startedMs, speed, outcome).slice(0, 1) : [];
  const base = first[0] ?? current;
  if (base === 'New' || atMs < goAt) return first;
  // The rest count from the go time.
  return [...first, ...dueSteps(reservationNumber, base, atMs - goAt, speed, outcome)];
}

export type RideOutcome = 'completed' | 'declined' | 'noAnswer' | 'error';

/** A provider that has not accepted a booking this long after it was offered is taken as declining it (at speed 1). */
export const ACCEPT_TIMEOUT_MS = 15_000;

/**
 * How a ride ends, fixed by its reservation number and attempt (how many providers handed it
 * back before): 1 in 24 declined, 1 in 24 not accepted in time, 1 in 24 Error.
 */
export function rideOutcome(reservationNumber: string, attempt = 0): RideOutcome {
  const bucket = stableBucket(attempt === 0 ? `ride|${reservationNumber}` : `ride|${reservationNumber}|${attempt}`, 24);
  if (bucket === 0) return 'declined';
  if (bucket === 6) return 'noAnswer';
  if (bucket === 12) return 'error';
  return 'completed';
}

/** The statuses a ride passes through, in order, with their offsets at speed 1. */
export function rideSteps(reservationNumber: string, outcome: RideOutcome = rideOutcome(reservationNumber)): Array<{ status: ReservationStatus; atMs: number }> {
  switch (outcome) {
    case 'declined':
      return [{ status: 'Declined', atMs: RIDE_TIMELINE[0]!.atMs }];
    case 'noAnswer':
      return [{ status: 'Declined', atMs: ACCEPT_TIMEOUT_MS }];
    case 'error':
      return [RIDE_TIMELINE[0]!, RIDE_TIMELINE[1]!, { status: 'Error', atMs: RIDE_TIMELINE[2]!.atMs }];
    default:
      return [...RIDE_TIMELINE];
  }
}

/** The steps due after `elapsedMs` of real time at `speed`, after the ride's current status. */
export function dueSteps(
  reservationNumber: string, current: ReservationStatus, elapsedMs: number, speed: number, outcome: RideOutcome = rideOutcome(reservationNumber),
): ReservationStatus[] {
  const steps = rideSteps(reservationNumber, outcome);
  const done = steps.findIndex((s) => s.status === current);
  const scaled = elapsedMs * Math.max(speed, 0.001);
  return steps.slice(done + 1).filter((s) => s.atMs <= scaled).map((s) => s.status);
}

/** Drivers and their cars: [name, vehicle]. */
const DRIVERS: ReadonlyArray<readonly [string, string]> = [
  ['Marcus Reed', 'Black Lincoln Continental'], ['Priya Shah', 'Silver Toyota Camry Hybrid'],
  ['Diego Alvarez', 'Black Cadillac Escalade'], ['Hannah Kim', 'White Tesla Model Y'],
  ['Samuel Okafor', 'Black Mercedes E-Class'], ['Lena Novak', 'Grey Chevrolet Suburban'],
];

export function driverFor(reservationNumber: string): DriverDetails {
  const [name, vehicle] = DRIVERS[stableBucket(`driver|${reservationNumber}`, DRIVERS.length)] ?? ['', ''];
  const digits = 1000 + stableBucket(`plate|${reservationNumber}`, 9000);
  return {
    name,
    phone: `1-2125550${String(stableBucket(`phone|${reservationNumber}`, 900) + 100)}`,
    vehicle,
    licensePlate: `T${digits}C`,
    photoUrl: null,
  };
}

export interface RideSimulatorOptions {
  /** SIMULATOR_SPEED (defaults to app.env.simulatorSpeed). */
  speed?: number;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** How often start() ticks, in real ms (default 1000 / speed, between 100 and 1000). */
  intervalMs?: number;
  /** How a ride's attempt ends (tests force one; default rideOutcome). */
  outcome?: (reservationNumber: string, attempt: number) => RideOutcome;
}

export class RideSimulator {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;
  readonly speed: number;
  private readonly now: () => Date;
  private readonly intervalMs: number;
  private readonly outcomeOf: (reservationNumber: string, attempt: number) => RideOutcome;

  constructor(private readonly app: FastifyInstance, options: RideSimulatorOptions = {}) {
    this.outcomeOf = options.outcome ?? rideOutcome;
    this.speed = options.speed ?? app.env.simulatorSpeed ?? 1;
    this.now = options.now ?? (() => new Date());
    this.intervalMs = options.intervalMs ?? Math.min(1000, Math.max(100, Math.round(1000 / this.speed)));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick().catch((error: unknown) => {
        this.app.log.error({ err: error }, 'ride simulator tick failed');
        return 0;
      }).finally(() => { this.running = null; });
    }, this.intervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await this.running;
  }

  /** Apply every status change due by the clock's now; returns how many changes were applied. */
  async tick(at: Date = this.now()): Promise<number> {
    const rows = await simulatedOpenReservations(this.app.db.kysely, FINAL_STATUSES);
    let applied = 0;
    for (const row of rows) applied += await this.advance(row, at);
    return applied;
  }

  private async advance(row: ReservationRow, at: Date): Promise<number> {
    const started = Date.parse(row.sim_started_at ?? '');
    if (Number.isNaN(started)) return 0;
    const ride = { startedMs: started, pickupAtMs: Date.parse(row.pickup_at), isAsap: row.is_asap === 1 };
    const attempt = fromJson<DeclinedQuote[]>(row.declined_quotes, []).length;
    const outcome = this.outcomeOf(row.reservation_number, attempt);
    const steps = dueStepsAt(row.reservation_number, row.status as ReservationStatus, ride, at.getTime(), this.speed, outcome);
    let current = row;
    let applied = 0;
    for (const status of steps) {
      // Re-read: a cancel or edit may have landed meanwhile.
      const fresh = await reservationById(this.app.db.kysely, row.reservation_id);
      if (!fresh || FINAL_STATUSES.includes(fresh.status as ReservationStatus) || fresh.status !== current.status) break;
      if (status === 'Declined') {
        // The provider hands the booking back: the next quote gets it (a new attempt), or it ends Declined.
        await offerToNextQuote(this.app, fresh, outcome === 'noAnswer' ? 'noAnswer' : 'declined', at);
        return applied + 1;
      }
      current = await applyStatus(this.app, fresh, status, at, status === 'Assigned' ? { driverDetails: driverFor(row.reservation_number) } : {});
      applied += 1;
    }
    return applied;
  }
}
