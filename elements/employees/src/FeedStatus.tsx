import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { formatDate, formatTime } from '@curbside/domain';
import { useCall, useSession } from '@curbside/ui';

const STATUS_ICONS = { Idle: 'pause-circle', Running: 'arrow-repeat', Succeeded: 'check-circle', Failed: 'exclamation-triangle' } as const;

/**
 * The company-records feed (GET /admin/users/feed/status): last sync, employees imported and the
 * feed's error. A firm without a feed gets 404, and nothing shows.
 */
export function FeedStatus() {
  const status = useCall(endpoints.admin.feedStatus, {}, { retry: false, staleTime: 60_000 });
  const settings = useSession((s) => s.userData?.settings ?? null);
  const feed = status.data;
  if (!feed) return null;
  const when = feed.lastSyncAt
    ? `${formatDate(feed.lastSyncAt, settings?.dateFormat)} ${formatTime(feed.lastSyncAt, settings?.timeFormat)}`
    : 'never';
  return (
    <section className={`feed feed--${feed.status.toLowerCase()}`} part="feed" aria-label="Company records feed">
      <SlIcon name={STATUS_ICONS[feed.status]} aria-hidden="true" />
      <span>
        <strong>Company records feed: {feed.status}</strong>
        <span className="feed-facts">
          Last sync {when}
          {feed.usersImported !== null ? ` · ${feed.usersImported} employees imported` : ''}
        </span>
        {feed.message ? <span className="feed-error" role="alert">{feed.message}</span> : null}
      </span>
    </section>
  );
}
