export { coverageMapContract, type CoverageMapEvents, type CoverageMapProps } from './coverage-map.contract.ts';
export type { CurbCoverageMap } from './coverage-map.element.ts';
