export { employeesContract, type EmployeesEvents, type EmployeesProps, type EmployeesTab } from './employees.contract.ts';
export type { CurbEmployees } from './employees.element.ts';
