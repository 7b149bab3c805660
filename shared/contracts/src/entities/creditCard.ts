import { z } from 'zod';
import { fields } from '../fields.ts';
import { CardBrandSchema, CardSourceSchema } from './enums.ts';
import { AddressPlaceSchema } from './place.ts';

/** The card of a credit card entry (000 §3). AMEXVIRTUAL marks a virtual card. */
export const CreditCardSchema = z.object({
  creditCardId: z.number().int(),
  brand: CardBrandSchema,
  last4: z.string().regex(/^\d{4}$/),
  /** Expiry date (ISO date); the card is expired when this is at or before now. */
  expDate: z.string(),
  ...fields(['description', 'billingName', 'billingZip', 'amexCardValidToDate'], z.string().nullable()),
  amexCardBalance: z.number().nullable(),
});
export type CreditCard = z.infer<typeof CreditCardSchema>;

/** Credit card entry (000 §3). */
export const CreditCardEntrySchema = z.object({
  userCreditCardId: z.number().int(),
  isDefault: z.boolean(),
  isImported: z.boolean(),
  source: CardSourceSchema,
  card: CreditCardSchema,
});
export type CreditCardEntry = z.infer<typeof CreditCardEntrySchema>;

/** GET /users/{id}/creditCards answer (000 §3). The array's name is not shown: `creditCards`. */
export const CreditCardListSchema = z.object({
  creditCards: z.array(CreditCardEntrySchema),
  hasPendingVirtualCard: z.boolean(),
});
export type CreditCardList = z.infer<typeof CreditCardListSchema>;

/** What the user chooses for a card they add: its description and whether it becomes the default. */
const newCardChoices = {
  description: z.string().optional(),
  setAsDefault: z.boolean(),
};

/** Card add payload of the legacy vault (000 §3). Whitespace is stripped from pan. */
export const CardAddPayloadSchema = z.object({
  pan: z.string().regex(/^\d{15,16}$/),
  brand: CardBrandSchema,
  ...fields(['description', 'expDate', 'billingName', 'billingZip', 'token'], z.string()),
});
export type CardAddPayload = z.infer<typeof CardAddPayloadSchema>;

/**
 * Virtual card payload (000 §3). Residence address and birth date are sent only when
 * creating a card with no existing card account.
 */
export const VirtualCardPayloadSchema = z.object({
  residenceAddress: AddressPlaceSchema.optional(),
  /** ISO date. */
  dateOfBirth: z.string().optional(),
  consent: z.literal(true),
  /** Decimals allowed; 0 and negatives are refused by the domain rule ('Invalid credit limit', 000 §5). */
  cardAmount: z.number(),
  /** ISO date the card is valid to. */
  validToDate: z.string(),
  ...newCardChoices,
});
export type VirtualCardPayload = z.infer<typeof VirtualCardPayloadSchema>;

/** POST .../creditCards/initSetup answer (000 §7). */
export const SetupIntentSchema = z.object(fields(['publishableKey', 'setupIntentClientSecret', 'setupIntentId'], z.string()));
export type SetupIntent = z.infer<typeof SetupIntentSchema>;

/** POST .../creditCards/confirmSetup payload (000 §7). */
export const ConfirmSetupSchema = z.object({
  setupIntentId: z.string().min(1),
  ...newCardChoices,
});
export type ConfirmSetup = z.infer<typeof ConfirmSetupSchema>;

/** POST /users/{id}/creditCards payload: either a vault id (cchaId) or a provider token plus description. */
export const SaveCreditCardSchema = z.union([
  z.object({ setAsDefault: z.boolean(), cchaId: z.string().min(1) }),
  z.object({ setAsDefault: z.boolean(), cardToken: z.string().min(1), description: z.string() }),
]);
export type SaveCreditCard = z.infer<typeof SaveCreditCardSchema>;

/**
 * POST /users/{id}/creditCards/{cardId} payload (000 §7): whether the card becomes the default, and
 * any of its description and, for a virtual card, its balance and valid-to date.
 */
export const UpdateCreditCardSchema = CreditCardSchema.pick({
  description: true, amexCardBalance: true, amexCardValidToDate: true,
}).partial().extend({
  setAsDefault: z.boolean(),
  originalId: z.number().int().nullish(),
  cchaId: z.string().nullish(),
});
export type UpdateCreditCard = z.infer<typeof UpdateCreditCardSchema>;

/** Buyer details for the on-demand enrolment (designed: the spec names the field only). */
export const BuyerDetailsSchema = z.object({
  ...fields(['firstName', 'lastName'], z.string().min(1)),
  email: z.email(),
  ...fields(['phone', 'companyName'], z.string().nullish()),
});
export type BuyerDetails = z.infer<typeof BuyerDetailsSchema>;
