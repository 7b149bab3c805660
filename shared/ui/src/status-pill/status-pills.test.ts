import { describe, expect, it } from 'vitest';
import { PaymentStatusSchema, PermissionStatusSchema, ReservationStatusSchema } from '@curbside/contracts';
import { statusPillLook, type StatusPillStatus } from './status-pills.ts';

describe('statusPillLook', () => {
  it.each<[StatusPillStatus, string, string, string]>([
    // spec 001 §4: the labels; Error is styled like Declined.
    [{ kind: 'reservation', status: 'New' }, 'New', 'neutral', 'neutral'],
    [{ kind: 'reservation', status: 'Accepted' }, 'Accepted', 'info', 'primary'],
    [{ kind: 'reservation', status: 'Searching' }, 'Searching', 'warning', 'warning'],
    [{ kind: 'reservation', status: 'OnScene' }, 'On scene', 'progress', 'primary'],
    [{ kind: 'reservation', status: 'InProgress' }, 'In progress', 'progress', 'primary'],
    [{ kind: 'reservation', status: 'Completed' }, 'Completed', 'success', 'success'],
    [{ kind: 'reservation', status: 'OnHold' }, 'On hold', 'warning', 'warning'],
    [{ kind: 'reservation', status: 'Canceled' }, 'Canceled', 'neutral', 'neutral'],
    [{ kind: 'reservation', status: 'Declined' }, 'Declined', 'danger', 'danger'],
    [{ kind: 'reservation', status: 'Error' }, 'Error', 'danger', 'danger'],
    // spec 000 §4: Accepted is shown as Approved, RequestExpired as Request expired.
    [{ kind: 'permission', status: 'Accepted' }, 'Approved', 'success', 'success'],
    [{ kind: 'permission', status: 'Pending' }, 'Pending', 'warning', 'warning'],
    [{ kind: 'permission', status: 'RequestExpired' }, 'Request expired', 'danger', 'danger'],
    [{ kind: 'permission', status: 'Deleted' }, 'Deleted', 'neutral', 'neutral'],
    // spec 001 §4 Payment statuses, spelled as shown.
    [{ kind: 'payment', status: 'Failed' }, 'Payment: Failed', 'danger', 'danger'],
    [{ kind: 'payment', status: 'No card' }, 'Payment: No card', 'danger', 'danger'],
    [{ kind: 'payment', status: 'Awaiting retry' }, 'Payment: Awaiting retry', 'danger', 'danger'],
    // issue 17: manage employees.
    [{ kind: 'employee', status: 'Active' }, 'Active', 'success', 'success'],
    [{ kind: 'employee', status: 'Pending' }, 'Pending', 'warning', 'warning'],
    [{ kind: 'employee', status: 'Blocked' }, 'Blocked', 'danger', 'danger'],
  ])('%o reads %s in tone %s (sl-tag %s)', (pill, label, tone, variant) => {
    expect(statusPillLook(pill)).toMatchObject({ label, tone, variant });
  });

  it('has an icon for every status of every kind', () => {
    for (const status of ReservationStatusSchema.options) expect(statusPillLook({ kind: 'reservation', status }).icon).toMatch(/\w/);
    for (const status of PermissionStatusSchema.options) expect(statusPillLook({ kind: 'permission', status }).icon).toMatch(/\w/);
    for (const status of PaymentStatusSchema.options) expect(statusPillLook({ kind: 'payment', status }).icon).toMatch(/\w/);
  });

  it('pulses only for a ride on its way', () => {
    const moving = ReservationStatusSchema.options.filter((status) => statusPillLook({ kind: 'reservation', status }).moving);
    expect(moving.sort()).toEqual(['InProgress', 'OnScene']);
  });
});
