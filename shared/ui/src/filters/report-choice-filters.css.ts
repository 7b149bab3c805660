/**
 * The layout of the report filters that pick several values (ReportChoiceFilters.tsx: a legend
 * over a row of controls, the chosen values as chips under it), for every element that shows
 * them (reports, dashboard): adopted before the element's own sheet, which places them in its grid.
 */
export const reportChoiceFiltersCss = `
.filter-group {
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
}
.filter-group legend {
  font-weight: var(--sl-font-weight-semibold);
  font-size: var(--sl-font-size-small);
  margin-bottom: var(--sl-spacing-2x-small);
}
.filter-group .curb-inline > * {
  flex: 1 1 10rem;
}
.chips {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
  margin-top: var(--sl-spacing-x-small);
}
`;
