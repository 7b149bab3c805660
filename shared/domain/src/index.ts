/**
 * @curbside/domain: pure rules of the spec (no React, no DOM, no network).
 * One module per decision; spec numbers live in limits.ts.
 */
export * from './limits.ts';
export * from './roles.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './units.ts';
export * from './emissions.ts';
export * from './navigation.ts';
export * from './routes.ts';
export * from './logo.ts';
export * from './session.ts';
export * from './support.ts';
export * from './messages.ts';
export * from './disclaimer.ts';
export * from './sidebar.ts';
export * from './search.ts';
export * from './notes.ts';
export * from './tours.ts';
export * from './firm-preferences.ts';
export * from './account/account-tabs.ts';
export * from './account/contact-info.ts';
export * from './account/phone.ts';
export * from './account/addresses.ts';
export * from './account/cards.ts';
export * from './account/card-label.ts';
export * from './account/virtual-card.ts';
export * from './account/preferences.ts';
export * from './account/booker-permissions.ts';
export * from './booking/stepper-fields.ts';
export * from './booking/exact-pickup.ts';
export * from './booking/after-confirmation.ts';
export * from './booking/load-reservation.ts';
export * from './booking/messages.ts';
export * from './booking/validation.ts';
export * from './booking/reservation-status.ts';
export * from './booking/booking-history.ts';
export * from './booking/quotes.ts';
export * from './booking/special-accommodations.ts';
export * from './booking/flight-time.ts';
export * from './booking/reservation-request.ts';
export * from './reports/report-date-ranges.ts';
export * from './reports/report-countries.ts';
export * from './reports/report-url.ts';
export * from './reports/report-summary.ts';
