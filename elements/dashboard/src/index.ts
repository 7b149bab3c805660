export { dashboardContract, type DashboardEvents, type DashboardProps } from './dashboard.contract.ts';
export type { CurbDashboard } from './dashboard.element.ts';
