import { z } from 'zod';
import { endpointGroup, positiveId, route } from '../endpoint.ts';
import {
  BuyerDetailsSchema, ConfirmSetupSchema, CreditCardEntrySchema, CreditCardListSchema, SaveCreditCardSchema,
  SetupIntentSchema, UpdateCreditCardSchema, VirtualCardPayloadSchema,
} from '../entities/creditCard.ts';

// spec 000 §7 Credit cards
export const creditCardEndpoints = endpointGroup('creditCards', {
  list: route('GET /users/:id/creditCards', { summary: "A user's saved cards", response: CreditCardListSchema }),
  save: route('POST /users/:id/creditCards', {
    summary: 'Save a card: a vault id (cchaId) or a provider token plus description',
    body: SaveCreditCardSchema, response: CreditCardEntrySchema,
  }),
  token: route('GET /users/:id/creditCards/token', {
    summary: 'Token of a saved card', query: z.object({ cardId: positiveId }),
    // Designed: the spec does not show the answer.
    response: z.object({ token: z.string() }),
  }),
  // `:cardId` is numeric (an id segment), so `/users/:id/creditCards/initSetup` never matches the
  // `:cardId` rows (see `findEndpoint`).
  update: route('POST /users/:id/creditCards/:cardId', {
    summary: 'Update a card (description, default; virtual card balance and valid-to date by super admin)',
    body: UpdateCreditCardSchema, response: CreditCardEntrySchema,
  }),
  remove: route('POST /users/:id/creditCards/:cardId/remove', { summary: 'Delete a card' }),
  setDefault: route('POST /users/:id/creditCards/:cardId/setDefault', { summary: 'Make a card the default payment method' }),
  initSetup: route('POST /users/:id/creditCards/initSetup', {
    summary: 'Create a setup intent at the payment provider', body: z.object({ isFirmCard: z.boolean().default(false) }),
    response: SetupIntentSchema,
  }),
  confirmSetup: route('POST /users/:id/creditCards/confirmSetup', {
    summary: 'Save the card of a confirmed setup intent', body: ConfirmSetupSchema, response: CreditCardEntrySchema,
  }),
  firmCards: route('GET /superadmin/creditCards/firm', {
    access: 'superadmin', summary: "The firm's credit cards", response: CreditCardListSchema,
  }),
  firmInitSetup: route('POST /superadmin/creditCards/initSetup', {
    access: 'superadmin', summary: 'Create a setup intent for a firm card', response: SetupIntentSchema,
  }),
  firmConfirmSetup: route('POST /superadmin/creditCards/confirmSetup', {
    access: 'superadmin',
    summary: 'Save a firm card of a confirmed setup intent', body: ConfirmSetupSchema, response: CreditCardEntrySchema,
  }),
  firmRemove: route('POST /superadmin/creditCards/remove', {
    access: 'superadmin', summary: 'Delete a firm card',
    // Designed: the spec names no payload; the card to delete.
    body: z.object({ creditCardId: z.number().int().positive() }),
  }),
  createVirtualCard: route('POST /superadmin/users/:id/creditCards/virtual/create', {
    access: 'superadmin', summary: 'Add an American Express virtual card for a user',
    body: z.object({ amexUserDetails: VirtualCardPayloadSchema }),
  }),
  onDemandInitEnroll: route('POST /superadmin/creditCards/onDemand/initEnroll', {
    access: 'superadmin', summary: 'Start on-demand card enrolment; answers the enrolment page url',
    body: z.object({ buyerDetails: BuyerDetailsSchema }), response: z.object({ url: z.string() }),
  }),
  onDemandCancelEnroll: route('POST /superadmin/creditCards/onDemand/cancelEnroll', {
    access: 'superadmin', summary: 'Cancel on-demand card enrolment',
  }),
});
