// The car-line configuration's own rules (issue 16), adopted into curb-car-lines' shadow root when
// the configuration shows; the shared sheets (form grid, stack, inline, pill) do the rest.
export const configurationCss = /* css */ `
.car-line-configuration__head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sl-spacing-small);
}
.car-line-configuration__head h2 {
  margin: 0;
}
.car-line-configuration__head h2:focus {
  outline: none;
}
.car-line-configuration__intro {
  margin: 0;
  color: var(--sl-color-neutral-700);
}
.car-line-cell {
  display: flex;
  flex-direction: column;
}
.car-line-cell__place {
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.car-line-status,
.row-actions {
  flex-wrap: nowrap;
}
.on-hold-pill {
  white-space: nowrap;
}
.car-line-form {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-large);
}
.car-line-form__section {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-panel-background-color);
}
.car-line-form__section h3 {
  margin: 0;
  font-size: var(--sl-font-size-large);
}
.car-line-form__wide {
  grid-column: 1 / -1;
}
.region-editor {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  gap: var(--sl-spacing-medium);
}
.region-editor__map {
  height: 28rem;
  min-width: 0;
}
.region-editor__points {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
  min-width: 0;
}
.region-editor__status {
  margin: 0;
  color: var(--sl-color-neutral-700);
}
.region-points__head,
.region-point {
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: var(--sl-spacing-x-small);
  align-items: center;
}
.region-points__head {
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-700);
}
.region-points {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-2x-small);
  max-height: 17rem;
  overflow-y: auto;
}
.region-point__name {
  font-size: var(--sl-font-size-small);
}
.region-add {
  align-items: end;
}
.region-add sl-input {
  width: 9rem;
}
sl-input[data-invalid]::part(base) {
  border-color: var(--sl-color-danger-600);
}
sl-input[data-invalid]::part(form-control-help-text) {
  color: var(--sl-color-danger-700);
}
.weekdays {
  gap: var(--sl-spacing-small) var(--sl-spacing-large);
}
.region-points,
.time-range-list,
.exception-date-list {
  list-style: none;
  margin: 0;
  padding: 0;
}
.time-range-list,
.exception-date-list {
  margin-bottom: var(--sl-spacing-x-small);
}
.time-range-list {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}
.time-range {
  align-items: end;
}
.time-range sl-input {
  width: 9rem;
}
.time-range__midnight {
  align-self: center;
}
.exception-date {
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
}
.exception-add {
  align-items: end;
}
.car-line-form__actions {
  z-index: 2;
}
@container (max-width: 56rem) {
  .region-editor {
    grid-template-columns: minmax(0, 1fr);
  }
}
`;
