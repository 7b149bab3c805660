import type { HourlyRidesBar } from '@curbside/domain';
import { chartScale } from './console-view.ts';

export interface HourlyRidesChartProps {
  bars: readonly HourlyRidesBar[];
}

/**
 * The hourly rides chart (001 §4 Other): per hour of the line's day, the rides on hold and the
 * accepted, dispatched or on-scene ones, as stacked CSS bars; the same numbers in a table for
 * screen readers (the bars are hidden from them).
 */
export function HourlyRidesChart({ bars }: HourlyRidesChartProps) {
  const scale = chartScale(bars);
  const height = (count: number) => `${(count / scale) * 100}%`;
  return (
    <section className="console-panel chart" part="chart" aria-labelledby="chart-title">
      <h3 id="chart-title" className="panel-title">Rides per hour</h3>
      {bars.length === 0 ? <p className="car-lines-note">This car line has no hours today.</p> : (
        <>
          <div className="chart-legend" aria-hidden="true">
            <span className="legend-item"><span className="legend-swatch is-active" />Accepted, dispatched or on scene</span>
            <span className="legend-item"><span className="legend-swatch is-on-hold" />On hold</span>
          </div>
          <div className="chart-bars" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}>
            {bars.map((bar) => (
              <div key={`${bar.date}T${bar.hour}`} className="chart-column">
                <span className="chart-count">{bar.onHold + bar.active || ''}</span>
                <div className="chart-stack">
                  <span className="chart-bar is-on-hold" style={{ height: height(bar.onHold) }} />
                  <span className="chart-bar is-active" style={{ height: height(bar.active) }} />
                </div>
                <span className="chart-hour">{bar.hour.slice(0, 2)}</span>
              </div>
            ))}
          </div>
          {/* Hidden through a wrapper: a table keeps its content's width whatever width it is given,
              so a hidden table made a phone's page scroll sideways. */}
          <div className="curb-visually-hidden">
            <table>
              <caption>Rides per hour at the line</caption>
              <thead><tr><th scope="col">Hour</th><th scope="col">Accepted, dispatched or on scene</th><th scope="col">On hold</th></tr></thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={`${bar.date}T${bar.hour}`}><th scope="row">{bar.hour}</th><td>{bar.active}</td><td>{bar.onHold}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
