import { describe, expect, it } from 'vitest';
import { bookingHistoryText } from './booking-history.ts';

describe('bookingHistoryText (spec 001 §4 Booking history wording)', () => {
  it.each([
    ['CREATED', '', 'created this booking'],
    ['CANCEL_REQUEST', '', 'sent a cancelation request'],
    ['UPDATE_REQUEST', '', 'sent an update request'],
    ['CREDIT_CARD_UPDATED', '', 'updated the credit card'],
    ['NOTES_UPDATED', '', 'updated notes'],
    ['INDIRECTLY_CREATED', '', 'indirectly created by updating another booking'],
    ['INDIRECTLY_CANCELED', '', 'indirectly canceled while updating (a new booking created instead)'],
    ['FAILED_BY_UPDATE', '', 'failed by update (cancelled but the new one not created)'],
    ['STATUS_UPDATE', 'OnScene', 'car has arrived at pickup point'],
    ['STATUS_UPDATE', 'Dispatched', 'dispatched and en route'],
    ['STATUS_UPDATE', 'InProgress', 'ride in progress'],
    ['STATUS_UPDATE', 'Completed', 'ride completed'],
    ['STATUS_UPDATE', 'Accepted', 'accepted'],
    ['STATUS_UPDATE', 'Canceled', 'canceled'],
    ['STATUS_UPDATE', 'Declined', 'declined'],
    ['STATUS_UPDATE', 'Error', 'returned an unexpected error'],
    ['STATUS_UPDATE', 'Searching', 'is searching for a car'],
    ['STATUS_UPDATE', 'Assigned', 'driver assigned'],
    ['STATUS_UPDATE', 'OnHold', 'on hold'],
    ['PAYMENT', 'Failed', 'payment: Failed'],
    ['PAYMENT', '', 'payment'],
    ['SOMETHING_ELSE', 'did something', 'did something'],
  ])('%s %j reads %j', (action, description, text) => {
    expect(bookingHistoryText({ action, description })).toBe(text);
  });
});
