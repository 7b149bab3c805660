import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';

export interface ColumnChooserProps {
  columns: readonly { id: string; header: string }[];
  hidden: ReadonlySet<string>;
  onToggle(id: string): void;
}

/** The 'Columns' menu above a DataTable: a checkbox item per column the reader may hide. */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  // The last shown column stays (toggleColumn keeps it): its entry cannot be unchecked.
  const shown = columns.filter((column) => !hidden.has(column.id)).length;
  return (
    <SlDropdown placement="bottom-end" hoist stayOpenOnSelect className="dt-chooser">
      <SlButton slot="trigger" size="small" caret>
        <SlIcon slot="prefix" name="layout-three-columns" />
        Columns
      </SlButton>
      <SlMenu onSlSelect={(event) => onToggle(String(event.detail.item.value))}>
        {columns.map((column) => (
          <SlMenuItem
            key={column.id}
            type="checkbox"
            value={column.id}
            checked={!hidden.has(column.id)}
            disabled={shown === 1 && !hidden.has(column.id)}
          >
            {column.header}
          </SlMenuItem>
        ))}
      </SlMenu>
    </SlDropdown>
  );
}
