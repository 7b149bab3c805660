import { describe, expect, it, vi } from 'vitest';
import { createHostElection } from './host-election.ts';

describe('host election', () => {
  it('lets only the first mounted host render, and hands over when it unmounts', () => {
    const election = createHostElection();
    const shell = Symbol('shell');
    const booking = Symbol('booking');
    const leaveShell = election.register(shell);
    election.register(booking);
    expect(election.isElected(shell)).toBe(true);
    expect(election.isElected(booking)).toBe(false);
    const listener = vi.fn();
    election.subscribe(listener);
    leaveShell();
    expect(election.isElected(booking)).toBe(true);
    expect(listener).toHaveBeenCalled();
  });
});
