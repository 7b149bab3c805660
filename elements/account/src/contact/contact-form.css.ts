/** Styles of the contact form (adopted by the form itself, so any element can render it). */
export const contactFormCss = `
.contact-form {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
}
.contact-title {
  font-size: var(--sl-font-size-x-large);
  font-weight: var(--sl-font-weight-semibold);
}
.contact-greeting {
  color: var(--sl-color-neutral-700);
}
.contact-section {
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
}
.contact-note {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  margin-top: var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600);
}
.email-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
}
.email-row {
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) auto;
  gap: var(--sl-spacing-medium);
  align-items: start;
}
/* Registration and New employee: one email, no nickname or actions; it lines up with the grid above. */
.email-row.is-single {
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  column-gap: var(--sl-spacing-large);
}
.email-actions {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  min-width: 9.5rem;
  justify-content: flex-end;
  /* Line up with the inputs, below their labels. */
  margin-top: calc(var(--sl-input-label-font-size-medium) * 1.5 + var(--sl-spacing-3x-small));
  height: var(--sl-input-height-medium);
}
.email-actions sl-icon-button {
  font-size: var(--sl-font-size-large);
}
/* A phone: address, nickname and actions one under the other. */
@media (max-width: 640px) {
  .email-row {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-x-small);
  }
  .email-actions {
    margin-top: 0;
    justify-content: flex-start;
  }
}
.primary-badge {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  padding: 0 var(--sl-spacing-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-primary-700);
}
.add-email {
  margin-top: var(--sl-spacing-small);
  align-self: flex-start;
}
/* .curb-form-actions, ruled off from the form */
.contact-footer {
  padding-top: var(--sl-spacing-medium);
  border-top: 1px solid var(--sl-color-neutral-200);
}
.contact-form-errors ul {
  margin: 0;
  padding-inline-start: var(--sl-spacing-large);
}
`;
