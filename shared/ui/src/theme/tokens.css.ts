/**
 * Curbside's own tokens on top of Shoelace's, set on every element's root wrapper (so they
 * follow its light or dark class): what the shared sheets and the element sheets draw borders,
 * muted text, surfaces and errors with. An element tunes one by setting it on `.curb-root`.
 */
export const tokensCss = `
.curb-root {
  --curb-border-color: var(--sl-color-neutral-200);
  --curb-muted-color: var(--sl-color-neutral-600);
  --curb-surface: var(--curb-background, var(--sl-color-neutral-0));
  --curb-surface-sunken: var(--sl-color-neutral-50);
  --curb-danger-text: var(--sl-color-danger-700);
  --curb-danger-border: var(--sl-color-danger-600);
  --curb-card-radius: var(--sl-border-radius-x-large);
  --curb-field-gap: var(--sl-spacing-medium) var(--sl-spacing-large);
}
`;
