import { FirmMarginsSchema, type FirmMargins, type FirmPreferences } from '@curbside/contracts';
import { DEFAULT_REQUOTE_MARGIN_PERCENT, DEFAULT_SUSTAINABLE_SUGGESTION_MARGIN_PERCENT } from '@curbside/domain';

// Admin settings' booking margins (issue 12): the firm's sustainable-suggestion and re-quote
// margins as the form types them, checked against the contract's bounds before they are sent.

export type MarginField = keyof FirmMargins;
export type MarginTexts = Record<MarginField, string>;

export const MARGIN_FIELDS: ReadonlyArray<{ field: MarginField; label: string; help: string }> = [
  {
    field: 'sustainableSuggestionMarginPercent',
    label: 'Sustainable suggestion margin (%)',
    help: 'How much dearer than the cheapest quote a sustainable service may be and still be suggested in step 3.',
  },
  {
    field: 'requoteMarginPercent',
    label: 'Re-quote margin (%)',
    help: "How much dearer than the booked price another car provider may be when the booking's provider declines it.",
  },
];

export const MARGIN_ERROR = 'Enter a percentage from 0 to 100';

/** The form's texts for the firm's margins: the saved ones, else the defaults the booking uses. */
export function marginTexts(preferences: Pick<FirmPreferences, MarginField> | null | undefined): MarginTexts {
  return {
    sustainableSuggestionMarginPercent: String(preferences?.sustainableSuggestionMarginPercent ?? DEFAULT_SUSTAINABLE_SUGGESTION_MARGIN_PERCENT),
    requoteMarginPercent: String(preferences?.requoteMarginPercent ?? DEFAULT_REQUOTE_MARGIN_PERCENT),
  };
}

/** The margins to send, or the error of each field that is not a percentage from 0 to 100. */
export function readMargins(texts: MarginTexts): { margins: FirmMargins } | { errors: Partial<Record<MarginField, string>> } {
  const numbers = Object.fromEntries(MARGIN_FIELDS.map(({ field }) => {
    const text = texts[field].trim();
    return [field, text === '' ? Number.NaN : Number(text)];
  }));
  const parsed = FirmMarginsSchema.safeParse(numbers);
  if (parsed.success) return { margins: parsed.data };
  const errors: Partial<Record<MarginField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as MarginField] = MARGIN_ERROR;
  return { errors };
}
