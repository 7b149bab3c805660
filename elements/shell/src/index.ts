export { shellContract, type ShellEvents, type ShellProps } from './shell.contract.ts';
export type { CurbShellElement } from './shell.element.ts';
