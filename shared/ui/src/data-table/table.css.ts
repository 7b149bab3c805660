/**
 * The shared table sheet: every DataTable's look, adopted by DataTable into the shadow root it
 * renders in. Under 768 px of the table's own width each row becomes a card (the layout manage
 * bookings introduced): the header is read, not shown, and each cell is labelled with its column.
 */
export const tableCss = `
.dt {
  --dt-border: var(--sl-color-neutral-200);
  --dt-surface: var(--sl-color-neutral-0);
  --dt-head: var(--sl-color-neutral-50);
  --dt-hover: var(--sl-color-neutral-50);
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
  container: curb-table / inline-size;
  color: var(--sl-color-neutral-900);
}
.sl-theme-dark .dt,
.sl-theme-dark.dt {
  --dt-hover: var(--sl-color-neutral-100);
}
.dt-toolbar {
  display: flex;
  justify-content: flex-end;
  gap: var(--sl-spacing-x-small);
}
.dt-chooser sl-menu {
  min-width: 12rem;
}
.dt-chooser sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}
.dt-scroll {
  position: relative;
  max-height: var(--curb-table-max-height, none);
  overflow: auto;
  border: 1px solid var(--dt-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--dt-surface);
}
.dt-scroll--virtual {
  max-height: var(--curb-table-max-height, 70vh);
}
.dt-scroll:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.dt-table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--sl-font-size-small);
  line-height: var(--sl-line-height-dense);
}
.dt-table th {
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--dt-head);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-align: left;
  padding: var(--sl-spacing-small);
  border-bottom: 1px solid var(--dt-border);
  white-space: nowrap;
}
.dt-table td {
  padding: var(--sl-spacing-small);
  border-bottom: 1px solid var(--dt-border);
  vertical-align: top;
}
.dt-table th:first-child,
.dt-table td:first-child {
  padding-left: var(--sl-spacing-medium);
}
.dt-table tbody tr:last-child td {
  border-bottom: none;
}
.dt-row > td {
  transition: background-color 120ms;
}
.dt-row:hover > td {
  background: var(--dt-hover);
}
.dt-row > td:first-child {
  box-shadow: inset 3px 0 0 var(--curb-row-accent, transparent);
}
.dt-row[data-selected] > td {
  background: var(--sl-color-primary-50);
}
.dt-table .dt-end {
  text-align: right;
}
.dt-table .dt-corner {
  width: 2.75rem;
  text-align: right;
  padding-top: var(--sl-spacing-3x-small);
  padding-left: 0;
}
.dt-table .dt-select {
  width: 2.5rem;
}
.dt-check {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  min-height: 1.5rem;
  cursor: pointer;
}
.dt-check input {
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: var(--sl-color-primary-600);
  cursor: pointer;
}
.dt-check input:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.dt-sort {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  margin: -2px -4px;
  padding: 2px 4px;
  border: none;
  border-radius: var(--sl-border-radius-small);
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
}
.dt-sort:hover {
  color: var(--sl-color-neutral-900);
}
.dt-sort:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: 1px;
}
.dt-sort sl-icon {
  font-size: 0.9em;
}
.dt-sort-idle {
  opacity: 0.45;
}
.dt-empty {
  padding: var(--sl-spacing-3x-large) var(--sl-spacing-medium) !important;
  text-align: center;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-medium);
}
.dt-empty sl-icon {
  display: block;
  margin: 0 auto var(--sl-spacing-small);
  font-size: 2rem;
  color: var(--sl-color-neutral-400);
}
.dt-skeleton-row sl-skeleton {
  width: 80%;
  height: 0.9rem;
  margin: 0.3rem 0;
}
.dt-spacer td {
  padding: 0 !important;
  border: none !important;
}
.dt-footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
  min-height: 2rem;
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.dt-cell-main {
  display: block;
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.dt-cell-sub {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}

/* ---- row menus (a DataTable's actions column) ---- */
.dt-row-menu-trigger {
  font-size: 1.1rem;
  color: var(--sl-color-neutral-700);
}
.dt-row-menu sl-menu {
  min-width: 12rem;
  text-align: left;
}
.dt-row-menu sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}
.dt-row-menu .danger::part(base) {
  color: var(--sl-color-danger-700);
}

/* ---- cards under 768 px ---- */
@container curb-table (max-width: 767.98px) {
  .dt-table thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .dt-table,
  .dt-table tbody {
    display: block;
  }
  .dt-scroll:not(.dt-scroll--virtual) {
    overflow: visible;
    max-height: none;
  }
  .dt-scroll {
    border: none;
    background: transparent;
  }
  .dt-row,
  .dt-skeleton-row,
  .dt-empty-row {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas: var(--dt-card-areas, none);
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    position: relative;
    margin-bottom: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: 1px solid var(--dt-border);
    border-left: 4px solid var(--curb-row-accent, var(--dt-border));
    border-radius: var(--sl-border-radius-large);
    background: var(--dt-surface);
  }
  .dt--corner .dt-row {
    padding-right: 2.75rem;
  }
  .dt-skeleton-row,
  .dt-empty-row,
  .dt-spacer {
    display: block;
  }
  .dt-table .dt-row > td,
  .dt-table .dt-skeleton-row > td,
  .dt-table .dt-empty-row > td,
  .dt-table .dt-spacer > td {
    display: block;
    min-width: 0;
    padding: 0;
    border: none;
    box-shadow: none;
    background: transparent;
  }
  /* The label is for the eye: assistive technology reads the column header (empty alt text). */
  .dt-row > td[data-label]::before {
    content: attr(data-label) / '';
    display: block;
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-2x-small);
    font-weight: var(--sl-font-weight-semibold);
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .dt-table .dt-row > .dt-card-end {
    text-align: right;
  }
  .dt-table .dt-row > .dt-corner {
    position: absolute;
    top: var(--sl-spacing-2x-small);
    right: var(--sl-spacing-2x-small);
    width: auto;
  }
  .dt-table tbody tr:last-child {
    margin-bottom: 0;
  }
}
`;
