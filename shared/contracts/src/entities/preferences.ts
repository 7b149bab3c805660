import { z } from 'zod';
import { AccountRoleSchema } from './enums.ts';
import { UserPlacesSchema } from './place.ts';
import { ContactInfoSchema, UserSettingsSchema } from './user.ts';
import { boundedText } from '../text-limits.ts';

/**
 * Preferences response (000 §3), the answer of GET /users/{id}/account: everything
 * the Manage account dialog shows for one employee.
 */
export const PreferencesResponseSchema = z.object({
  contactInformation: ContactInfoSchema,
  /** The user's cards in short; the full list is GET /users/{id}/creditCards. */
  creditCards: z.array(z.object({ creditCardId: z.number().int(), isDefault: z.boolean() })),
  places: UserPlacesSchema,
  settings: UserSettingsSchema,
  preferencesNote: z.string().nullable(),
  /** The viewer's relation to this account (the second role list of 000 §6). */
  role: AccountRoleSchema,
});
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;

/** The format part of the settings (Preferences tab). */
export const FormatPreferencesSchema = UserSettingsSchema.omit({ notifications: true });
export type FormatPreferences = z.infer<typeof FormatPreferencesSchema>;

/** POST /users/{id}/preferences payload (000 §7). Empty booking-preference text is sent as absent. */
export const PreferencesUpdateSchema = z.object({
  formatPreferences: FormatPreferencesSchema,
  notificationSettings: UserSettingsSchema.shape.notifications,
  preferencesNote: boundedText('note').min(1).optional(),
});
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;
