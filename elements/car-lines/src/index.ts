export { carLinesContract, type CarLinesEvents, type CarLinesProps } from './car-lines.contract.ts';
export type { CurbCarLines } from './car-lines.element.ts';
