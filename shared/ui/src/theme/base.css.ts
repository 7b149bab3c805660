/**
 * Base of every element's shadow root. `all: initial` stops inherited host page styles
 * (font, color, line-height, ...) at the host; the root wrapper sets ours from the theme tokens.
 * A page rule with !important (`* { font-size: 40px !important }`) beats `:host`, so the root
 * wrapper also sets every inherited text property itself: nothing of the page's text styles
 * reaches our labels (issue 9). Also the styles of the shared toast region and dialogs.
 */
export const baseCss = `
:host {
  all: initial;
  display: block;
}
:host([hidden]) {
  display: none !important;
}
*, *::before, *::after {
  box-sizing: border-box;
}
.curb-root {
  font-family: var(--sl-font-sans);
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-normal);
  line-height: var(--sl-line-height-normal);
  color: var(--sl-color-neutral-900);
  /* Dark text on a dark page or light text on a light one is unreadable: the root paints its theme's surface. */
  background: var(--curb-background, var(--sl-color-neutral-0));
  -webkit-font-smoothing: antialiased;
  font-style: normal;
  font-variant: normal;
  font-stretch: normal;
  font-kerning: auto;
  font-feature-settings: normal;
  font-size-adjust: none;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-align: start;
  text-shadow: none;
  white-space: normal;
  word-break: normal;
  overflow-wrap: normal;
  hyphens: manual;
  cursor: auto;
  writing-mode: horizontal-tb;
  list-style: disc outside;
  border-collapse: separate;
  border-spacing: 0;
  quotes: auto;
}
.curb-root :where(h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote) {
  margin: 0;
}
.curb-root :where(button, input, select, textarea) {
  font: inherit;
}
/*
 * WCAG 2.4.7 / 2.4.13: whatever the keyboard reaches shows the theme's focus ring (Shoelace's
 * components draw the same ring inside their own shadow roots). Zero specificity beyond the root,
 * so a control drawn inside a box that rings itself (:focus-within) may still turn its own off.
 * An element focused only by script (tabindex -1: a step title) does not ring.
 */
.curb-root :where(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])):focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset);
}
.curb-element-error {
  padding: var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-danger-300);
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-danger-50);
  color: var(--sl-color-danger-700);
}
.curb-toast-region {
  position: fixed;
  top: var(--sl-spacing-large);
  left: 50%;
  transform: translateX(-50%);
  z-index: var(--sl-z-index-toast);
  width: min(32rem, calc(100vw - 2 * var(--sl-spacing-large)));
}
.curb-toast-region sl-alert::part(base) {
  box-shadow: var(--sl-shadow-large);
}
.curb-message-list {
  margin: 0;
  padding-inline-start: var(--sl-spacing-large);
}
.curb-message-list li + li {
  margin-top: var(--sl-spacing-2x-small);
}
.curb-dialog-actions {
  display: flex;
  justify-content: flex-end;
  gap: var(--sl-spacing-small);
}
/* Read by screen readers, not shown (every element, the shared inputs). */
.visually-hidden,
.curb-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
`;
