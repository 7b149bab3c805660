import {
  COST_ALLOCATION_COLUMN_KEYS, COST_ALLOCATION_TYPES, type CostAllocationType, type Firm, type ReportSummaryRow,
} from '@curbside/contracts';

// The summary report (001 §7 GET /reports/summary?groupBy): which groupings a firm offers and the totals.

export interface ReportAllocationType {
  type: CostAllocationType;
  /** The firm's name for it (its displayName), else the type. */
  label: string;
  /** The column key (costCenter, department, ...: 001 §3). */
  key: (typeof COST_ALLOCATION_COLUMN_KEYS)[CostAllocationType];
}

/**
 * The cost allocation types a firm reports on, in the 001 §3 order: a firm on billing system FN
 * every type (its HR feed fills them all), another firm the types it configures.
 */
export function reportAllocationTypes(firm: Pick<Firm, 'costAllocations' | 'firmBillingProfile'>): ReportAllocationType[] {
  const configured = new Map(firm.costAllocations.map((c) => [c.costAllocationType, c.displayName]));
  const types = firm.firmBillingProfile.billingSystem === 'FN' ? COST_ALLOCATION_TYPES : COST_ALLOCATION_TYPES.filter((t) => configured.has(t));
  return types.map((type) => ({ type, label: configured.get(type) || type, key: COST_ALLOCATION_COLUMN_KEYS[type] }));
}

/** The grouping shown: the URL's groupBy when the firm reports on that type, else its first type. */
export function summaryGroupBy(groupBy: CostAllocationType | null, types: readonly ReportAllocationType[]): CostAllocationType | null {
  return types.find((t) => t.type === groupBy)?.type ?? types[0]?.type ?? null;
}

/** The summary's totals row: rides, cost and distance added up, the average over every ride. */
export function summaryTotals(rows: readonly ReportSummaryRow[]): { rides: number; totalCost: number; averageCost: number; distanceInKm: number; co2Kg: number } {
  const rides = rows.reduce((sum, row) => sum + row.rides, 0);
  const totalCost = Math.round(rows.reduce((sum, row) => sum + row.totalCost, 0) * 100) / 100;
  return {
    rides,
    totalCost,
    averageCost: rides === 0 ? 0 : Math.round((totalCost / rides) * 100) / 100,
    distanceInKm: Math.round(rows.reduce((sum, row) => sum + (row.distanceInKm ?? 0), 0) * 10) / 10,
    co2Kg: Math.round(rows.reduce((sum, row) => sum + (row.co2Kg ?? 0), 0) * 1000) / 1000,
  };
}
