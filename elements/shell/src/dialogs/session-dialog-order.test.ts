import { describe, expect, it } from 'vitest';
import type { Firm } from '@curbside/contracts';
import { blocksProductTour, sessionDialogToShow } from './session-dialog-order.ts';

const disclaimer = { firmDocumentId: 7, documentTitle: 'Personal data disclaimer', document: '<p>We keep your data safe.</p>' };

function firm(mandatoryUserDisclaimer: boolean): Pick<Firm, 'firmPreferences'> {
  return {
    firmPreferences: {
      mandatoryWorkPhone: false, mandatoryMobilePhone: false, purposeOfJourney: false, carLine: false,
      userDisclaimer: true, mandatoryUserDisclaimer, allowBookerPermissionOnAll: false, quotePrediction: false,
      adminReservationNotes: false, allowPackage: false, blockedUsersMessage: null, allowDirectBill: false,
      sendDriverEventEmails: false, sendReminderEmails: false, userGuideLink: null, allowAddUserManually: false,
      tokenExpiryInMinutes: 60, mandatoryCVV: false,
    },
  };
}

describe('sessionDialogToShow (spec 000 §2 Other dialogs, §4 Disclaimer): one at a time, disclaimer first, then the terms', () => {
  it.each([
    {
      rule: 'nothing to accept or sign: no dialog',
      firmDocument: null, sign: false, firm: firm(true), dismissed: null, expected: null,
    },
    {
      rule: 'a firm document on a firm that requires acceptance: the mandatory disclaimer',
      firmDocument: disclaimer, sign: false, firm: firm(true), dismissed: null,
      expected: { kind: 'disclaimer', mandatory: true, document: disclaimer },
    },
    {
      rule: 'a firm document on a firm that does not require it: a disclaimer that may be closed',
      firmDocument: disclaimer, sign: false, firm: firm(false), dismissed: null,
      expected: { kind: 'disclaimer', mandatory: false, document: disclaimer },
    },
    {
      rule: 'firm not loaded yet: the disclaimer cannot be closed',
      firmDocument: disclaimer, sign: false, firm: null, dismissed: null,
      expected: { kind: 'disclaimer', mandatory: true, document: disclaimer },
    },
    {
      rule: 'both due: the disclaimer comes first',
      firmDocument: disclaimer, sign: true, firm: firm(true), dismissed: null,
      expected: { kind: 'disclaimer', mandatory: true, document: disclaimer },
    },
    {
      rule: 'only the terms due: the self-onboarding terms',
      firmDocument: null, sign: true, firm: firm(false), dismissed: null, expected: { kind: 'selfOnboardingTerms' },
    },
    {
      rule: 'an optional disclaimer closed without agreeing: the terms come next',
      firmDocument: disclaimer, sign: true, firm: firm(false), dismissed: 7, expected: { kind: 'selfOnboardingTerms' },
    },
    {
      rule: 'an optional disclaimer closed, nothing else due: no dialog',
      firmDocument: disclaimer, sign: false, firm: firm(false), dismissed: 7, expected: null,
    },
    {
      rule: 'a different document than the one closed: shown again',
      firmDocument: disclaimer, sign: false, firm: firm(false), dismissed: 6,
      expected: { kind: 'disclaimer', mandatory: false, document: disclaimer },
    },
    {
      rule: 'a mandatory disclaimer ignores a dismissal',
      firmDocument: disclaimer, sign: false, firm: firm(true), dismissed: 7,
      expected: { kind: 'disclaimer', mandatory: true, document: disclaimer },
    },
  ] as const)('$rule', ({ firmDocument, sign, firm: userFirm, dismissed, expected }) => {
    const user = { firmDocument, shouldSignSelfOnboardingDocuments: sign };
    expect(sessionDialogToShow({ user, firm: userFirm, dismissedDisclaimerId: dismissed })).toEqual(expected);
  });

  it('shows nothing before the user is loaded', () => {
    expect(sessionDialogToShow({ user: null, firm: null, dismissedDisclaimerId: null })).toBeNull();
  });
});

describe('blocksProductTour: tours wait for the session dialogs and the registration form', () => {
  it.each([
    { rule: 'nothing in front: the tour may start', isPending: false, dialog: null, expected: false },
    { rule: 'a disclaimer in front', isPending: false, dialog: { kind: 'disclaimer', mandatory: false, document: disclaimer }, expected: true },
    { rule: 'the self-onboarding terms in front', isPending: false, dialog: { kind: 'selfOnboardingTerms' }, expected: true },
    { rule: "a pending user's registration form in front", isPending: true, dialog: null, expected: true },
  ] as const)('$rule -> $expected', ({ isPending, dialog, expected }) => {
    expect(blocksProductTour({ isPending }, dialog)).toBe(expected);
  });
});
