import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { TEXT_LIMITS, endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { confirm, sanitizeNoteHtml, showToast, useApi, useCall, useEmit, useFailureToast } from '@curbside/ui';
import type { AdminSettingsEvents } from '../admin-settings.contract.ts';
import { NoteEditor } from './NoteEditor.tsx';
import { noteDocument, noteHasText } from './note-html.ts';

/**
 * The broadcast note (001 §7 POST /superadmin/documents/broadcastNotes, .../deactivete): the note
 * every user of the firm sees as a banner until it is withdrawn. One is active at a time: a new
 * one replaces it. Shown here as users see it (the same sanitiser).
 */
export function BroadcastSection() {
  const api = useApi();
  const emit = useEmit<AdminSettingsEvents>();
  // The same cached call as the shell's banner: publishing here updates it at once.
  const current = useCall(endpoints.users.documents, { query: { type: 'BroadcastNote' } }, { retry: false });
  useFailureToast(current);
  const active = current.data?.[0] ?? null;
  const [html, setHtml] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  const note = noteDocument(html);
  const problem = !noteHasText(note) ? 'Write the note first' : note.length > TEXT_LIMITS.richText
    ? `Use at most ${TEXT_LIMITS.richText.toLocaleString('en-US')} characters` : null;

  const publish = async () => {
    setAttempted(true);
    if (problem) return;
    setBusy(true);
    try {
      await api.call(endpoints.superadmin.broadcastNote, { body: { document: note, active: true } });
      showToast('Broadcast note published', 'success');
      emit('curb-broadcast-note-changed', { active: true });
      setResetKey((key) => key + 1);
      setAttempted(false);
      await current.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async () => {
    if (!(await confirm('Withdraw the broadcast note? Users will no longer see it.', { confirmLabel: 'Deactivate', danger: true }))) return;
    setBusy(true);
    try {
      await api.call(endpoints.superadmin.deactivateBroadcastNote, {});
      showToast('Broadcast note deactivated', 'success');
      emit('curb-broadcast-note-changed', { active: false });
      await current.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="settings-section">
      <h2 id="broadcast-heading">Broadcast note</h2>
      <div className="active-note" aria-live="polite">
        {active ? (
          <>
            <h3>Shown to every user now</h3>
            {/* Sanitised (000 §9 allow-list, safe links) before it is shown, as the banner does. */}
            <div className="note-preview" dangerouslySetInnerHTML={{ __html: sanitizeNoteHtml(active.document) }} />
            <SlButton variant="danger" outline loading={busy} onClick={() => void deactivate()}>Deactivate</SlButton>
          </>
        ) : (
          <p className="settings-note">{current.isPending ? 'Loading…' : 'No broadcast note is shown to users now.'}</p>
        )}
      </div>
      <h3>{active ? 'Replace it with a new note' : 'New note'}</h3>
      <p className="settings-note">Headings, bold, italic, underline, numbered lists and links to web pages or email addresses; anything else is left out.</p>
      <NoteEditor resetKey={resetKey} onChange={setHtml} error={attempted ? problem : null} />
      <div className="curb-inline form-buttons">
        <SlButton variant="primary" loading={busy} onClick={() => void publish()}>Publish</SlButton>
      </div>
    </div>
  );
}
