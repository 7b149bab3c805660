import { describe, expect, it } from 'vitest';
import { createEmitter } from './emit.ts';

describe('createEmitter', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail on the host', () => {
    const host = new EventTarget();
    const seen: CustomEvent[] = [];
    host.addEventListener('curb-booking-confirmed', (event) => seen.push(event as CustomEvent));
    const emit = createEmitter<{ 'curb-booking-confirmed': { reservationId: number } }>(host);
    emit('curb-booking-confirmed', { reservationId: 42 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ reservationId: 42 });
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
  });
});
