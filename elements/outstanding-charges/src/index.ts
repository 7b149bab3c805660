export { outstandingChargesContract, type OutstandingChargesEvents, type OutstandingChargesProps } from './outstanding-charges.contract.ts';
export type { CurbOutstandingCharges } from './outstanding-charges.element.ts';
