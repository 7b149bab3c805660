/**
 * curb-chat's own styles, adopted into its shadow root after the theme and the shared sheets:
 * a panel 600 px high (001 §9) whose message list scrolls between its header and its composer.
 */
export const chatCss = `
:host {
  display: block;
}
.chat-panel {
  display: flex;
  flex-direction: column;
  height: var(--curb-chat-height, 600px);
  max-height: calc(100dvh - 2rem);
  width: min(26rem, 100vw - 1rem);
  background: var(--sl-panel-background-color);
  border: 1px solid var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-large);
  box-shadow: var(--sl-shadow-x-large);
  overflow: hidden;
}
.chat-header {
  display: flex;
  align-items: center;
  gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-small) var(--sl-spacing-small) var(--sl-spacing-small) var(--sl-spacing-medium);
  border-bottom: 1px solid var(--sl-panel-border-color);
}
.chat-title {
  margin: 0;
  font-size: var(--sl-font-size-medium);
  font-weight: var(--sl-font-weight-semibold);
}
.chat-kinds {
  display: flex;
  gap: var(--sl-spacing-2x-small);
  margin-inline-start: auto;
}
.chat-close {
  font-size: var(--sl-font-size-large);
}
.chat-kinds + .chat-close {
  margin-inline-start: 0;
}
.chat-title + .chat-close {
  margin-inline-start: auto;
}
.chat-messages {
  flex: 1;
  overflow-y: auto;
  padding: var(--sl-spacing-medium);
}
.chat-message-list {
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-small);
}
.chat-messages:focus-visible {
  outline: var(--sl-focus-ring);
  outline-offset: calc(-1 * var(--sl-focus-ring-width));
}
.chat-message {
  max-width: 85%;
  padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
  border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-900);
}
.chat-message.from-user {
  align-self: flex-end;
  background: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0);
}
.chat-message.failed {
  background: var(--sl-color-danger-100);
  color: var(--sl-color-danger-800);
}
.chat-message__meta {
  display: block;
  font-size: var(--sl-font-size-x-small);
  opacity: 0.85;
}
.chat-message__text {
  margin: var(--sl-spacing-3x-small) 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.chat-table {
  margin-top: var(--sl-spacing-x-small);
  border-collapse: collapse;
  font-size: var(--sl-font-size-small);
}
.chat-table th,
.chat-table td {
  padding: var(--sl-spacing-3x-small) var(--sl-spacing-x-small);
  text-align: start;
  border-bottom: 1px solid var(--sl-color-neutral-300);
}
.chat-table td {
  text-align: end;
  font-variant-numeric: tabular-nums;
}
.chat-voice-frame {
  flex: 1;
  width: 100%;
  border: 0;
}
.chat-disclaimer {
  margin: 0;
  padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  font-size: var(--sl-font-size-x-small);
  color: var(--sl-color-neutral-700);
}
.chat-composer {
  display: flex;
  align-items: flex-start;
  gap: var(--sl-spacing-x-small);
  padding: var(--sl-spacing-small) var(--sl-spacing-medium) var(--sl-spacing-medium);
  border-top: 1px solid var(--sl-panel-border-color);
}
.chat-input {
  flex: 1;
}
.chat-send {
  margin-top: 1.6rem;
}
`;
