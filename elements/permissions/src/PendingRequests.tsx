import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints, queryKey } from '@curbside/contracts';
import { PERMISSION_REFRESH_INTERVAL_MS, PERMISSION_TOASTS } from '@curbside/domain';
import { showToast, useApi, useFailureToast, useQuery } from '@curbside/ui';

/**
 * The admin's pending book-on-behalf requests (spec 000 §7 GET /admin/bookOnBehalfRequests,
 * POST approve): who asks to book for whom, with Approve (and Approve all). 'Request was
 * successfully approved'; a failure says 'Error resending request' (000 §8) and keeps the list.
 */
export function PendingRequests({ onApproved }: { onApproved(ids: number[]): void }) {
  const api = useApi();
  const [busy, setBusy] = useState<number[] | null>(null);
  const requests = useQuery({
    queryKey: queryKey(endpoints.permissions.bookOnBehalfRequests),
    queryFn: ({ signal }) => api.call(endpoints.permissions.bookOnBehalfRequests, { signal }),
    refetchInterval: PERMISSION_REFRESH_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
  useFailureToast(requests, PERMISSION_TOASTS.employeePermissionFailed);
  const pending = requests.data ?? [];
  if (pending.length === 0) return null;

  const approve = async (ids: number[]) => {
    if (busy) return;
    setBusy(ids);
    try {
      await api.call(endpoints.permissions.approveBookOnBehalfRequests, { body: { bookerPermissionIds: ids } });
      showToast(PERMISSION_TOASTS.requestApproved, 'success');
      onApproved(ids);
    } catch {
      showToast(PERMISSION_TOASTS.resendFailed, 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="requests" part="requests" aria-labelledby="curb-pending-requests-title">
      <div className="requests__title">
        <SlIcon name="inbox" aria-hidden="true" />
        <h3 id="curb-pending-requests-title" className="requests__heading">
          Pending book on behalf requests ({pending.length})
        </h3>
        {pending.length > 1 ? (
          <SlButton
            size="small"
            className="requests__all"
            loading={busy !== null && busy.length > 1}
            disabled={busy !== null}
            onClick={() => void approve(pending.map((p) => p.bookerPermissionId))}
          >
            Approve all
          </SlButton>
        ) : null}
      </div>
      <ul className="requests__list">
        {pending.map((request) => {
          const booker = request.bookerFullName ?? request.bookerEmail ?? 'A booker';
          const employee = request.userFullName || request.userEmail || 'an employee';
          return (
            <li key={request.bookerPermissionId} className="requests__item">
              <span className="requests__who">
                <strong>{booker}</strong> asks to book on behalf of <strong>{employee}</strong>
                <span className="cell-sub">{[request.bookerEmail, request.userEmail].filter(Boolean).join(' → ')}</span>
              </span>
              <SlButton
                size="small"
                variant="success"
                outline
                loading={busy?.length === 1 && busy[0] === request.bookerPermissionId}
                disabled={busy !== null}
                onClick={() => void approve([request.bookerPermissionId])}
              >
                Approve
                <span className="visually-hidden"> {booker} for {employee}</span>
              </SlButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
