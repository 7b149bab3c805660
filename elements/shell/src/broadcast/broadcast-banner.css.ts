/** The broadcast note banner at the top of the shell's main area (issue 17). */
export const broadcastBannerCss = `
.broadcast-banner {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-small);
  margin: 0 0 var(--sl-spacing-medium);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium);
  border: 1px solid var(--sl-color-primary-300);
  border-left-width: 4px;
  border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-primary-50);
  color: var(--sl-color-neutral-900);
}
.broadcast-banner__icon {
  flex: none;
  margin-top: 0.2em;
  font-size: var(--sl-font-size-large);
  color: var(--sl-color-primary-700);
}
.broadcast-banner__note {
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
}
.broadcast-banner__note > :first-child {
  margin-top: 0;
}
.broadcast-banner__note > :last-child {
  margin-bottom: 0;
}
.broadcast-banner__note h3,
.broadcast-banner__note h4,
.broadcast-banner__note h5,
.broadcast-banner__note h6 {
  margin: 0 0 var(--sl-spacing-2x-small);
}
.broadcast-banner__note a {
  color: var(--sl-color-primary-700);
}
.broadcast-banner__close {
  flex: none;
  font-size: var(--sl-font-size-medium);
}
`;
