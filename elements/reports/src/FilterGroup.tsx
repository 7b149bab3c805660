import type { ReactNode } from 'react';

/** A filter made of several controls on one row (a type and its value), named by its legend; `below` shows under the row (chosen values). */
export function FilterGroup({ name, legend, children, below }: { name: string; legend: string; children: ReactNode; below?: ReactNode }) {
  return (
    <fieldset className={`filter filter-group filter--${name}`}>
      <legend>{legend}</legend>
      <div className="curb-inline">{children}</div>
      {below}
    </fieldset>
  );
}
