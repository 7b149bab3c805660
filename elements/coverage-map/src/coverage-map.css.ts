/**
 * curb-coverage-map's own styles, adopted into its shadow root after the theme and the shared
 * sheets (the map's own sheet comes with the map): only what is this element's own.
 */
export const coverageMapCss = `
:host {
  display: block;
}
.coverage {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
  container-type: inline-size;
}
.coverage-filters {
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--sl-spacing-small) var(--sl-spacing-medium);
}
.coverage-filters sl-select {
  width: min(100%, 16rem);
}
.coverage-summary {
  margin: 0 0 var(--sl-spacing-2x-small);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.coverage-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  gap: var(--sl-spacing-medium);
  height: var(--curb-coverage-map-height, max(28rem, calc(100vh - 16rem)));
}
.coverage-map {
  min-width: 0;
  min-height: 0;
}
.coverage-side {
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-medium);
  padding-right: var(--sl-spacing-2x-small);
}
.coverage-list,
.coverage-areas,
.coverage-legend,
.coverage-details__services {
  list-style: none;
  margin: 0;
  padding: 0;
}
.coverage-list {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.coverage-provider__name,
.coverage-details__title {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  margin: 0 0 var(--sl-spacing-2x-small);
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.coverage-details__title {
  font-size: var(--sl-font-size-large);
}
.coverage-swatch {
  flex: none;
  display: inline-block;
  width: 0.85rem;
  height: 0.85rem;
  border-radius: var(--sl-border-radius-small);
  margin-right: var(--sl-spacing-2x-small);
  vertical-align: -0.1em;
}
.coverage-swatch--outline {
  background: transparent;
  border: 2px dashed;
}
.coverage-area {
  display: block;
  width: 100%;
  min-height: 2.25rem;
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
  border: 1px solid transparent;
  border-radius: var(--sl-border-radius-medium);
  background: none;
  color: var(--sl-color-neutral-900);
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.coverage-area:hover {
  background: var(--sl-color-neutral-100);
}
.coverage-area[aria-pressed='true'] {
  border-color: var(--sl-color-primary-600);
  background: var(--sl-color-primary-50);
}
.coverage-area:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.coverage-muted {
  color: var(--sl-color-neutral-700);
}
.coverage-legend li {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-2x-small);
  white-space: nowrap;
}
.coverage-details {
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-50);
}
.coverage-details p {
  margin: 0 0 var(--sl-spacing-x-small);
}
.coverage-details__area {
  color: var(--sl-color-neutral-700);
}
.coverage-details__tags {
  display: flex;
  flex-wrap: wrap;
  gap: var(--sl-spacing-2x-small);
  margin-bottom: var(--sl-spacing-x-small);
}
.coverage-details__heading {
  margin: var(--sl-spacing-small) 0 var(--sl-spacing-2x-small);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  text-transform: uppercase;
  letter-spacing: var(--sl-letter-spacing-loose);
  color: var(--sl-color-neutral-700);
}
.coverage-details__services li {
  padding: var(--sl-spacing-3x-small) 0;
}
@container (max-width: 52rem) {
  .coverage-body {
    grid-template-columns: 1fr;
    height: auto;
  }
  .coverage-map {
    height: 60vh;
  }
  .coverage-side {
    overflow: visible;
  }
}
`;
