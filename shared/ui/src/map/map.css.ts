// The shared map's own rules, adopted into the shadow root of whichever element draws it.
export const mapCss = /* css */ `
.geo-map {
  position: relative;
  min-height: 20rem;
  height: 100%;
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-medium);
  overflow: hidden;
  background: var(--sl-color-sky-50, var(--sl-color-neutral-50));
}
.geo-map--loading {
  display: grid;
  place-items: center;
  color: var(--sl-color-neutral-600);
}
.geo-map__frame {
  position: absolute;
  inset: 0;
  outline: none;
}
.geo-map__frame:focus-visible {
  box-shadow: inset 0 0 0 var(--sl-focus-ring-width) var(--sl-color-primary-600);
}
.geo-map__svg {
  display: block;
  cursor: grab;
  touch-action: none;
  user-select: none;
}
.geo-map__svg:active { cursor: grabbing; }
.geo-map--editing .geo-map__svg { cursor: crosshair; }
.geo-map__marker { pointer-events: none; }
.geo-map__marker circle {
  fill: var(--marker-color);
  stroke: var(--sl-color-neutral-0);
  stroke-width: 2;
}
.geo-map__marker text {
  fill: var(--sl-color-neutral-900);
  font-size: var(--sl-font-size-small);
  font-weight: var(--sl-font-weight-semibold);
  paint-order: stroke;
  stroke: var(--sl-color-neutral-0);
  stroke-width: 3px;
}
.geo-map__sea { fill: var(--sl-color-sky-100, var(--sl-color-neutral-100)); }
.geo-map__land {
  fill: var(--sl-color-neutral-0);
  stroke: var(--sl-color-neutral-400);
  stroke-width: 0.6;
  vector-effect: non-scaling-stroke;
}
.geo-map__state {
  fill: none;
  stroke: var(--sl-color-neutral-300);
  stroke-width: 0.5;
  vector-effect: non-scaling-stroke;
}
.geo-map__area {
  fill: var(--area-color);
  fill-opacity: 0.35;
  stroke: var(--area-color);
  stroke-width: 1.5;
  vector-effect: non-scaling-stroke;
  cursor: pointer;
}
.geo-map__area:hover { fill-opacity: 0.5; }
.geo-map__area--outline {
  fill: none;
  stroke-dasharray: 5 4;
  stroke-width: 1.5;
  cursor: inherit;
  pointer-events: none;
}
.geo-map__area--selected {
  fill-opacity: 0.6;
  stroke-width: 3;
}
.geo-map__edit-outline {
  fill: var(--sl-color-primary-500);
  fill-opacity: 0.15;
  stroke: var(--sl-color-primary-600);
  stroke-width: 2;
}
.geo-map__midpoint {
  fill: var(--sl-color-neutral-0);
  stroke: var(--sl-color-primary-600);
  stroke-width: 1.5;
  opacity: 0.8;
  cursor: copy;
}
.geo-map__vertices {
  position: absolute;
  inset: 0;
  pointer-events: none;
}
.geo-map__vertex {
  pointer-events: all;
  fill: var(--sl-color-neutral-0);
  stroke: var(--sl-color-primary-600);
  stroke-width: 2.5;
  cursor: move;
  outline: none;
}
.geo-map__vertex--closer { fill: var(--sl-color-primary-600); cursor: pointer; }
.geo-map__vertex:focus-visible {
  stroke: var(--sl-color-warning-600);
  stroke-width: 4;
}
.geo-map__zoom {
  position: absolute;
  top: var(--sl-spacing-x-small);
  right: var(--sl-spacing-x-small);
  display: flex;
  flex-direction: column;
  background: var(--sl-color-neutral-0);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-medium);
  font-size: var(--sl-font-size-large);
}
.geo-map__legend {
  position: absolute;
  left: var(--sl-spacing-x-small);
  bottom: var(--sl-spacing-x-small);
  max-width: calc(100% - 2 * var(--sl-spacing-x-small));
  max-height: 45%;
  overflow: auto;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  background: var(--sl-color-neutral-0);
  border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-medium);
  font-size: var(--sl-font-size-small);
}
`;
