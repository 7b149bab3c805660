/** Styles of the shared NotesEditor, adopted into the shadow root of the element that renders it. */
export const notesEditorCss = `
.curb-notes-editor {
  display: flex;
  flex-direction: column;
  gap: var(--sl-spacing-x-small);
}
.curb-notes-editor sl-textarea::part(form-control-label) {
  font-weight: var(--sl-font-weight-semibold);
}
.curb-notes-actions {
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--sl-spacing-x-small);
}
.curb-notes-status {
  flex: 1 1 auto;
  display: inline-flex;
  align-items: center;
  gap: var(--sl-spacing-3x-small);
  font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700);
}
.curb-notes-status.is-saved {
  color: var(--sl-color-success-700);
}
`;
