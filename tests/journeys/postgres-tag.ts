/**
 * Journeys that also run against a server on PostgreSQL (issue 11, 'PostgreSQL for real'): the
 * 'postgres' project of tests/playwright.config.ts runs the tests carrying this tag there, besides
 * every journey on the SQLite server. Chosen to cover sign-in and logout, booking with live status
 * to Completed, a double-click booked once, cards, and permissions.
 */
export const POSTGRES = { tag: '@postgres' } as const;
