export { shellContract, type ShellEvents, type ShellProps } from './shell.contract.ts';
export type { CurbShell } from './shell.element.ts';
