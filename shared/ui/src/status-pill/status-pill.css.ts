/** The status pill's own styles (adopted by StatusPill into the shadow root it renders in). */
export const statusPillCss = `
sl-tag.curb-status-pill::part(base) {
  gap: var(--sl-spacing-2x-small);
  font-weight: var(--sl-font-weight-semibold);
}
sl-tag.curb-status-pill[data-tone='info']::part(base) {
  background-color: var(--sl-color-sky-50);
  border-color: var(--sl-color-sky-200);
  color: var(--sl-color-sky-800);
}
sl-tag.curb-status-pill[data-tone='progress']::part(base) {
  border-color: var(--sl-color-primary-300);
}
sl-tag.curb-status-pill[data-moving] sl-icon {
  animation: curb-status-pulse 1.6s ease-in-out infinite;
}
@keyframes curb-status-pulse {
  50% { opacity: 0.45; }
}
@media (prefers-reduced-motion: reduce) {
  sl-tag.curb-status-pill[data-moving] sl-icon { animation: none; }
}
`;
