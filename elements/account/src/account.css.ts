/**
 * curb-account's own styles, adopted into its shadow root after the theme. The dialog is wide
 * and calm: a column of tabs on the left, the tab's content on the right.
 */
export const accountCss = `
:host {
  display: contents;
}
.sl-theme-dark sl-input {
  /* Native date pickers in the dark palette. */
  color-scheme: dark;
}
.account-dialog {
  --width: min(var(--curb-account-width, 860px), calc(100vw - 2rem));
  /* Below the page's confirm dialog (another element may host it): questions asked from here show on top. */
  --sl-z-index-dialog: 790;
}
.account-dialog.is-form {
  --width: min(var(--curb-account-width, 720px), calc(100vw - 2rem));
}
.account-dialog::part(panel) {
  border-radius: var(--sl-border-radius-x-large);
}
.account-dialog::part(title) {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
  padding-bottom: var(--sl-spacing-medium);
}
.account-dialog::part(body) {
  padding: 0;
  border-top: 1px solid var(--sl-color-neutral-200);
}
.account-dialog.is-form::part(body) {
  padding: var(--sl-spacing-large) var(--sl-spacing-x-large) var(--sl-spacing-x-large);
}
/* Mandatory until saved: no close button that does nothing. */
.account-dialog.is-mandatory::part(close-button) {
  display: none;
}
.account-body {
  display: flex;
  flex-direction: column;
}
.account-body.is-tabs {
  height: var(--curb-account-body-height, min(640px, 72vh));
}
.account-body.is-form {
  min-height: 12rem;
}
.account-state {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-2x-large) var(--sl-spacing-large);
  color: var(--sl-color-neutral-700);
  flex: 1 1 auto;
}
.account-tabs {
  flex: 1 1 auto;
  min-height: 0;
  --indicator-color: var(--sl-color-primary-600);
  --track-color: var(--sl-color-neutral-200);
}
.account-tabs::part(base) {
  height: 100%;
}
.account-tabs::part(nav),
.account-tabs::part(tabs) {
  height: 100%;
}
.account-tabs::part(tabs) {
  border-inline-end: none;
}
.account-tabs::part(nav) {
  border-inline-end: solid var(--track-width, 2px) var(--track-color);
  width: 13.5rem;
  padding: var(--sl-spacing-small) 0;
  background: var(--sl-color-neutral-50);
}
.account-tabs::part(body) {
  overflow-y: auto;
  height: 100%;
}
.account-tabs sl-tab::part(base) {
  width: 100%;
  padding: var(--sl-spacing-small) var(--sl-spacing-large);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
  letter-spacing: 0.06em;
  color: var(--sl-color-neutral-700);
}
.account-tabs sl-tab[active]::part(base) {
  color: var(--sl-color-primary-700);
  background: var(--sl-color-neutral-0);
}
.account-tabs sl-tab-panel::part(base) {
  padding: var(--sl-spacing-large) var(--sl-spacing-x-large) var(--sl-spacing-x-large);
}
@media (max-width: 640px) {
  /* A phone: the tabs become a scrolling row above the panel, which keeps the dialog's width. */
  .account-tabs::part(base) {
    flex-direction: column;
  }
  .account-tabs::part(nav) {
    width: auto;
    height: auto;
    padding: 0;
    border-inline-end: none;
    border-bottom: solid var(--track-width, 2px) var(--track-color);
    overflow-x: auto;
  }
  .account-tabs::part(tabs) {
    flex-direction: row;
    height: auto;
  }
  .account-tabs::part(active-tab-indicator) {
    display: none;
  }
  .account-tabs sl-tab::part(base) {
    white-space: nowrap;
    min-height: 44px;
  }
  .account-tabs sl-tab[active]::part(base) {
    box-shadow: inset 0 -3px 0 var(--sl-color-primary-600);
  }
  .account-tabs sl-tab-panel::part(base) {
    padding: var(--sl-spacing-medium);
  }
}
.tab-note {
  color: var(--sl-color-neutral-700);
}
.form-stack {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-large);
}
.section {
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
}
.grid-2 {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--sl-spacing-medium) var(--sl-spacing-large);
  align-items: start;
}
.grid-1 {
  display: grid;
  gap: var(--sl-spacing-medium);
}
.footer-actions,
.editor-actions {
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: var(--sl-spacing-small);
  flex-wrap: wrap;
}
.footer-actions {
  padding-top: var(--sl-spacing-medium);
  border-top: 1px solid var(--sl-color-neutral-200);
}
.editor-actions .spacer {
  flex: 1 1 auto;
}
.danger-button::part(base) {
  color: var(--sl-color-danger-700);
  border-color: var(--sl-color-danger-300);
}
.danger-button::part(base):hover {
  background: var(--sl-color-danger-50);
  border-color: var(--sl-color-danger-500);
}

/* ---- accordions (addresses, cards) ---- */
.accordion {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.accordion-item::part(base) {
  border-radius: var(--sl-border-radius-large);
}
.accordion-item::part(header) {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
}
.accordion-item::part(content) {
  padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium);
}
.accordion-item.is-new::part(base) {
  border-style: dashed;
}
.summary {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-medium);
  width: 100%;
  min-width: 0;
}
.summary-icon {
  flex: none;
  font-size: 1.25rem;
  color: var(--sl-color-primary-600);
}
.summary-text {
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1 1 auto;
}
.summary-title {
  font-weight: var(--sl-font-weight-semibold);
}
.summary-sub {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.summary-sub.is-danger {
  color: var(--sl-color-danger-700);
  font-weight: var(--sl-font-weight-semibold);
}
.tag {
  flex: none;
  padding: 0.1rem 0.5rem;
  border-radius: var(--sl-border-radius-pill);
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-x-small);
}
.address-editor,
.card-editor,
.add-card,
.virtual-card {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.feed-note {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-primary-50);
  color: var(--sl-color-primary-800);
  font-size: var(--sl-font-size-small);
}
.feed-note sl-icon {
  flex: none;
  margin-top: 0.15rem;
}

/* ---- cards ---- */
.cards-sections {
  gap: var(--sl-spacing-2x-large);
}
.cards-section {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.cards-section > .curb-form-legend {
  margin: 0;
}
.cards-section + .cards-section {
  padding-top: var(--sl-spacing-large);
  border-top: 1px solid var(--sl-color-neutral-200);
}
.card-facts {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--sl-spacing-small) var(--sl-spacing-large);
  margin: 0;
}
.card-facts dt {
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}
.card-facts dd {
  margin: 0;
  color: var(--sl-color-neutral-900);
}
.section-note {
  margin: 0 0 var(--sl-spacing-x-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}
.brand-logo {
  flex: none;
  width: 2.6rem;
  height: auto;
  border-radius: 4px;
}
.brand-amex,
.brand-visa {
  width: 2.8rem;
}
.card-digits {
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
}
.card-summary.is-expired .brand-logo {
  opacity: 0.55;
}
.switch-cell {
  display: flex;
  align-items: center;
  min-height: calc(var(--sl-input-height-medium) + var(--sl-input-label-font-size-medium) * 1.5);
  padding-top: calc(var(--sl-input-label-font-size-medium) * 1.5);
}
.card-frame-box {
  border-radius: var(--sl-border-radius-large);
  overflow: hidden;
  min-height: 6rem;
  display: flex;
  flex-direction: column;
}
/* The frame pads its fields by 4px so their focus ring is not clipped: line them up with the dialog's fields. */
.card-frame {
  display: block;
  width: calc(100% + 8px);
  margin-inline: -4px;
  border: none;
  background: transparent;
  color-scheme: normal;
}
.stripe-form {
  display: block;
}
.card-safety {
  display: flex;
  gap: var(--sl-spacing-x-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}

/* ---- preferences ---- */
.notification-groups {
  display: grid;
  gap: var(--sl-spacing-medium);
}
.notification-group {
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
}
.notification-title {
  margin-bottom: var(--sl-spacing-small);
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.notification-columns {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--sl-spacing-x-small) var(--sl-spacing-large);
}
.notification-column {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}

.permissions {
  display: block;
}
`;
