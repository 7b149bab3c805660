export { reportsContract, type ReportsEvents, type ReportsProps } from './reports.contract.ts';
export type { CurbReports } from './reports.element.ts';
