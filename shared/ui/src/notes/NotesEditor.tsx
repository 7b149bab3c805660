import { useEffect, useId, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type SlTextareaElement from '@shoelace-style/shoelace/dist/components/textarea/textarea.component.js';
import { TEXT_LIMITS } from '@curbside/contracts';
import { NOTES_PLACEHOLDER, notesCanSave } from '@curbside/domain';
import { ShoelaceField } from '../field/Field.tsx';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import { notesEditorCss } from './notes-editor.css.ts';

export interface NotesEditorProps {
  /** The field's label ('Notes for the driver', 'Admin notes'). */
  label: string;
  /** A line under the label saying who sees the notes. */
  hint?: string;
  /** What is typed (kept by the caller, so nothing typed is lost). */
  draft: string;
  /** The notes saved on the booking (null when none). */
  saved: string | null | undefined;
  onDraftChange(text: string): void;
  onSave(text: string): void;
  onClear(): void;
  busy?: boolean;
  /** Read only (a booking past the point where notes may change): no buttons. */
  disabled?: boolean;
}

/**
 * The notes editor of spec 001 §2/§5, the one used by the stepper's summary and a booking's
 * details: a textarea with the placeholder 'Add notes', 'Save' enabled only when the text is
 * longer than 3 characters (and differs from what is saved), and 'Clear'.
 */
export function NotesEditor({ label, hint, draft, saved, onDraftChange, onSave, onClear, busy = false, disabled = false }: NotesEditorProps) {
  useAdoptedStyles(notesEditorCss);
  const statusId = useId();
  const savedText = saved ?? '';
  const dirty = draft.trim() !== savedText.trim();
  const canSave = notesCanSave(draft) && draft.length <= TEXT_LIMITS.note && dirty;
  const status = !dirty && savedText ? 'Saved' : dirty && draft.trim() ? 'Not saved yet' : '';
  return (
    <div className="curb-notes-editor" part="notes-editor">
      <ShoelaceField label={label} help={hint} count={{ text: draft, max: TEXT_LIMITS.note }}>
        {(field) => (
          <SlTextarea
            {...field}
            placeholder={NOTES_PLACEHOLDER}
            value={draft}
            rows={3}
            resize="auto"
            disabled={disabled || busy}
            aria-describedby={status && !disabled ? statusId : undefined}
            onSlInput={(event) => onDraftChange((event.target as SlTextareaElement).value)}
          />
        )}
      </ShoelaceField>
      {!disabled && (
        <div className="curb-notes-actions">
          <span id={statusId} className={`curb-notes-status${status === 'Saved' ? ' is-saved' : ''}`} aria-live="polite">
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
      )}
    </div>
  );
}

/**
 * A NotesEditor over notes saved on the server (a booking's details): it keeps its own draft,
 * reset when the saved notes change, and waits on `save`. Clear empties the draft and, when
 * notes are saved, saves the empty notes. A failed save keeps the draft.
 */
export function SavedNotesEditor({ label, hint, saved, disabled, save }: {
  label: string;
  hint?: string;
  saved: string | null | undefined;
  disabled?: boolean;
  save(text: string): Promise<void>;
}) {
  const [draft, setDraft] = useState(saved ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(saved ?? ''), [saved]);
  const run = (text: string) => {
    setBusy(true);
    void save(text).finally(() => setBusy(false));
  };
  return (
    <NotesEditor
      label={label}
      hint={hint}
      draft={draft}
      saved={saved}
      busy={busy}
      disabled={disabled}
      onDraftChange={setDraft}
      onSave={run}
      onClear={() => {
        setDraft('');
        if (saved) run('');
      }}
    />
  );
}
