// What an element's contract module imports from @curbside/ui. No React and no DOM, so the
// contract generator (scripts/generate-contracts.mjs) loads it in node on its own.
export * from './contract.ts';
export { z, NavigateDetail, EmptyDetail, AccountRequestedDetail, ACCOUNT_TAB_IDS } from '@curbside/contracts';
export { hostTokenEvents, hostTokenProperties } from './host-token-contract.ts';
