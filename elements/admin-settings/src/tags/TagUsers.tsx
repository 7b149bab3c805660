import { useEffect, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS, endpoints, type Tag, type UserSummary, type UserTag } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { DataTable, ShoelaceField, confirm, showToast, useApi, useCall, useDebouncedValue, useFailureToast, type DataTableColumn } from '@curbside/ui';
import { TAG_USERS_PAGE, showingLine } from '../admin-settings-logic.ts';
import { UserPicker } from '../UserPicker.tsx';

export interface TagUsersProps {
  tag: Tag;
  onClose(): void;
}

/**
 * The users holding a tag (001 §7 GET /superadmin/tags/{id}/users with userName, offset and
 * count), a page at a time; tag another user or take the tag from one. A system tag's holders
 * are shown only: company records set them.
 */
export function TagUsers({ tag, onClose }: TagUsersProps) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const userName = useDebouncedValue(search.trim(), 300);
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(0), [userName]);
  const page = useCall(
    endpoints.superadmin.tagUsers,
    { params: { id: tag.tagId }, query: { offset, count: TAG_USERS_PAGE, ...(userName ? { userName } : {}) } },
    { retry: false, placeholderData: (previous) => previous },
  );
  useFailureToast(page);
  const users = page.data?.users ?? [];
  const total = page.data?.total ?? 0;

  const add = async (user: UserSummary) => {
    try {
      await api.call(endpoints.superadmin.addUserTag, { params: { id: tag.tagId }, body: { userId: user.userId } });
      showToast(`${user.fullName} is tagged ${tag.tagName}`, 'success');
      await page.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };

  const remove = async (holder: UserTag) => {
    if (!(await confirm(`Remove the tag '${tag.tagName}' from ${holder.fullName}?`, { confirmLabel: 'Remove tag', danger: true }))) return;
    try {
      await api.call(endpoints.superadmin.deleteUserTag, { params: { id: holder.userTagId } });
      showToast(`${holder.fullName} no longer has the tag ${tag.tagName}`, 'success');
      if (users.length === 1 && offset > 0) setOffset(Math.max(0, offset - TAG_USERS_PAGE));
      await page.refetch();
    } catch (error) {
      showToast(errorText(error), 'danger');
    }
  };

  const columns: DataTableColumn<UserTag>[] = [
    { id: 'name', header: 'Full name', cell: (user) => user.fullName },
    { id: 'email', header: 'User Email', cell: (user) => user.email },
    ...(tag.isSystem ? [] : [{
      id: 'actions', header: 'Actions', headerHidden: true, align: 'end' as const, card: 'plain' as const,
      cell: (user: UserTag) => (
        <SlButton size="small" variant="danger" outline onClick={() => void remove(user)}>
          Remove<span className="visually-hidden"> {user.fullName}</span>
        </SlButton>
      ),
    }]),
  ];

  return (
    <div className="tag-users" part="tag-users">
      <div className="tag-users__head">
        <h3 id="tag-users-heading">Users tagged {tag.tagName}</h3>
        <SlButton size="small" onClick={onClose}>Close</SlButton>
      </div>
      {tag.isSystem ? <p className="settings-note">System tags are set from company records and cannot be changed here.</p> : null}
      <div className="curb-form-grid">
        <ShoelaceField label="Search users" count={{ text: search, max: TEXT_LIMITS.name }}>
          {(control) => (
            <SlInput {...control} className="tag-users-search" type="search" value={search} clearable onSlInput={(e) => setSearch((e.target as HTMLInputElement).value)} onSlClear={() => setSearch('')} />
          )}
        </ShoelaceField>
        {tag.isSystem ? null : <UserPicker label="Tag a user" onPick={(user) => void add(user)} excludeUserIds={users.map((u) => u.userId)} />}
      </div>
      <DataTable
        label={`Users tagged ${tag.tagName}`}
        columns={columns}
        rows={users}
        rowKey={(user) => user.userTagId}
        rowProps={(user) => ({ className: 'tag-user-row', 'data-email': user.email ?? undefined })}
        loading={page.isPending}
        loadingLabel="Loading users"
        emptyText={userName ? 'No user matches the search' : 'No user has this tag'}
        maxHeight="none"
      />
      <div className="pager curb-inline">
        <p role="status" className="pager__status">{total > 0 ? showingLine(offset + users.length, total) : ''}</p>
        <SlButton size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - TAG_USERS_PAGE))}>Previous</SlButton>
        <SlButton size="small" disabled={!page.data?.hasMore} onClick={() => setOffset(offset + TAG_USERS_PAGE)}>Next</SlButton>
      </div>
    </div>
  );
}
