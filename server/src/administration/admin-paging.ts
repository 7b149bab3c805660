import { badRequest } from '../http/http-error.ts';

// The paged lists of the admin area (GET /admin/users, GET /superadmin/tags/{id}/users).

/** Rows of a page when the caller names no count, and the most one page holds. */
export const ADMIN_PAGE = { count: 20, max: 100 } as const;

/** The offset and size of the page asked for (offset & count of the query). */
export function adminPage(query: { offset?: number | undefined; count?: number | undefined }): { offset: number; limit: number } {
  const limit = query.count ?? ADMIN_PAGE.count;
  if (limit > ADMIN_PAGE.max) throw badRequest(`count must be at most ${ADMIN_PAGE.max}`);
  return { offset: query.offset ?? 0, limit };
}
