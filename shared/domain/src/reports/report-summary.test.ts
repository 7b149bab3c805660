import { describe, expect, it } from 'vitest';
import type { FirmCostAllocation } from '@curbside/contracts';
import { reportAllocationTypes, summaryGroupBy, summaryTotals } from './report-summary.ts';

const allocation = (costAllocationType: FirmCostAllocation['costAllocationType'], displayName: string): FirmCostAllocation => ({
  costAllocationType, displayName, isMandatory: false, isHidden: false, isReadOnly: false, allowManual: false, initialCodes: [],
});

describe('summary grouping (001 §7 GET /reports/summary?groupBy)', () => {
  it('offers an FN firm every cost allocation type in the 001 §3 order, under its own names', () => {
    const types = reportAllocationTypes({ firmBillingProfile: { billingSystem: 'FN' }, costAllocations: [allocation('Department', 'Team')] });
    expect(types).toHaveLength(11);
    expect(types[0]).toEqual({ type: 'Cost Center', label: 'Cost Center', key: 'costCenter' });
    expect(types.find((t) => t.type === 'Department')).toEqual({ type: 'Department', label: 'Team', key: 'department' });
  });

  it("offers another firm only the types it configures", () => {
    const types = reportAllocationTypes({
      firmBillingProfile: { billingSystem: 'SG2' }, costAllocations: [allocation('Project Code', 'Project'), allocation('Cost Center', '')],
    });
    expect(types.map((t) => [t.type, t.label])).toEqual([['Cost Center', 'Cost Center'], ['Project Code', 'Project']]);
  });

  it('groups by the URL groupBy when the firm reports on it, else by its first type', () => {
    const types = reportAllocationTypes({ firmBillingProfile: { billingSystem: 'SG1' }, costAllocations: [allocation('Department', 'Dept')] });
    expect(summaryGroupBy('Department', types)).toBe('Department');
    expect(summaryGroupBy('Company', types)).toBe('Department');
    expect(summaryGroupBy(null, [])).toBeNull();
  });

  it('adds up the groups into the totals row, the average over every ride', () => {
    const row = (rides: number, totalCost: number, distanceInKm: number | null) => ({
      groupValue: 'x', rides, totalCost, averageCost: 0, currency: 'USD', distanceInKm, co2Kg: 1.25,
    });
    expect(summaryTotals([row(2, 150.3, 15.5), row(1, 320, 40), row(1, 0, null)])).toEqual({
      rides: 4, totalCost: 470.3, averageCost: 117.58, distanceInKm: 55.5, co2Kg: 3.75,
    });
    expect(summaryTotals([])).toEqual({ rides: 0, totalCost: 0, averageCost: 0, distanceInKm: 0, co2Kg: 0 });
  });
});
