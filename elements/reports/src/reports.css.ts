/**
 * curb-reports' own styles, adopted into its shadow root after the theme and the shared sheets
 * (form grid, stack, inline). Shoelace's dark theme inverts the colour scales, so the same
 * tokens read well in light and dark.
 */
export const reportsCss = `
:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
.curb-root {
  --reports-accent: var(--curb-reports-accent, var(--sl-color-primary-700));
  --reports-border: var(--sl-color-neutral-200);
  container-type: inline-size;
}
.reports {
  color: var(--sl-color-neutral-900);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.reports-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
}
.reports-title {
  margin: 0 auto 0 0;
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-semibold);
}
.starred, .export {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.export-progress {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  font-size: var(--sl-font-size-small);
}
.export-bar {
  width: 8rem;
  --height: 0.5rem;
}
.starred-panel {
  background: var(--sl-panel-background-color);
  border: solid var(--sl-panel-border-width) var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large);
  padding: var(--sl-spacing-small);
  min-width: 18rem;
  max-height: 60vh;
  overflow: auto;
}
.starred-list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.starred-item {
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: var(--sl-spacing-x-small);
  border-bottom: 1px solid var(--reports-border);
}
.starred-item .muted {
  grid-column: 1;
  padding: 0 var(--sl-spacing-small) var(--sl-spacing-x-small);
}
.starred-item sl-icon-button {
  grid-column: 2;
  grid-row: 1 / span 2;
}
.muted {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-small);
}

/* ---- filters ---- */
.filters {
  border: 1px solid var(--reports-border);
  border-radius: var(--sl-border-radius-large);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium);
}
.filters-head {
  display: flex;
  justify-content: space-between;
}
.filters-body {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.filters-body[hidden] {
  display: none;
}
.filters-dates {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: var(--sl-spacing-medium);
}
.filter-range, .filter-group {
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
}
.filter-range {
  display: grid;
  grid-template-columns: minmax(10rem, 1.3fr) 1fr 1fr;
  gap: var(--sl-spacing-x-small);
  align-items: end;
}
.filter-group legend {
  font-weight: var(--sl-font-weight-semibold);
  font-size: var(--sl-font-size-small);
  margin-bottom: var(--sl-spacing-2x-small);
}
.filter--costAllocations, .filter--employees, .filter--identifier {
  grid-column: span 2;
}
.filter-group .curb-inline > * {
  flex: 1 1 10rem;
}
.filter--flags {
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: var(--sl-spacing-x-small);
}
@container (max-width: 40rem) {
  .filter-range {
    grid-template-columns: 1fr 1fr;
  }
  .filter-range .filter-range-kind {
    grid-column: span 2;
  }
  .filter--costAllocations, .filter--employees, .filter--identifier {
    grid-column: auto;
  }
}

/* ---- views ---- */
.views::part(nav) {
  margin-bottom: var(--sl-spacing-small);
}
/* Shoelace's active tab (primary-600) is below 4.5:1 on white: one step darker. */
.views sl-tab[active]::part(base) {
  color: var(--reports-accent);
}
.views sl-tab-panel::part(base) {
  padding: 0;
}
.summary-group {
  max-width: 18rem;
}
.cell-nowrap, .cell-money, .cell-number {
  white-space: nowrap;
}
.cell-address {
  min-width: 14rem;
  max-width: 20rem;
}
.totals {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-large);
  margin: var(--sl-spacing-small) 0 0;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50);
}
.totals div {
  display: flex;
  flex-direction: column;
}
.totals dt {
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-600);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.totals dd {
  margin: 0;
  font-weight: var(--sl-font-weight-semibold);
  font-variant-numeric: tabular-nums;
}
`;
