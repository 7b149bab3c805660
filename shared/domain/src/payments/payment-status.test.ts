import { describe } from 'vitest';
import { itAnswers } from '../test-support/answer-table.ts';
import { PAYMENT_STATUS_MESSAGES as M, isOutstanding, nextPaymentState, type PaymentEvent, type PaymentState } from './payment-status.ts';

const charged: PaymentEvent = { kind: 'retry', outcome: 'charged' };
const declined: PaymentEvent = { kind: 'retry', outcome: 'declined' };
const cardChange: PaymentEvent = { kind: 'cardChange' };
const convert: PaymentEvent = { kind: 'convertToDirectBill', directBillAllowed: true };
const convertRefused: PaymentEvent = { kind: 'convertToDirectBill', directBillAllowed: false };
const move = ([state, event]: readonly [PaymentState, PaymentEvent]) => nextPaymentState(state, event);

describe('nextPaymentState (001 §3 payment statuses, 001 §7 outstanding charges)', () => {
  itAnswers('moves %j to %j', move, [
    // A retry charges the card or is declined again; it needs a card.
    [['Awaiting retry', charged], { ok: true, status: 'Paid' }],
    [['Awaiting retry', declined], { ok: true, status: 'Failed' }],
    [['Failed', charged], { ok: true, status: 'Paid' }],
    [['Failed', declined], { ok: true, status: 'Failed' }],
    [['No card', charged], { ok: false, message: M.noCardToCharge }],
    [['Paid', charged], { ok: false, message: M.notOutstanding }],
    // A card change waits for the next retry.
    [['Failed', cardChange], { ok: true, status: 'Awaiting retry' }],
    [['No card', cardChange], { ok: true, status: 'Awaiting retry' }],
    [['Awaiting retry', cardChange], { ok: true, status: 'Awaiting retry' }],
    [['Paid', cardChange], { ok: false, message: M.notOutstanding }],
    [['Billed to company', cardChange], { ok: false, message: M.notOutstanding }],
    // A conversion bills the firm, where it allows direct bill.
    [['Failed', convert], { ok: true, status: 'Billed to company' }],
    [['No card', convert], { ok: true, status: 'Billed to company' }],
    [['Awaiting retry', convert], { ok: true, status: 'Billed to company' }],
    [['Failed', convertRefused], { ok: false, message: M.directBillNotAllowed }],
    [['Billed to company', convert], { ok: false, message: M.notOutstanding }],
    [['Paid', convert], { ok: false, message: M.notOutstanding }],
  ]);

  itAnswers('isOutstanding(%j) is %j', isOutstanding, [
    ['Failed', true], ['No card', true], ['Awaiting retry', true], ['Paid', false], ['Billed to company', false], [null, false],
  ]);
});
