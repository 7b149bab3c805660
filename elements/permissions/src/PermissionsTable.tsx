import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import type { PermissionStatus } from '@curbside/contracts';
import {
  BOOKER_PERMISSION_COLUMNS, PERMISSIONS_EMPTY_TEXT, formatDate, permissionStatusLabel,
  type PermissionMenuAction, type PermissionMenuItem,
} from '@curbside/domain';
import { rowMenu, type PermissionRowView } from './permission-rows.ts';

const MENU_ICONS: Record<PermissionMenuAction, string> = {
  enableBooking: 'check2-circle',
  remove: 'trash3',
  resendRequest: 'send',
  contactInfo: 'person-vcard',
  favoriteAddresses: 'geo-alt',
  creditCards: 'credit-card',
  authorizedBookers: 'people',
  preferences: 'sliders',
};

const STATUS_ICONS: Partial<Record<PermissionStatus, string>> = {
  Accepted: 'check-circle-fill',
  Pending: 'hourglass-split',
  Expired: 'clock-history',
  RequestExpired: 'clock-history',
  Declined: 'x-circle',
  Deleted: 'slash-circle',
};

const [NAME_COLUMN, EMAIL_COLUMN, STATUS_COLUMN, ACTIONS_COLUMN] = BOOKER_PERMISSION_COLUMNS;

export interface PermissionsTableProps {
  rows: readonly PermissionRowView[];
  isAdmin: boolean;
  /** The user's date format (000 §9) for the accepted rows' start date. */
  dateFormat: string | null | undefined;
  /** The first load is running (no rows yet). */
  loading: boolean;
  /** The row whose action is running (its menu is disabled meanwhile). */
  busyId: number | null;
  onAction(row: PermissionRowView, item: PermissionMenuItem): void;
}

/** spec 000 §4: the status wording; an Accepted row shows a check and the start date. */
export function StatusBadge({ status, startDate, dateFormat }: { status: PermissionStatus; startDate: string | null; dateFormat: string | null | undefined }) {
  const icon = STATUS_ICONS[status];
  const since = status === 'Accepted' && startDate ? formatDate(startDate, dateFormat) : '';
  return (
    <span className="status-cell">
      <span className={`status status--${status.toLowerCase()}`}>
        {icon ? <SlIcon name={icon} aria-hidden="true" /> : null}
        {permissionStatusLabel(status)}
      </span>
      {since ? <span className="status-since">since {since}</span> : null}
    </span>
  );
}

function RowMenu({ row, isAdmin, busy, onAction }: { row: PermissionRowView; isAdmin: boolean; busy: boolean; onAction: PermissionsTableProps['onAction'] }) {
  const items = rowMenu(row, isAdmin);
  if (items.length === 0) return null;
  const accountItems = items.filter((item) => item.tab !== undefined);
  const otherItems = items.filter((item) => item.tab === undefined);
  const renderItem = (item: PermissionMenuItem) => (
    <SlMenuItem key={item.action} value={item.action} className={item.action === 'remove' ? 'danger' : undefined}>
      <SlIcon slot="prefix" name={MENU_ICONS[item.action]} />
      {item.label}
    </SlMenuItem>
  );
  return (
    <SlDropdown placement="bottom-end" hoist className="row-menu" disabled={busy}>
      {busy ? (
        <SlSpinner slot="trigger" aria-label={`Working on ${row.name}`} />
      ) : (
        <SlIconButton slot="trigger" name="three-dots-vertical" label={`Actions for ${row.name}`} className="row-menu-trigger" />
      )}
      <SlMenu
        onSlSelect={(event) => {
          const item = items.find((entry) => entry.action === event.detail.item.value);
          if (item) onAction(row, item);
        }}
      >
        {accountItems.map(renderItem)}
        {accountItems.length > 0 && otherItems.length > 0 ? <SlDivider /> : null}
        {otherItems.map(renderItem)}
      </SlMenu>
    </SlDropdown>
  );
}

/**
 * spec 000 §2 Booker permissions table: columns Full name, User Email, Status and actions; the
 * row menu of 000 §6; 'No permissions exist' when empty. The header stays put while the body scrolls.
 */
export function PermissionsTable({ rows, isAdmin, dateFormat, loading, busyId, onAction }: PermissionsTableProps) {
  return (
    <div className="table-wrap" part="table" tabIndex={0} role="region" aria-label="Permissions">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{NAME_COLUMN}</th>
            <th scope="col">{EMAIL_COLUMN}</th>
            <th scope="col">{STATUS_COLUMN}</th>
            <th scope="col" className="col-actions">
              <span className="visually-hidden">{ACTIONS_COLUMN}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            <tr className="loading-row">
              <td colSpan={4}>
                <SlSpinner aria-label="Loading permissions" />
              </td>
            </tr>
          ) : null}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="empty">
                <SlIcon name="people" aria-hidden="true" />
                {PERMISSIONS_EMPTY_TEXT}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.permission.bookerPermissionId}>
              <td>
                <span className="cell-name">{row.name}</span>
                <span className="cell-sub">
                  {row.role === 'booker' ? 'Authorized booker' : 'Booked on behalf'}
                  {row.employeeId ? ` · ID ${row.employeeId}` : ''}
                </span>
              </td>
              <td className="cell-email">{row.email || '—'}</td>
              <td>
                <StatusBadge status={row.permission.status} startDate={row.permission.startDate} dateFormat={dateFormat} />
              </td>
              <td className="col-actions">
                <RowMenu row={row} isAdmin={isAdmin} busy={busyId === row.permission.bookerPermissionId} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
