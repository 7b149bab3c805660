import { useMemo } from 'react';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type { CostAllocationType, ReportRouteRow, ReportSummaryRow } from '@curbside/contracts';
import { summaryTotals, type ReportAllocationType } from '@curbside/domain';
import { DataTable, type DataTableColumn } from '@curbside/ui';
import { co2Text, countText, distanceText, money, type ReportFormat } from './report-format.ts';

const optionValue = (text: string): string => text.replace(/ /g, '_');

export interface SummaryViewProps {
  rows: readonly ReportSummaryRow[] | undefined;
  loading: boolean;
  format: ReportFormat;
  allocationTypes: readonly ReportAllocationType[];
  groupBy: CostAllocationType | null;
  onGroupBy(type: CostAllocationType): void;
}

/** The summary (GET /reports/summary?groupBy): rides and spend per code of a cost allocation type, with its totals. */
export function SummaryView({ rows, loading, format, allocationTypes, groupBy, onGroupBy }: SummaryViewProps) {
  const label = allocationTypes.find((t) => t.type === groupBy)?.label ?? groupBy ?? '';
  const columns = useMemo((): DataTableColumn<ReportSummaryRow>[] => [
    { id: 'group', header: label, cell: (r) => r.groupValue || 'Not allocated', sortValue: (r) => r.groupValue },
    { id: 'rides', header: 'Rides', cell: (r) => countText(r.rides), sortValue: (r) => r.rides, align: 'end' },
    { id: 'total', header: 'Total cost', cell: (r) => money(format, r.totalCost, r.currency), sortValue: (r) => r.totalCost, align: 'end' },
    { id: 'average', header: 'Average cost', cell: (r) => money(format, r.averageCost, r.currency), sortValue: (r) => r.averageCost, align: 'end' },
    { id: 'distance', header: 'Distance', cell: (r) => distanceText(format, r.distanceInKm), sortValue: (r) => r.distanceInKm, align: 'end' },
    { id: 'co2', header: 'CO2', cell: (r) => co2Text(format, r.co2Kg), sortValue: (r) => r.co2Kg, align: 'end' },
  ], [label, format]);
  const totals = rows && rows.length > 0 ? summaryTotals(rows) : null;
  const currency = rows?.[0]?.currency ?? '';
  return (
    <div className="summary curb-stack">
      <SlSelect
        className="summary-group"
        size="small"
        label="Group by"
        hoist
        value={optionValue(groupBy ?? '')}
        onSlChange={(event) => {
          const chosen = allocationTypes.find((t) => optionValue(t.type) === String((event.target as unknown as { value: string }).value));
          if (chosen) onGroupBy(chosen.type);
        }}
      >
        {allocationTypes.map((t) => <SlOption key={t.type} value={optionValue(t.type)}>{t.label}</SlOption>)}
      </SlSelect>
      <DataTable<ReportSummaryRow>
        label={`Summary by ${label}`}
        columns={columns}
        rows={rows ?? []}
        rowKey={(r) => r.groupValue}
        loading={loading}
        loadingLabel="Loading the summary"
        emptyText="No rides match these filters"
        emptyIcon="search"
        maxHeight="var(--curb-reports-max-height, 65vh)"
      />
      {totals ? (
        <dl className="totals" part="totals" aria-label="Summary totals">
          <div><dt>Groups</dt><dd>{countText(rows?.length ?? 0)}</dd></div>
          <div><dt>Rides</dt><dd>{countText(totals.rides)}</dd></div>
          <div><dt>Total cost</dt><dd>{money(format, totals.totalCost, currency)}</dd></div>
          <div><dt>Average cost</dt><dd>{money(format, totals.averageCost, currency)}</dd></div>
          <div><dt>Distance</dt><dd>{distanceText(format, totals.distanceInKm)}</dd></div>
        </dl>
      ) : null}
    </div>
  );
}

/** The most frequent routes (GET /reports/routes), most rides first. */
export function RoutesTable({ rows, loading, format }: { rows: readonly ReportRouteRow[] | undefined; loading: boolean; format: ReportFormat }) {
  const columns = useMemo((): DataTableColumn<ReportRouteRow>[] => [
    { id: 'from', header: 'From', cell: (r) => r.from, sortValue: (r) => r.from, className: 'cell-address' },
    { id: 'to', header: 'To', cell: (r) => r.to, sortValue: (r) => r.to, className: 'cell-address' },
    { id: 'rides', header: 'Rides', cell: (r) => countText(r.rides), sortValue: (r) => r.rides, align: 'end' },
    { id: 'total', header: 'Total cost', cell: (r) => money(format, r.totalCost, r.currency), sortValue: (r) => r.totalCost, align: 'end' },
    { id: 'average', header: 'Average cost', cell: (r) => money(format, r.averageCost, r.currency), sortValue: (r) => r.averageCost, align: 'end' },
  ], [format]);
  return (
    <DataTable<ReportRouteRow>
      label="Most frequent routes"
      columns={columns}
      rows={rows ?? []}
      rowKey={(r) => `${r.from}\u0000${r.to}`}
      loading={loading}
      loadingLabel="Loading routes"
      emptyText="No rides match these filters"
      emptyIcon="signpost-split"
      maxHeight="var(--curb-reports-max-height, 65vh)"
    />
  );
}
