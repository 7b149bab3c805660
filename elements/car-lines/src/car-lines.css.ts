/**
 * curb-car-lines' own styles, adopted into its shadow root after the theme and the shared sheets:
 * only what is this element's own. The console is for a lobby tablet: big type and touch targets.
 */
export const carLinesCss = `
:host {
  display: block;
}
.curb-root {
  container-type: inline-size;
  max-width: var(--curb-car-lines-max-width, 90rem);
}
.car-lines-note {
  color: var(--sl-color-neutral-700);
}
`;
