/**
 * curb-login's own styles, adopted into its shadow root after the theme (which sets the
 * font and colours on .curb-root; nothing is inherited from the host page).
 */
export const loginCss = `
:host {
  display: block;
}
.curb-root {
  /* Light: primary-700 (white text on Shoelace's primary-600 is under 4.5:1). Dark: the lighter 600. */
  --curb-login-accent-default: var(--sl-color-primary-700);
  --curb-login-accent-strong: var(--sl-color-primary-800);
}
.curb-root.sl-theme-dark {
  --curb-login-accent-default: var(--sl-color-primary-600);
  --curb-login-accent-strong: var(--sl-color-primary-700);
}
.page {
  min-height: var(--curb-login-min-height, 100vh);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--sl-spacing-x-large) var(--sl-spacing-medium);
  background: var(--curb-login-background, var(--sl-color-neutral-50));
  color: var(--sl-color-neutral-900);
}
.sl-theme-dark .page {
  background: var(--curb-login-background, var(--sl-color-neutral-0));
}
.card {
  width: 100%;
  max-width: var(--curb-login-max-width, 420px);
  padding: var(--sl-spacing-2x-large) var(--sl-spacing-x-large) var(--sl-spacing-x-large);
  background: var(--curb-login-card-background, var(--sl-color-neutral-0));
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-x-large);
  box-shadow: 0 1px 2px hsl(240 4% 16% / 6%), 0 12px 32px -8px hsl(240 4% 16% / 14%);
}
.sl-theme-dark .card {
  background: var(--curb-login-card-background, var(--sl-color-neutral-50));
  border-color: var(--sl-color-neutral-200);
  box-shadow: 0 12px 32px -8px hsl(0 0% 0% / 50%);
}
.brand {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  margin-bottom: var(--sl-spacing-large);
}
.brand-mark {
  flex: none;
  display: block;
}
.brand-mark-tile {
  fill: var(--curb-login-accent, var(--curb-login-accent-default));
}
.brand-mark-route {
  fill: none;
  stroke: var(--sl-color-neutral-0);
  stroke-width: 2.2;
  stroke-linecap: round;
  stroke-dasharray: 0.1 4.2;
}
.brand-mark-dot,
.brand-mark-pin {
  fill: var(--sl-color-neutral-0);
}
.brand-name {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-bold);
  letter-spacing: var(--sl-letter-spacing-dense);
  color: var(--sl-color-neutral-900);
  line-height: 1;
}
.heading {
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-semibold);
  line-height: var(--sl-line-height-dense);
  color: var(--sl-color-neutral-900);
  margin: 0 0 var(--sl-spacing-large);
}
.form {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
}
.name-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--sl-spacing-medium);
}
sl-input {
  min-width: 0;
}
@media (max-width: 420px) {
  .name-row {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-large);
  }
}
.lead {
  margin: 0;
  color: var(--sl-color-neutral-700);
  line-height: var(--sl-line-height-dense);
  overflow-wrap: anywhere;
}
sl-input::part(form-control-label) {
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800);
  margin-bottom: var(--sl-spacing-2x-small);
}
sl-input::part(form-control-help-text) {
  margin-top: var(--sl-spacing-2x-small);
  color: var(--sl-color-neutral-600);
  line-height: var(--sl-line-height-dense);
}
sl-input.code::part(input) {
  font-size: var(--sl-font-size-large);
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
}
.curb-field-error:focus-within::part(base) {
  box-shadow: 0 0 0 var(--sl-focus-ring-width) hsl(0 72% 51% / 30%);
}
.field-error {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-2x-small);
  color: var(--sl-color-danger-700);
  font-size: var(--sl-font-size-small);
  line-height: var(--sl-line-height-dense);
}
.field-error::before {
  content: '!';
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.1em;
  height: 1.1em;
  margin-top: 0.15em;
  border-radius: 50%;
  background: var(--sl-color-danger-700);
  color: var(--sl-color-neutral-0);
  font-size: 0.75em;
  font-weight: var(--sl-font-weight-bold);
}
sl-button.submit {
  width: 100%;
}
sl-button[variant='primary']::part(base) {
  background-color: var(--curb-login-accent, var(--curb-login-accent-default));
  border-color: var(--curb-login-accent, var(--curb-login-accent-default));
  color: var(--sl-color-neutral-0);
  font-size: var(--sl-font-size-medium);
}
sl-button[variant='primary']::part(base):hover {
  background-color: var(--curb-login-accent-strong);
  border-color: var(--curb-login-accent-strong);
}
sl-button.link::part(base) {
  color: var(--curb-login-accent, var(--curb-login-accent-default));
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  height: auto;
  min-height: 0;
  line-height: var(--sl-line-height-dense);
  padding: var(--sl-spacing-2x-small) 0;
}
sl-button.link::part(label) {
  padding: 0;
}
sl-button.link::part(base):hover {
  color: var(--curb-login-accent-strong);
  text-decoration: underline;
}
sl-button.back {
  align-self: center;
}
.footer {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--sl-spacing-2x-small);
  margin-top: var(--sl-spacing-large);
  padding-top: var(--sl-spacing-medium);
  border-top: 1px solid var(--sl-color-neutral-200);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.status {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  margin: 0;
  color: var(--sl-color-neutral-700);
}
.status-spinner {
  font-size: var(--sl-font-size-large);
  --indicator-color: var(--curb-login-accent, var(--curb-login-accent-default));
}
.notice {
  margin: 0;
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-radius: var(--sl-border-radius-medium);
  border: 1px solid;
  line-height: var(--sl-line-height-dense);
}
.notice-warning {
  background: var(--sl-color-warning-50);
  border-color: var(--sl-color-warning-300);
  color: var(--sl-color-warning-800);
}
.notice-success {
  background: var(--sl-color-success-50);
  border-color: var(--sl-color-success-300);
  color: var(--sl-color-success-800);
}
`;
