import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';

export interface RowMenuItem<Action extends string> {
  action: Action;
  label: string;
  icon: string;
  /** Shown in the danger colour (Remove, Cancel booking). */
  danger?: boolean;
  /** A divider goes above it (it starts a group). */
  startsGroup?: boolean;
}

export interface RowMenuProps<Action extends string> {
  items: readonly RowMenuItem<Action>[];
  /** The trigger's accessible name ('Actions for booking CB-1'). */
  label: string;
  /** The spinner's accessible name while the row's action runs ('Working on booking CB-1'). */
  busyLabel: string;
  busy: boolean;
  onSelect(action: Action): void;
}

/** A row's actions in a DataTable's actions column: a kebab button opening a Shoelace menu. */
export function RowMenu<Action extends string>({ items, label, busyLabel, busy, onSelect }: RowMenuProps<Action>) {
  if (items.length === 0) return null;
  return (
    <SlDropdown placement="bottom-end" hoist className="dt-row-menu" disabled={busy}>
      {busy ? (
        <SlSpinner slot="trigger" aria-label={busyLabel} />
      ) : (
        <SlIconButton slot="trigger" name="three-dots-vertical" label={label} className="dt-row-menu-trigger" />
      )}
      <SlMenu
        onSlSelect={(event) => {
          const item = items.find((entry) => entry.action === event.detail.item.value);
          if (item) onSelect(item.action);
        }}
      >
        {items.flatMap((item, index) => [
          ...(item.startsGroup && index > 0 ? [<SlDivider key={`divider-${item.action}`} />] : []),
          <SlMenuItem key={item.action} value={item.action} className={item.danger ? 'danger' : undefined}>
            <SlIcon slot="prefix" name={item.icon} />
            {item.label}
          </SlMenuItem>,
        ])}
      </SlMenu>
    </SlDropdown>
  );
}
