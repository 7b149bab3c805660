export { invoicesContract, type InvoicesEvents, type InvoicesProps } from './invoices.contract.ts';
export type { CurbInvoices } from './invoices.element.ts';
