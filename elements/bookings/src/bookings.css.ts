/**
 * curb-bookings' own styles, adopted into its shadow root after the theme (which sets the font
 * and colours on .curb-root; nothing is inherited from the host page). Shoelace's dark theme
 * inverts the colour scales, so the same tokens read well in light and dark.
 */
export const bookingsCss = `
:host {
  display: block;
}
.curb-root {
  --bookings-accent: var(--curb-bookings-accent, var(--sl-color-primary-700));
  --bookings-border: var(--sl-color-neutral-200);
  --bookings-surface: var(--sl-color-neutral-0);
  --bookings-head: var(--sl-color-neutral-50);
  --bookings-hover: var(--sl-color-neutral-50);
  container-type: inline-size;
}
.sl-theme-dark.curb-root {
  --bookings-hover: var(--sl-color-neutral-100);
  --bookings-head: var(--sl-color-neutral-50);
}
.bookings {
  color: var(--sl-color-neutral-900);
}

/* ---- tabs ---- */
.tabs::part(nav) {
  margin-bottom: var(--sl-spacing-medium);
}
/* Shoelace's active tab (primary-600) is below 4.5:1 on white: one step darker. */
.tabs sl-tab[active]::part(base) {
  color: var(--sl-color-primary-700);
}
.tabs sl-tab-panel::part(base) {
  padding: 0;
}
.tab-count {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.35rem;
  height: 1.35rem;
  margin-left: var(--sl-spacing-x-small);
  padding: 0 0.35rem;
  border-radius: var(--sl-border-radius-pill);
  background: var(--sl-color-primary-100);
  color: var(--sl-color-primary-800);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
}

/* ---- history filters ---- */
.history-panel {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.filters {
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--bookings-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--bookings-head);
}
.filters-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
  gap: var(--sl-spacing-small) var(--sl-spacing-medium);
  align-items: end;
}
.filter-range {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--sl-spacing-x-small);
  grid-column: span 2;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
}
.filter-range legend {
  padding: 0;
  margin-bottom: var(--sl-spacing-3x-small);
  font-size: var(--sl-input-label-font-size-small);
  color: var(--sl-input-label-color);
}
.filter-range sl-input::part(form-control-label) {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
.filters-footer {
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--sl-spacing-small);
  margin-top: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.filters-head {
  display: none;
  align-items: center;
  justify-content: space-between;
}
@container (max-width: 40rem) {
  .filters-head {
    display: flex;
  }
  .filters:not(.filters--open) .filters-grid,
  .filters:not(.filters--open) .filters-footer {
    display: none;
  }
  .filters--open .filters-grid {
    margin-top: var(--sl-spacing-small);
  }
  .filters {
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  }
}
@container (max-width: 28rem) {
  .filter-range {
    grid-column: auto;
    grid-template-columns: 1fr;
  }
}

/* ---- table ---- */
.table-wrap {
  position: relative;
  max-height: var(--curb-bookings-max-height, none);
  overflow: auto;
  border: 1px solid var(--bookings-border);
  border-radius: var(--sl-border-radius-large);
  background: var(--bookings-surface);
}
.table-wrap:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--sl-font-size-small);
  line-height: var(--sl-line-height-dense);
}
.table th {
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--bookings-head);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-align: left;
  padding: var(--sl-spacing-small);
  border-bottom: 1px solid var(--bookings-border);
  white-space: nowrap;
}
.table th:first-child,
.table td:first-child {
  padding-left: var(--sl-spacing-medium);
}
.table td {
  padding: var(--sl-spacing-small);
  border-bottom: 1px solid var(--bookings-border);
  vertical-align: top;
}
.table tbody tr:last-child td {
  border-bottom: none;
}
.booking-row td {
  transition: background-color 120ms;
}
.booking-row:hover td {
  background: var(--bookings-hover);
}
.booking-row td:first-child {
  box-shadow: inset 3px 0 0 var(--row-accent, transparent);
}
.tone--progress { --row-accent: var(--sl-color-primary-500); }
.tone--warning { --row-accent: var(--sl-color-warning-500); }
.tone--danger { --row-accent: var(--sl-color-danger-500); }
.table .col-actions {
  width: 2.75rem;
  text-align: right;
  vertical-align: top;
  padding-top: var(--sl-spacing-3x-small);
  padding-left: 0;
}
.table .col-price {
  text-align: right;
  white-space: nowrap;
}
.cell-main,
.cell-number {
  display: block;
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-900);
}
.cell-sub {
  display: block;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-normal);
}
.cell-when,
.cell-booking .cell-sub,
.cell-passenger .cell-main {
  white-space: nowrap;
}
.cell-car {
  min-width: 8.5rem;
}
.cell-price {
  font-variant-numeric: tabular-nums;
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800);
}
.cell-status {
  vertical-align: middle;
}
.link {
  padding: 0;
  border: none;
  background: none;
  color: var(--bookings-accent);
  font: inherit;
  font-weight: var(--sl-font-weight-semibold);
  text-align: left;
  cursor: pointer;
  border-radius: var(--sl-border-radius-small);
}
.link:hover {
  text-decoration: underline;
}
.link:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: 2px;
}
.favorite-name {
  display: flex;
  align-items: flex-start;
  max-width: 14rem;
  gap: var(--sl-spacing-2x-small);
  margin-bottom: 2px;
  color: var(--sl-color-neutral-900);
  font-weight: var(--sl-font-weight-semibold);
}
.favorite-name sl-icon {
  color: var(--sl-color-warning-500);
  flex: none;
  margin-top: 0.15em;
}
.route {
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 10rem;
}
.route-point {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
  min-width: 0;
}
.route-icon {
  flex: none;
  margin-top: 0.2em;
  font-size: 0.85em;
}
.route-icon--from { color: var(--sl-color-success-600); }
.route-icon--to { color: var(--sl-color-danger-600); }
.route-text {
  min-width: 0;
  overflow-wrap: anywhere;
  color: var(--sl-color-neutral-900);
}
.empty {
  padding: var(--sl-spacing-3x-large) var(--sl-spacing-medium) !important;
  text-align: center;
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-medium);
}
.empty sl-icon {
  display: block;
  margin: 0 auto var(--sl-spacing-small);
  font-size: 2rem;
  color: var(--sl-color-neutral-400);
}
.skeleton-row sl-skeleton {
  width: 80%;
  height: 0.9rem;
  margin: 0.3rem 0;
}
.skeleton-row td:last-child sl-skeleton {
  width: 1.25rem;
  margin-left: auto;
}

/* ---- status badges (001 §4; Error is styled like Declined) ---- */
.status {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  padding: 2px var(--sl-spacing-x-small);
  border: 1px solid transparent;
  border-radius: var(--sl-border-radius-pill);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  line-height: 1.4;
  white-space: nowrap;
}
.status--neutral {
  background: var(--sl-color-neutral-100);
  border-color: var(--sl-color-neutral-200);
  color: var(--sl-color-neutral-700);
}
.status--info {
  background: var(--sl-color-sky-50);
  border-color: var(--sl-color-sky-200);
  color: var(--sl-color-sky-800);
}
.status--progress {
  background: var(--sl-color-primary-50);
  border-color: var(--sl-color-primary-300);
  color: var(--sl-color-primary-800);
}
.status--success {
  background: var(--sl-color-success-50);
  border-color: var(--sl-color-success-200);
  color: var(--sl-color-success-800);
}
.status--warning {
  background: var(--sl-color-warning-50);
  border-color: var(--sl-color-warning-200);
  color: var(--sl-color-warning-800);
}
.status--danger {
  background: var(--sl-color-danger-50);
  border-color: var(--sl-color-danger-200);
  color: var(--sl-color-danger-800);
}
[data-status='InProgress'] sl-icon,
[data-status='OnScene'] sl-icon {
  animation: status-pulse 1.6s ease-in-out infinite;
}
@keyframes status-pulse {
  50% { opacity: 0.45; }
}
@media (prefers-reduced-motion: reduce) {
  [data-status] sl-icon { animation: none; }
}

/* ---- row menu ---- */
.row-menu-trigger {
  font-size: 1.1rem;
  color: var(--sl-color-neutral-700);
}
.row-menu sl-menu {
  min-width: 12rem;
  text-align: left;
}
.row-menu sl-menu-item::part(label) {
  font-size: var(--sl-font-size-small);
}
.row-menu .danger::part(base) {
  color: var(--sl-color-danger-700);
}

/* ---- footer ---- */
.footer {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
  min-height: 2rem;
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}

/* ---- cards below 52rem: each row a card ---- */
@container (max-width: 52rem) {
  .table thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  .table,
  .table tbody {
    display: block;
  }
  .table-wrap {
    border: none;
    background: transparent;
    overflow: visible;
    max-height: none;
  }
  .booking-row,
  .skeleton-row,
  .empty-row {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    position: relative;
    margin-bottom: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border: 1px solid var(--bookings-border);
    border-left: 4px solid var(--row-accent, var(--bookings-border));
    border-radius: var(--sl-border-radius-large);
    background: var(--bookings-surface);
  }
  .booking-row td,
  .skeleton-row td,
  .empty-row td {
    display: block;
    padding: 0;
    border: none;
    box-shadow: none !important;
    background: transparent !important;
  }
  .booking-row td[data-label]:not(.cell-booking):not(.cell-status)::before {
    content: attr(data-label);
    display: block;
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-2x-small);
    font-weight: var(--sl-font-weight-semibold);
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .booking-row {
    grid-template-areas:
      'booking status'
      'when price'
      'route route'
      'passenger car';
  }
  .table .booking-row td:first-child {
    padding-left: 0;
  }
  .booking-row .cell-booking { grid-area: booking; }
  .booking-row .cell-status { grid-area: status; text-align: right; padding-right: 2.25rem; }
  .booking-row .cell-when { grid-area: when; }
  .booking-row .cell-price { grid-area: price; text-align: right; }
  .booking-row .cell-route { grid-area: route; }
  .booking-row .cell-passenger { grid-area: passenger; }
  .booking-row .cell-car { grid-area: car; text-align: right; min-width: 0; }
  .booking-row .col-actions {
    position: absolute;
    top: var(--sl-spacing-2x-small);
    right: var(--sl-spacing-2x-small);
    width: auto;
  }
  .table tbody tr:last-child {
    margin-bottom: 0;
  }
  .empty-row { display: block; }
}

/* ---- details drawer ---- */
.details-drawer::part(panel) {
  width: min(34rem, 100vw);
}
.details-drawer::part(body) {
  padding-top: 0;
}
.details {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
  font-size: var(--sl-font-size-small);
}
.details-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sl-spacing-small);
}
.details-section h3 {
  margin: 0 0 var(--sl-spacing-x-small);
  padding-bottom: var(--sl-spacing-2x-small);
  border-bottom: 1px solid var(--bookings-border);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.05em;
  text-transform: uppercase;
}
.fields {
  display: grid;
  grid-template-columns: minmax(8rem, 35%) 1fr;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
  margin: 0;
}
.field {
  display: contents;
}
.field dt {
  color: var(--sl-color-neutral-600);
}
.field dd {
  margin: 0;
  color: var(--sl-color-neutral-900);
  overflow-wrap: anywhere;
}
.place {
  display: flex;
  flex-direction: column;
}
.place-main {
  font-weight: var(--sl-font-weight-semibold);
}
.muted {
  color: var(--sl-color-neutral-600);
}
.change-card {
  display: flex;
  align-items: flex-end;
  gap: var(--sl-spacing-small);
  margin-top: var(--sl-spacing-small);
}
.change-card sl-select {
  flex: 1 1 auto;
  min-width: 0;
}
.card-skeleton {
  height: 2rem;
  margin-top: var(--sl-spacing-small);
}
.curb-notes-editor + .curb-notes-editor {
  margin-top: var(--sl-spacing-medium);
}
.history {
  list-style: none;
  margin: 0;
  padding: 0 0 0 var(--sl-spacing-medium);
  border-left: 2px solid var(--bookings-border);
}
.history-item {
  position: relative;
  padding: 0 0 var(--sl-spacing-small);
}
.history-item::before {
  content: '';
  position: absolute;
  left: calc(-1 * var(--sl-spacing-medium) - 5px);
  top: 0.4em;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--sl-color-neutral-400);
}
.history-item--status_update::before {
  background: var(--sl-color-primary-500);
}
.history-item--cancel_request::before,
.history-item--failed_by_update::before {
  background: var(--sl-color-danger-500);
}
.details-loading {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.details-loading sl-skeleton {
  height: 1.1rem;
}
.drawer-footer {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
}
.drawer-footer .spacer {
  flex: 1 1 auto;
}

/* ---- favorite dialog ---- */
.favorite-dialog::part(panel) {
  width: min(28rem, calc(100vw - 2rem));
}

`;
