/** Styles of the shell's dialogs (support, disclaimer, terms, documents); adopted by useAdoptedStyles. */
export const dialogsCss = `
.curb-shell-dialog {
  --width: min(40rem, calc(100vw - 2 * var(--sl-spacing-medium)));
}
.curb-shell-dialog::part(title) {
  font-size: var(--sl-font-size-large);
  font-weight: var(--sl-font-weight-semibold);
}
/* A mandatory dialog has no way out but its action (spec 000 §2 Other dialogs). */
.curb-shell-dialog--mandatory::part(close-button) {
  display: none;
}
.curb-shell-dialog--mandatory::part(header) {
  padding-inline-end: var(--sl-spacing-large);
}
.curb-document {
  color: var(--sl-color-neutral-800);
  line-height: var(--sl-line-height-dense);
  overflow-wrap: anywhere;
}
.curb-document :is(p, ol, h3, h4, h5, h6) + :is(p, ol, h3, h4, h5, h6) {
  margin-top: var(--sl-spacing-small);
}
.curb-document :is(h3, h4, h5, h6) {
  color: var(--sl-color-neutral-900);
  font-weight: var(--sl-font-weight-semibold);
  line-height: var(--sl-line-height-dense);
}
.curb-document h3 { font-size: var(--sl-font-size-large); }
.curb-document h4 { font-size: var(--sl-font-size-medium); }
.curb-document :is(h5, h6) { font-size: var(--sl-font-size-small); }
.curb-document ol {
  padding-inline-start: var(--sl-spacing-large);
}
.curb-document a {
  color: var(--sl-color-primary-700);
  text-decoration: underline;
}
.curb-document a:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.curb-document-state {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-small);
  color: var(--sl-color-neutral-700);
}
.curb-document-state--error {
  color: var(--sl-color-danger-700);
}
.curb-support-message {
  margin-bottom: var(--sl-spacing-medium);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border-inline-start: 3px solid var(--sl-color-primary-600);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-50);
}
.curb-support-form {
  display: grid;
  gap: var(--sl-spacing-medium);
}
/* On a phone or a touch screen the footer's buttons are 44 px touch targets (WCAG 2.5.5), as the
   header's are: sl-button's medium size takes its height and its label's line from this token. */
@media (max-width: 767.98px), (pointer: coarse) {
  .curb-shell-dialog .curb-dialog-actions {
    --sl-input-height-medium: 44px;
  }
}
`;
