import { z } from 'zod';
import { endpoint, positiveId } from '../endpoint.ts';
import {
  BuyerDetailsSchema, ConfirmSetupSchema, CreditCardEntrySchema, CreditCardListSchema, SaveCreditCardSchema,
  SetupIntentSchema, UpdateCreditCardSchema, VirtualCardPayloadSchema,
} from '../entities/creditCard.ts';

// spec 000 §7 Credit cards
export const creditCardEndpoints = {
  list: endpoint({
    method: 'GET', path: '/users/:id/creditCards', summary: "A user's saved cards",
    response: CreditCardListSchema,
  }),
  save: endpoint({
    method: 'POST', path: '/users/:id/creditCards',
    summary: 'Save a card: a vault id (cchaId) or a provider token plus description',
    body: SaveCreditCardSchema, response: CreditCardEntrySchema,
  }),
  token: endpoint({
    method: 'GET', path: '/users/:id/creditCards/token', summary: 'Token of a saved card',
    query: z.object({ cardId: positiveId }),
    // Designed: the spec does not show the answer.
    response: z.object({ token: z.string() }),
  }),
  // `:cardId` is numeric (an id segment), so `/users/:id/creditCards/initSetup` never matches the
  // `:cardId` rows (see `findEndpoint`).
  update: endpoint({
    method: 'POST', path: '/users/:id/creditCards/:cardId',
    summary: 'Update a card (description, default; virtual card balance and valid-to date by super admin)',
    body: UpdateCreditCardSchema, response: CreditCardEntrySchema,
  }),
  remove: endpoint({
    method: 'POST', path: '/users/:id/creditCards/:cardId/remove', summary: 'Delete a card',
  }),
  setDefault: endpoint({
    method: 'POST', path: '/users/:id/creditCards/:cardId/setDefault',
    summary: 'Make a card the default payment method',
  }),
  initSetup: endpoint({
    method: 'POST', path: '/users/:id/creditCards/initSetup',
    summary: 'Create a setup intent at the payment provider',
    body: z.object({ isFirmCard: z.boolean().default(false) }),
    response: SetupIntentSchema,
  }),
  confirmSetup: endpoint({
    method: 'POST', path: '/users/:id/creditCards/confirmSetup',
    summary: 'Save the card of a confirmed setup intent',
    body: ConfirmSetupSchema, response: CreditCardEntrySchema,
  }),
  firmCards: endpoint({
    method: 'GET', path: '/superadmin/creditCards/firm', access: 'superadmin', summary: "The firm's credit cards",
    response: CreditCardListSchema,
  }),
  firmInitSetup: endpoint({
    method: 'POST', path: '/superadmin/creditCards/initSetup', access: 'superadmin',
    summary: 'Create a setup intent for a firm card', response: SetupIntentSchema,
  }),
  firmConfirmSetup: endpoint({
    method: 'POST', path: '/superadmin/creditCards/confirmSetup', access: 'superadmin',
    summary: 'Save a firm card of a confirmed setup intent', body: ConfirmSetupSchema, response: CreditCardEntrySchema,
  }),
  firmRemove: endpoint({
    method: 'POST', path: '/superadmin/creditCards/remove', access: 'superadmin', summary: 'Delete a firm card',
    // Designed: the spec names no payload; the card to delete.
    body: z.object({ creditCardId: z.number().int().positive() }),
  }),
  createVirtualCard: endpoint({
    method: 'POST', path: '/superadmin/users/:id/creditCards/virtual/create', access: 'superadmin',
    summary: 'Add an American Express virtual card for a user',
    body: z.object({ amexUserDetails: VirtualCardPayloadSchema }),
  }),
  onDemandInitEnroll: endpoint({
    method: 'POST', path: '/superadmin/creditCards/onDemand/initEnroll', access: 'superadmin',
    summary: 'Start on-demand card enrolment; answers the enrolment page url',
    body: z.object({ buyerDetails: BuyerDetailsSchema }),
    response: z.object({ url: z.string() }),
  }),
  onDemandCancelEnroll: endpoint({
    method: 'POST', path: '/superadmin/creditCards/onDemand/cancelEnroll', access: 'superadmin',
    summary: 'Cancel on-demand card enrolment',
  }),
};
