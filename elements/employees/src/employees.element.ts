import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Employees } from './Employees.tsx';
import { employeesContract } from './employees.contract.ts';
import { employeesCss } from './employees.css.ts';

/** `<curb-employees>`: its contract (attributes, properties, events, slots, parts) is employees.contract.ts. */
export const CurbEmployeesElement = defineElement(employeesContract, Employees, { styles: employeesCss });

/** `<curb-employees>` as a page sees it, derived from the contract. */
export type CurbEmployees = ElementOf<typeof employeesContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof employeesContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof employeesContract> {}
}
