import { describe, expect, it, vi } from 'vitest';
import type { ReservationRequest, ReservationResponse } from '@curbside/contracts';
import { CANCEL_AND_CREATE_QUESTION, submitBooking, type BookingCalls } from './submit-booking.ts';

const request = { reservationId: null } as unknown as ReservationRequest;
const confirmed: ReservationResponse = { reservationId: 9, reservationNumber: 'R-9', confirmationNumber: 'C-9', reservationStatus: 'Accepted' };

function calls(shouldCancelAndCreate = false, message: string | null = null) {
  return {
    create: vi.fn(async () => confirmed),
    edit: vi.fn(async () => ({ ...confirmed, reservationId: 10 })),
    shouldCancelAndCreate: vi.fn(async () => ({ shouldCancelAndCreate, message })),
  } satisfies BookingCalls;
}

describe('submitBooking', () => {
  it('creates a new booking with POST /reservations and asks nothing', async () => {
    const api = calls();
    const ask = vi.fn(async () => true);
    await expect(submitBooking(api, request, null, ask)).resolves.toEqual({ kind: 'confirmed', response: confirmed, recreated: false });
    expect(api.create).toHaveBeenCalledWith(request);
    expect(api.shouldCancelAndCreate).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('saves an edit after asking should-cancel-and-create, without a question when nothing is recreated', async () => {
    const api = calls(false);
    const ask = vi.fn(async () => true);
    const outcome = await submitBooking(api, request, 7, ask);
    expect(api.shouldCancelAndCreate).toHaveBeenCalledWith(7, request);
    expect(api.edit).toHaveBeenCalledWith(7, request);
    expect(ask).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ kind: 'confirmed', recreated: false });
  });

  it("tells the user when the edit cancels and recreates the booking, in the server's words", async () => {
    const api = calls(true, 'Changing the car provider cancels this booking and books a new one');
    const ask = vi.fn(async () => true);
    const outcome = await submitBooking(api, request, 7, ask);
    expect(ask).toHaveBeenCalledWith('Changing the car provider cancels this booking and books a new one. Do you want to continue?');
    expect(outcome).toMatchObject({ kind: 'confirmed', recreated: true });
  });

  it('sends nothing when the user declines the cancel-and-create', async () => {
    const api = calls(true);
    const ask = vi.fn(async () => false);
    await expect(submitBooking(api, request, 7, ask)).resolves.toEqual({ kind: 'declined' });
    expect(ask).toHaveBeenCalledWith(CANCEL_AND_CREATE_QUESTION);
    expect(api.edit).not.toHaveBeenCalled();
  });

  it("rejects with the server's error so the step can show it", async () => {
    const api = calls();
    api.create.mockRejectedValueOnce(new Error('The car provider declined the booking'));
    await expect(submitBooking(api, request, null, async () => true)).rejects.toThrow('The car provider declined the booking');
  });
});
