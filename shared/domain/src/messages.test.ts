import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS, CONFIRM_LOGOUT, GENERIC_ERROR_TEXT, SUPPORT_TOASTS, cardExpiredOn, confirmLoginAs, withServerError } from './messages.ts';

describe('messages (spec 000 §8, quoted exactly)', () => {
  it.each([
    { what: 'log out confirmation', actual: CONFIRM_LOGOUT, expected: 'Are you sure you want to log out ?' },
    { what: 'login as confirmation', actual: confirmLoginAs('jane@acme.com'), expected: 'Are you sure you want to login as jane@acme.com?' },
    { what: 'delete address confirmation', actual: CONFIRMATIONS.deleteAddress, expected: 'Are you sure you want to delete this address ?' },
    { what: 'delete permission confirmation', actual: CONFIRMATIONS.deletePermission, expected: 'Are you sure you want to delete permission ?' },
    { what: 'delete card confirmation', actual: CONFIRMATIONS.deleteCreditCard, expected: 'Are you sure you want to delete Credit Card?' },
    { what: 'delete virtual card confirmation', actual: CONFIRMATIONS.deleteVirtualCard, expected: 'Are you sure you want to delete American express Virtual Card?' },
    { what: 'support: more details', actual: SUPPORT_TOASTS.moreDetails, expected: 'Please add more details' },
    { what: 'support: failure', actual: SUPPORT_TOASTS.failed, expected: 'Failed to send support ticket' },
    { what: 'support: success', actual: SUPPORT_TOASTS.success, expected: 'Your support was submitted. We will respond to your message at the e-mail address on your account as soon as possible' },
    { what: 'generic error', actual: GENERIC_ERROR_TEXT, expected: 'Error has occurred' },
    { what: 'expired card', actual: cardExpiredOn('03/24'), expected: 'Expired on 03/24' },
  ])('$what reads "$expected"', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });

  it.each([
    { toast: 'Failed to delete permission.', server: 'Not found', expected: 'Failed to delete permission. Not found' },
    { toast: 'Failed to delete permission.', server: '', expected: 'Failed to delete permission.' },
    { toast: 'Failed to add Virtual Card.', server: null, expected: 'Failed to add Virtual Card.' },
  ])('follows "$toast" with the parsed server error "$server"', ({ toast, server, expected }) => {
    expect(withServerError(toast, server)).toBe(expected);
  });
});
