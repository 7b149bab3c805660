import { MAP_READINESS_MAX_POLLS, tourStepCounts } from '@curbside/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_TOURS, pollReadiness } from './map-tour.ts';

describe('the car providers map tour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the one step of 000 §9', () => {
    expect(tourStepCounts('CAR_PROVIDERS_MAP')).toContain(MAP_TOURS.CAR_PROVIDERS_MAP?.length);
  });

  it('reports ready at the poll that first finds everything ready', () => {
    let polls = 0;
    const done = vi.fn();
    pollReadiness(() => ++polls === 7, done);
    vi.advanceTimersByTime(599);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledWith(true);
    expect(polls).toBe(7);
  });

  it('gives up after 50 polls 100 ms apart (001 §2)', () => {
    const isReady = vi.fn(() => false);
    const done = vi.fn();
    pollReadiness(isReady, done);
    vi.advanceTimersByTime(4_899);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledWith(false);
    expect(isReady).toHaveBeenCalledTimes(MAP_READINESS_MAX_POLLS);
    vi.advanceTimersByTime(10_000);
    expect(isReady).toHaveBeenCalledTimes(MAP_READINESS_MAX_POLLS);
  });

  it('stops polling when cancelled', () => {
    const isReady = vi.fn(() => false);
    const done = vi.fn();
    const cancel = pollReadiness(isReady, done);
    vi.advanceTimersByTime(250);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(isReady).toHaveBeenCalledTimes(3);
    expect(done).not.toHaveBeenCalled();
  });
});
