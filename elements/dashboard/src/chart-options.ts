import type { ChartSpec } from './dashboard-figures.ts';

/** The theme's colours as the chart reads them (Shoelace tokens of the element's light or dark theme). */
export interface ChartColors {
  text: string;
  muted: string;
  line: string;
  accent: string;
  /** A region without rides on a map. */
  empty: string;
  /** Low to high, for the heat map. */
  scale: [string, string];
  background: string;
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The echarts option of a chart spec in the theme's colours (a plain object: echarts/core's types stay in the lazy chunk). */
export function chartOption(spec: ChartSpec, colors: ChartColors): Record<string, unknown> {
  const textStyle = { color: colors.text, fontFamily: FONT };
  const axisLabel = { color: colors.muted, fontFamily: FONT, hideOverlap: true };
  const splitLine = { lineStyle: { color: colors.line } };
  const axisLine = { lineStyle: { color: colors.line } };
  const tooltip = { trigger: spec.kind === 'heatmap' ? 'item' : 'axis', confine: true, backgroundColor: colors.background, borderColor: colors.line, textStyle };
  if (spec.kind === 'map') {
    const max = Math.max(1, ...spec.areas.map((a) => a.value));
    const labels = new Map(spec.areas.map((a) => [a.code, a.label]));
    return {
      textStyle,
      tooltip: {
        ...tooltip, trigger: 'item',
        formatter: (p: { name: string; value: unknown }) => (typeof p.value === 'number' && !Number.isNaN(p.value) ? `${labels.get(p.name) ?? p.name}: ${p.value} ${spec.unit}` : ''),
      },
      visualMap: {
        min: 0, max, calculable: false, left: 8, bottom: 8, itemHeight: 100,
        inRange: { color: colors.scale }, textStyle: { color: colors.muted }, text: [`${max} ${spec.unit}`, `0 ${spec.unit}`],
      },
      series: [{
        type: 'map', map: spec.region, nameProperty: 'code', roam: false, aspectScale: 0.8, selectedMode: false,
        data: spec.areas.map((a) => ({ name: a.code, value: a.value })),
        label: { show: false }, itemStyle: { areaColor: colors.empty, borderColor: colors.line, borderWidth: 0.5 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: colors.accent } },
      }],
    };
  }
  if (spec.kind === 'heatmap') {
    const max = Math.max(1, ...spec.cells.map((c) => c[2]));
    return {
      textStyle, tooltip,
      grid: { left: 90, right: 16, top: 8, bottom: 64 },
      xAxis: { type: 'category', data: spec.columns, axisLabel, axisLine, splitArea: { show: false } },
      yAxis: { type: 'category', data: spec.rows, axisLabel, axisLine, inverse: true },
      visualMap: {
        min: 0, max, calculable: false, orient: 'horizontal', left: 'center', bottom: 0, itemHeight: 120,
        inRange: { color: colors.scale }, textStyle: { color: colors.muted }, text: [`${max} ${spec.unit}`, `0 ${spec.unit}`],
      },
      series: [{ type: 'heatmap', name: `CO2 (${spec.unit})`, data: spec.cells, emphasis: { itemStyle: { borderColor: colors.text, borderWidth: 1 } } }],
    };
  }
  const horizontal = spec.kind === 'hbar';
  const categoryAxis = { type: 'category', data: spec.categories, axisLabel: { ...axisLabel, width: horizontal ? 150 : undefined, overflow: 'truncate' }, axisLine, inverse: horizontal };
  const valueAxis = { type: 'value', axisLabel, splitLine, name: spec.unit, nameTextStyle: { color: colors.muted } };
  return {
    textStyle, tooltip,
    grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: spec.series.map((s) => ({
      type: spec.kind === 'line' ? 'line' : 'bar', name: s.name, data: s.values, smooth: spec.kind === 'line',
      itemStyle: { color: colors.accent, borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      lineStyle: { color: colors.accent, width: 2 }, areaStyle: spec.kind === 'line' ? { color: colors.accent, opacity: 0.12 } : undefined,
      barMaxWidth: 28,
    })),
  };
}
