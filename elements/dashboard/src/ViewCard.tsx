import { useId, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { Chart } from './Chart.tsx';
import type { DashboardViewName, TableSpec, ViewFigures } from './dashboard-figures.ts';

export interface ViewCardProps {
  name: DashboardViewName;
  title: string;
  figures: ViewFigures | null;
  loading: boolean;
  failed: boolean;
}

function FiguresTable({ table, caption, hidden }: { table: TableSpec; caption: string; hidden: boolean }) {
  return (
    <div className={hidden ? 'curb-visually-hidden' : 'view-table'}>
      <table>
        <caption className="curb-visually-hidden">{caption}</caption>
        <thead>
          <tr>{table.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={row[0] ?? i}>
              {row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One view of the dashboard: its KPI cards, its sentence, its chart, and the table of the same
 * numbers (always there for screen readers; shown instead of the chart on demand).
 */
export function ViewCard({ name, title, figures, loading, failed }: ViewCardProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const chart = figures?.chart ?? null;
  const state = failed ? 'failed' : !figures ? 'loading' : figures.empty ? 'empty' : 'ready';
  const wide = name === 'summary' || name === 'metrics' || name === 'sustainability' || name === 'emissions-by-weekday';

  return (
    <section className={`view view--${name}${wide ? ' view--wide' : ''}`} part="view" aria-labelledby={headingId} data-view={name} data-state={state} aria-busy={loading}>
      <header className="view-head">
        <h3 id={headingId}>{title}</h3>
        {loading && figures ? <SlSpinner aria-hidden="true" /> : null}
        {chart && state === 'ready' ? (
          <SlButton size="small" variant="text" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
            {asTable ? 'Show chart' : 'Show table'}
          </SlButton>
        ) : null}
      </header>
      {state === 'failed' ? <p className="view-note" role="status">This view could not be loaded.</p>
        : state === 'loading' ? <p className="view-note" role="status">Loading…</p>
          : state === 'empty' ? <p className="view-note" role="status">No rides in this range.</p>
            : figures ? (
              <>
                {figures.kpis.length > 0 ? (
                  <dl className="kpis">
                    {figures.kpis.map((k) => (
                      <div key={k.label} className="kpi">
                        <dt>{k.label}</dt>
                        <dd>{k.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {figures.headline ? <p className="headline">{figures.headline}</p> : null}
                {chart && !asTable ? <Chart spec={chart} /> : null}
                {chart || figures.kpis.length === 0 ? <FiguresTable table={figures.table} caption={title} hidden={Boolean(chart) && !asTable} /> : null}
              </>
            ) : null}
    </section>
  );
}
