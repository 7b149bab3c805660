// The portal page's layout as index.html holds it and the root config fills it, also read by the
// page's early first-step script (portal/src/first-step-early.ts).

/** Template routes: <curb-shell> is created here and the routed element goes in its light DOM. */
export const SHELL_OUTLET_ID = 'curb-shell-outlet';
/** No-template routes (login, signup, concur-signup): the element goes here. */
export const BARE_OUTLET_ID = 'curb-bare-outlet';
export const SHELL_TAG = 'curb-shell';
/** Marks an element the early script put in place before the root config ran: the root config adopts it. */
export const EARLY_ATTRIBUTE = 'data-early';
