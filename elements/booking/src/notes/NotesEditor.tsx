import { useId } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { NOTES_PLACEHOLDER, notesCanSave } from '@curbside/domain';

export interface NotesEditorProps {
  /** The field's label ('Notes for the driver', 'Admin notes'). */
  label: string;
  /** A line under the label saying who sees the notes. */
  hint?: string;
  /** What is typed (kept by the caller, so nothing typed is lost). */
  draft: string;
  /** The notes saved on the booking (null when none). */
  saved: string | null;
  onDraftChange(text: string): void;
  onSave(text: string): void;
  onClear(): void;
  busy?: boolean;
}

/**
 * The notes editor of spec 001 §2/§5: a textarea with the placeholder 'Add notes', 'Save'
 * enabled only when the text is longer than 3 characters, and 'Clear'.
 */
export function NotesEditor({ label, hint, draft, saved, onDraftChange, onSave, onClear, busy = false }: NotesEditorProps) {
  const statusId = useId();
  const savedText = saved ?? '';
  const dirty = draft.trim() !== savedText.trim();
  const canSave = notesCanSave(draft) && dirty;
  const status = !dirty && savedText ? 'Saved' : dirty && draft.trim() ? 'Not saved yet' : '';
  return (
    <div className="notes-editor" part="notes-editor">
      <SlTextarea
        label={label}
        helpText={hint}
        placeholder={NOTES_PLACEHOLDER}
        value={draft}
        rows={3}
        resize="auto"
        maxlength={1000}
        aria-describedby={status ? statusId : undefined}
        onSlInput={(event) => onDraftChange((event.target as SlTextareaElement).value)}
      />
      <div className="notes-actions">
        <span id={statusId} className={`notes-status${status === 'Saved' ? ' is-saved' : ''}`} aria-live="polite">
          {status === 'Saved' && <SlIcon name="check2" aria-hidden="true" />}
          {status}
        </span>
        <SlButton size="small" variant="text" disabled={busy || (!draft && !savedText)} onClick={onClear}>
          Clear
        </SlButton>
        <SlButton size="small" variant="primary" outline disabled={busy || !canSave} loading={busy} onClick={() => onSave(draft.trim())}>
          Save
        </SlButton>
      </div>
    </div>
  );
}
