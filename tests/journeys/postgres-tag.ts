/**
 * Journeys that also run against a server on PostgreSQL (issue 11, 'PostgreSQL for real'): the
 * 'postgres' project of tests/playwright.config.ts runs the tests carrying this tag there (each
 * worker's server on a database of its own, journey-test.ts), besides every journey on SQLite.
 * Chosen to cover sign-in and logout, booking with live status to Completed, a double-click
 * booked once, cards, and permissions.
 */
export const POSTGRES = { tag: '@postgres' } as const;
