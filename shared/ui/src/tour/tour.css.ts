/** Styles of the tour card and the confetti; adopted by useAdoptedStyles. */
export const tourCss = `
.curb-tour-popup {
  /* The arrow carries the card's accent, so it shows on any page colour. */
  --arrow-color: var(--sl-color-primary-600);
  --arrow-size: 8px;
}
/* Above dialog backdrops (and drawers): the tour may point at something while a dialog is open. */
.curb-tour-popup::part(popup) {
  z-index: calc(var(--sl-z-index-dialog) + 1);
}
.curb-tour-corner {
  position: fixed;
  right: var(--sl-spacing-large);
  bottom: var(--sl-spacing-large);
  z-index: calc(var(--sl-z-index-dialog) + 1);
}
.curb-tour-card {
  width: min(20rem, calc(100vw - 2 * var(--sl-spacing-large)));
  padding: var(--sl-spacing-medium) var(--sl-spacing-large);
  border: var(--sl-panel-border-width) solid var(--sl-panel-border-color);
  border-top: 3px solid var(--sl-color-primary-600);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-panel-background-color);
  color: var(--sl-color-neutral-900);
  box-shadow: var(--sl-shadow-x-large);
  line-height: var(--sl-line-height-dense);
}
/* The card takes focus only so assistive tech announces the step; its buttons show the ring. */
.curb-tour-card:focus {
  outline: none;
}
.curb-tour-progress {
  color: var(--sl-color-neutral-600);
  font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold);
}
.curb-tour-title {
  margin-top: var(--sl-spacing-2x-small);
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.curb-tour-text {
  margin-top: var(--sl-spacing-x-small);
  color: var(--sl-color-neutral-700);
  font-size: var(--sl-font-size-small);
}
.curb-tour-actions {
  display: flex;
  justify-content: flex-end;
  gap: var(--sl-spacing-x-small);
  margin-top: var(--sl-spacing-medium);
}
/* On a phone or a touch screen the small buttons are 44 px touch targets (WCAG 2.5.5), as tall as
   the header's: sl-button's small size takes its height and its label's line from this token. */
@media (max-width: 767.98px), (pointer: coarse) {
  .curb-tour-actions {
    --sl-input-height-small: 44px;
  }
  .curb-tour-actions sl-button::part(base) {
    min-width: 44px;
  }
}
.curb-confetti {
  position: fixed;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  z-index: var(--sl-z-index-toast);
}
.curb-confetti-piece {
  position: absolute;
  top: -1rem;
  left: var(--confetti-left);
  width: var(--confetti-width);
  height: var(--confetti-height);
  border-radius: 1px;
  background: var(--confetti-color);
  opacity: 0;
  animation: curb-confetti-fall var(--confetti-duration) cubic-bezier(0.25, 0.6, 0.45, 1) var(--confetti-delay) forwards;
}
@keyframes curb-confetti-fall {
  0% {
    opacity: 1;
    transform: translate3d(0, 0, 0) rotate(0deg);
  }
  75% {
    opacity: 1;
  }
  100% {
    opacity: 0;
    transform: translate3d(var(--confetti-drift), 105vh, 0) rotate(var(--confetti-rotation));
  }
}
@media (prefers-reduced-motion: reduce) {
  .curb-confetti {
    display: none;
  }
}
`;
