/**
 * curb-dashboard's own styles, adopted into its shadow root after the theme and the shared
 * sheets. Shoelace's dark theme inverts its colour scales, so the same tokens read in both modes.
 */
export const dashboardCss = `
:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
.curb-root {
  --curb-dashboard-accent-resolved: var(--curb-dashboard-accent, var(--sl-color-primary-600));
  container-type: inline-size;
}
.dashboard {
  color: var(--sl-color-neutral-900);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.dashboard-title {
  margin: 0;
  font-size: var(--sl-font-size-x-large);
}
.filters-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: var(--sl-spacing-small) var(--sl-spacing-medium);
  align-items: end;
}
.filter--over300 {
  padding-bottom: var(--sl-spacing-x-small);
}
/* The employees and cost allocation pickers (shared/ui ReportChoiceFilters, its sheet adopted first): two columns. */
.filter--employees, .filter--costAllocations {
  grid-column: span 2;
  align-self: start;
}
@container (max-width: 30rem) {
  .filter--employees, .filter--costAllocations {
    grid-column: auto;
  }
}
.other-filters {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
  margin: var(--sl-spacing-small) 0 0;
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.views {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 30rem), 1fr));
  gap: var(--sl-spacing-medium);
}
.view {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  min-width: 0;
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-panel-background-color);
}
.view--wide {
  grid-column: 1 / -1;
}
.view-head {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
}
.view-head h3 {
  margin: 0 auto 0 0;
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.view-note {
  margin: 0;
  color: var(--sl-color-neutral-700);
}
.kpis {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: var(--sl-spacing-small);
  margin: 0;
}
.kpi {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50);
}
.kpi dt {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.kpi dd {
  margin: var(--sl-spacing-3x-small) 0 0;
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
  font-variant-numeric: tabular-nums;
}
.headline {
  margin: 0;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-left: 3px solid var(--sl-color-success-600);
  background: var(--sl-color-success-50);
  color: var(--sl-color-neutral-900);
}
.chart {
  width: 100%;
  min-width: 0;
}
.view-table {
  overflow-x: auto;
}
.view-table table {
  width: 100%;
  border-collapse: collapse;
  font-size: var(--sl-font-size-small);
  font-variant-numeric: tabular-nums;
}
.view-table th,
.view-table td {
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-small);
  border-bottom: 1px solid var(--sl-color-neutral-200);
  text-align: right;
}
.view-table th[scope='row'],
.view-table thead th:first-child {
  text-align: left;
  font-weight: var(--sl-font-weight-normal);
}
.view-table thead th {
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-700);
}
`;
