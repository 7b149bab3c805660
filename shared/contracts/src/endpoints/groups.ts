// The endpoint table's groups, one export each: `endpoints` (index.ts) is this module's namespace,
// so `endpoints.reservations.quotes` is resolved at build time to the group it names and a page
// bundles only the groups it calls (a single object holding every group would carry them all
// into the embeds' shared chunk, issue 10).
export { authEndpoints as auth } from './auth.ts';
export { userContextEndpoints as users } from './users.ts';
export { accountEndpoints as account } from './account.ts';
export { permissionEndpoints as permissions } from './permissions.ts';
export { creditCardEndpoints as creditCards } from './creditCards.ts';
export { reservationEndpoints as reservations } from './reservations.ts';
export { airportEndpoints as airports } from './airports.ts';
export { reportEndpoints as reports } from './reports.ts';
export { adminEndpoints as admin } from './admin.ts';
export { superadminEndpoints as superadmin } from './superadmin.ts';
export { marshalEndpoints as marshals } from './marshals.ts';
export { chatEndpoints as chat } from './chat.ts';
export { integrationEndpoints as integrations } from './integrations.ts';
export { embedEndpoints as embed } from './embed.ts';
