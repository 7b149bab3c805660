import type { FirmPreferences } from '@curbside/contracts';

/**
 * A firm's preferences (000 §3 firmPreferences) with every option off: no mandatory phones,
 * purpose of journey, car line, disclaimer, direct bill, packages or e-mails; adding users
 * by hand allowed, and a 60-minute token. A firm's own settings are laid over it.
 */
export const FIRM_PREFERENCES_ALL_OFF: Readonly<FirmPreferences> = {
  mandatoryWorkPhone: false,
  mandatoryMobilePhone: false,
  purposeOfJourney: false,
  carLine: false,
  userDisclaimer: false,
  mandatoryUserDisclaimer: false,
  allowBookerPermissionOnAll: false,
  quotePrediction: false,
  adminReservationNotes: false,
  allowPackage: false,
  blockedUsersMessage: null,
  allowDirectBill: false,
  sendDriverEventEmails: false,
  sendReminderEmails: false,
  userGuideLink: null,
  allowAddUserManually: true,
  tokenExpiryInMinutes: 60,
  mandatoryCVV: false,
};
