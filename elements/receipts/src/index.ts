export { receiptsContract, type ReceiptsEvents, type ReceiptsProps } from './receipts.contract.ts';
export type { CurbReceipts } from './receipts.element.ts';
