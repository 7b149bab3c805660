/**
 * @curbside/domain: pure rules of the spec (no React, no DOM, no network).
 * One module per decision; spec numbers live in limits.ts.
 */
export * from './limits.ts';
export * from './roles.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './units.ts';
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
