import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints, type Tag } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { DataTable, confirm, showToast, useApi, useCall, useFailureToast, useToastedTask, type DataTableColumn } from '@curbside/ui';
import { tagDraftOf, tagInput, type TagDraft } from '../admin-settings-logic.ts';
import { TagForm } from './TagForm.tsx';
import { TagUsers } from './TagUsers.tsx';

/**
 * The firm's tags (001 §7 Superadmin): add, edit, delete, and the users holding one. System tags
 * are shown locked: they are set from company records, and the server refuses to change them.
 */
export function TagsSection() {
  const api = useApi();
  const tags = useCall(endpoints.superadmin.tags, {}, { retry: false });
  useFailureToast(tags);
  const [editing, setEditing] = useState<{ tagId: number; draft: TagDraft } | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { busy, run } = useToastedTask();
  const chosen = tags.data?.find((tag) => tag.tagId === chosenId) ?? null;

  const save = (draft: TagDraft): Promise<boolean> => run(async () => {
    if (editing) {
      await api.call(endpoints.superadmin.updateTag, { params: { id: editing.tagId }, body: tagInput(draft) });
      showToast('Tag saved', 'success');
      setEditing(null);
    } else {
      await api.call(endpoints.superadmin.createTag, { body: tagInput(draft) });
      showToast('Tag added', 'success');
    }
    await tags.refetch();
  });

  const remove = async (tag: Tag) => {
    if (!(await confirm(`Delete the tag '${tag.tagName}'? It is taken from every user who has it.`, { confirmLabel: 'Delete tag', danger: true }))) return;
    try {
      await api.call(endpoints.superadmin.deleteTag, { params: { id: tag.tagId } });
      showToast('Tag deleted', 'success');
      if (chosenId === tag.tagId) setChosenId(null);
      if (editing?.tagId === tag.tagId) setEditing(null);
      await tags.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };

  const columns: DataTableColumn<Tag>[] = [
    {
      id: 'name', header: 'Tag', sortValue: (tag) => tag.tagName.toLowerCase(),
      cell: (tag) => (
        <span className="tag-name-cell">
          {tag.tagName}
          {tag.isSystem ? (
            <span className="curb-pill system-pill" title="Set from company records; cannot be edited">
              <SlIcon name="lock-fill" aria-hidden="true" /> System
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'description', header: 'Description', cell: (tag) => tag.tagDescription ?? '' },
    {
      id: 'actions', header: 'Actions', headerHidden: true, align: 'end', card: 'plain',
      cell: (tag) => (
        <span className="row-actions">
          <SlButton size="small" onClick={() => setChosenId(tag.tagId)} aria-pressed={tag.tagId === chosenId}>
            Users<span className="visually-hidden"> of {tag.tagName}</span>
          </SlButton>
          {tag.isSystem ? null : (
            <>
              <SlButton size="small" onClick={() => setEditing({ tagId: tag.tagId, draft: tagDraftOf(tag) })}>
                Edit<span className="visually-hidden"> {tag.tagName}</span>
              </SlButton>
              <SlButton size="small" variant="danger" outline onClick={() => void remove(tag)}>
                Delete<span className="visually-hidden"> {tag.tagName}</span>
              </SlButton>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="settings-section">
      <h2 id="tags-heading">Tags</h2>
      <TagForm editing={editing} busy={busy} onSubmit={save} onCancelEdit={() => setEditing(null)} />
      <DataTable
        label="Tags"
        part="tags"
        columns={columns}
        rows={tags.data ?? []}
        rowKey={(tag) => tag.tagId}
        rowProps={(tag) => ({ className: 'tag-row', 'data-tag': tag.tagName })}
        loading={tags.isPending}
        loadingLabel="Loading tags"
        emptyText="No tags yet"
        emptyIcon="tags"
        maxHeight="none"
      />
      {chosen ? <TagUsers key={chosen.tagId} tag={chosen} onClose={() => setChosenId(null)} /> : null}
    </div>
  );
}
