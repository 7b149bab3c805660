import type { InvoiceStatus, PaymentStatus, PermissionStatus, ReservationStatus } from '@curbside/contracts';
import { invoiceStatusLabel, permissionStatusLabel, reservationStatusLabel, statusTone, type StatusTone } from '@curbside/domain';

/**
 * The one table of status looks for every pill the elements show: each status's tone (its
 * colour) and icon, and each tone's `sl-tag` variant. Labels and the reservation tones are the
 * domain's (spec 001 §4: Error is styled like Declined); the permission and payment tones are
 * designed here (spec 000 §4 and 001 §4 name the statuses, not their colours).
 */

/** An employee of the firm as manage employees shows them (issue 17): blocked by an admin, still registering, or active. */
export type EmployeeStatus = 'Active' | 'Pending' | 'Blocked';

export type StatusPillStatus =
  | { kind: 'reservation'; status: ReservationStatus }
  | { kind: 'permission'; status: PermissionStatus }
  | { kind: 'payment'; status: PaymentStatus }
  | { kind: 'employee'; status: EmployeeStatus }
  | { kind: 'invoice'; status: InvoiceStatus };

export type TagVariant = 'primary' | 'success' | 'neutral' | 'warning' | 'danger';

/** Info (Accepted, Assigned) is the primary tag tinted sky by the pill sheet, to read apart from the moving statuses. */
export const TONE_VARIANTS: Readonly<Record<StatusTone, TagVariant>> = {
  neutral: 'neutral',
  info: 'primary',
  progress: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

const RESERVATION_ICONS: Readonly<Record<ReservationStatus, string>> = {
  New: 'circle',
  Accepted: 'check2',
  Searching: 'search',
  Assigned: 'person-check',
  Dispatched: 'truck-front',
  OnScene: 'geo-alt-fill',
  InProgress: 'car-front-fill',
  Completed: 'check-circle-fill',
  OnHold: 'pause-circle',
  Canceled: 'slash-circle',
  Declined: 'x-circle-fill',
  Error: 'exclamation-octagon-fill',
};

const PERMISSION_LOOKS: Readonly<Record<PermissionStatus, { tone: StatusTone; icon: string }>> = {
  Accepted: { tone: 'success', icon: 'check-circle-fill' },
  Pending: { tone: 'warning', icon: 'hourglass-split' },
  Expired: { tone: 'danger', icon: 'clock-history' },
  RequestExpired: { tone: 'danger', icon: 'clock-history' },
  Declined: { tone: 'danger', icon: 'x-circle' },
  Deleted: { tone: 'neutral', icon: 'slash-circle' },
};

/** A booking's payment problem (001 §4 Payment statuses): every one needs the booker's attention. */
const PAYMENT_LOOKS: Readonly<Record<PaymentStatus, { tone: StatusTone; icon: string }>> = {
  Failed: { tone: 'danger', icon: 'exclamation-triangle' },
  'No card': { tone: 'danger', icon: 'exclamation-triangle' },
  'Awaiting retry': { tone: 'danger', icon: 'exclamation-triangle' },
};

/** Designed (issue 17): a blocked employee cannot be booked for, a pending one has not completed registration. */
const EMPLOYEE_LOOKS: Readonly<Record<EmployeeStatus, { tone: StatusTone; icon: string }>> = {
  Active: { tone: 'success', icon: 'person-check' },
  Pending: { tone: 'warning', icon: 'hourglass-split' },
  Blocked: { tone: 'danger', icon: 'slash-circle' },
};

/** A direct-bill invoice (001 §3 statuses; issue 15): open ones need paying, a declined payment needs attention. */
const INVOICE_LOOKS: Readonly<Record<InvoiceStatus, { tone: StatusTone; icon: string }>> = {
  new: { tone: 'info', icon: 'file-earmark-plus' },
  pending_payment: { tone: 'warning', icon: 'hourglass-split' },
  partially_paid: { tone: 'warning', icon: 'pie-chart' },
  fully_paid: { tone: 'success', icon: 'check-circle-fill' },
  declined: { tone: 'danger', icon: 'x-circle-fill' },
  test: { tone: 'neutral', icon: 'bug' },
};

/** A ride on its way (on scene, in progress): its pill's icon pulses. */
const MOVING: ReadonlySet<ReservationStatus> = new Set(['OnScene', 'InProgress']);

export interface StatusPillLook {
  label: string;
  tone: StatusTone;
  variant: TagVariant;
  icon: string;
  moving: boolean;
}

export function statusPillLook(pill: StatusPillStatus): StatusPillLook {
  if (pill.kind === 'reservation') {
    const tone = statusTone(pill.status);
    return {
      label: reservationStatusLabel(pill.status), tone, variant: TONE_VARIANTS[tone],
      icon: RESERVATION_ICONS[pill.status], moving: MOVING.has(pill.status),
    };
  }
  if (pill.kind === 'employee') {
    const { tone, icon } = EMPLOYEE_LOOKS[pill.status];
    return { label: pill.status, tone, variant: TONE_VARIANTS[tone], icon, moving: false };
  }
  if (pill.kind === 'invoice') {
    const { tone, icon } = INVOICE_LOOKS[pill.status];
    return { label: invoiceStatusLabel(pill.status), tone, variant: TONE_VARIANTS[tone], icon, moving: false };
  }
  if (pill.kind === 'payment') {
    const { tone, icon } = PAYMENT_LOOKS[pill.status];
    return { label: `Payment: ${pill.status}`, tone, variant: TONE_VARIANTS[tone], icon, moving: false };
  }
  const { tone, icon } = PERMISSION_LOOKS[pill.status];
  return { label: permissionStatusLabel(pill.status), tone, variant: TONE_VARIANTS[tone], icon, moving: false };
}
