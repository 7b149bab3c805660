import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { ShoelaceField } from '@curbside/ui';
import { EMPTY_TAG_DRAFT, TAG_LIMITS, tagDraftErrors, type TagDraft } from '../admin-settings-logic.ts';

export interface TagFormProps {
  /** The tag being edited, else a new one is added. */
  editing: { tagId: number; draft: TagDraft } | null;
  busy: boolean;
  onSubmit(draft: TagDraft): Promise<boolean>;
  onCancelEdit(): void;
}

/** Add a tag, or edit the chosen one (001 §7 POST /superadmin/tags, /superadmin/tags/{id}). */
export function TagForm({ editing, busy, onSubmit, onCancelEdit }: TagFormProps) {
  const [draft, setDraft] = useState<TagDraft>(EMPTY_TAG_DRAFT);
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    setDraft(editing?.draft ?? EMPTY_TAG_DRAFT);
    setAttempted(false);
  }, [editing]);
  const errors = attempted ? tagDraftErrors(draft) : {};

  const submit = async () => {
    setAttempted(true);
    if (Object.keys(tagDraftErrors(draft)).length > 0) return;
    if (await onSubmit(draft)) {
      setDraft(EMPTY_TAG_DRAFT);
      setAttempted(false);
    }
  };

  return (
    <form
      className="tag-form curb-form-grid"
      aria-label={editing ? 'Edit tag' : 'Add a tag'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ShoelaceField label="Tag name" required error={errors.tagName} count={{ text: draft.tagName, max: TAG_LIMITS.name }}>
        {(control) => (
          <SlInput {...control} className="tag-name" value={draft.tagName} onSlInput={(e) => setDraft({ ...draft, tagName: (e.target as HTMLInputElement).value })} />
        )}
      </ShoelaceField>
      <ShoelaceField label="Description" error={errors.tagDescription} count={{ text: draft.tagDescription, max: TAG_LIMITS.description }}>
        {(control) => (
          <SlInput
            {...control}
            className="tag-description"
            value={draft.tagDescription}
            onSlInput={(e) => setDraft({ ...draft, tagDescription: (e.target as HTMLInputElement).value })}
          />
        )}
      </ShoelaceField>
      <div className="curb-inline form-buttons">
        <SlButton type="submit" variant="primary" loading={busy}>
          {editing ? 'Save tag' : 'Add tag'}
        </SlButton>
        {editing ? <SlButton onClick={onCancelEdit}>Cancel</SlButton> : null}
      </div>
    </form>
  );
}
