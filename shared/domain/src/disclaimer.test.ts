import { describe, expect, it } from 'vitest';
import { mustAcceptDisclaimer, mustCompleteRegistration, mustSignSelfOnboarding } from './disclaimer.ts';
import { makeFirm, makeUser } from './test-support/entities.ts';

const document = { firmDocumentId: 7, documentTitle: 'Personal data', document: '<p>Terms</p>' };

describe("mustAcceptDisclaimer (spec 000 §4: a firm document on the user makes 'accepted' false until 'I Agree')", () => {
  it.each([
    { rule: 'no document: nothing to accept', firmDocument: null, mandatoryUserDisclaimer: true, expected: { mustAccept: false } },
    { rule: 'a document on an optional firm: accept, may close', firmDocument: document, mandatoryUserDisclaimer: false, expected: { mustAccept: true, mandatory: false, document } },
    { rule: 'a document when the firm requires acceptance: mandatory (cannot be closed)', firmDocument: document, mandatoryUserDisclaimer: true, expected: { mustAccept: true, mandatory: true, document } },
  ])('$rule', ({ firmDocument, mandatoryUserDisclaimer, expected }) => {
    expect(mustAcceptDisclaimer(makeUser({ firmDocument }), makeFirm({ firmPreferences: { mandatoryUserDisclaimer } }))).toEqual(expected);
  });
});

describe('first-session dialogs (spec 000 §2 Other dialogs)', () => {
  it.each([
    { shouldSignSelfOnboardingDocuments: true, expected: true },
    { shouldSignSelfOnboardingDocuments: false, expected: false },
  ])('self-onboarding users must sign the terms: $expected', ({ shouldSignSelfOnboardingDocuments, expected }) => {
    expect(mustSignSelfOnboarding(makeUser({ shouldSignSelfOnboardingDocuments }))).toBe(expected);
  });

  it.each([
    { isPending: true, expected: true },
    { isPending: false, expected: false },
  ])('a pending user sees the registration contact form: $expected', ({ isPending, expected }) => {
    expect(mustCompleteRegistration(makeUser({ isPending }))).toBe(expected);
  });
});
