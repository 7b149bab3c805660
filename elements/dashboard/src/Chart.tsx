import { useEffect, useRef, useState } from 'react';
import { loadUsStates, loadWorldCountries, useUi, type AtlasCollection } from '@curbside/ui';
import { chartOption, type ChartColors } from './chart-options.ts';
import type * as EchartsSetup from './echarts-setup.ts';
import type { ChartSpec, MapRegion } from './dashboard-figures.ts';

type Echarts = typeof EchartsSetup;
type ChartInstance = ReturnType<Echarts['init']>;

/** echarts, loaded once, when the first chart mounts (a chunk of its own). */
let echartsLoad: Promise<Echarts> | null = null;
const loadEcharts = (): Promise<Echarts> => (echartsLoad ??= import('./echarts-setup.ts'));

/** US territories and the states far from the lower 48 are left off the map (the table has them): the map stays readable. */
const OFF_THE_STATES_MAP = new Set(['AK', 'HI', 'PR', 'AS', 'GU', 'MP', 'VI']);
const regions = new Map<MapRegion, Promise<void>>();

/** The shared map geometry (shared/ui) registered with echarts under the region's name, once. */
function registerRegion(echarts: Echarts, region: MapRegion): Promise<void> {
  let registered = regions.get(region);
  if (!registered) {
    const load = region === 'world' ? loadWorldCountries() : loadUsStates().then((all): AtlasCollection => ({
      ...all, features: all.features.filter((f) => !OFF_THE_STATES_MAP.has(f.properties.code ?? '')),
    }));
    // The map matches regions by code: a region the atlas has no code for gets its atlas id, so
    // it is drawn as a region without rides instead of in echarts' default colour.
    const named = load.then((geo): AtlasCollection => ({
      ...geo, features: geo.features.map((f) => ({ ...f, properties: { ...f.properties, code: f.properties.code ?? `atlas-${f.id}` } })),
    }));
    registered = named.then((geo) => echarts.registerMap(region, geo as unknown as Parameters<Echarts['registerMap']>[1]));
    regions.set(region, registered);
  }
  return registered;
}

/**
 * The theme's tokens as plain rgb() colours echarts can read: the tokens may be color-mix()
 * expressions (the firm's brand colour mixes the primary scale), which echarts cannot parse,
 * so each is painted on a one-pixel canvas and read back.
 */
function themeColors(el: HTMLElement): ChartColors {
  const probe = document.createElement('span');
  (el.parentElement ?? el).append(probe);
  const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const token = (name: string, fallback: string): string => {
    probe.style.color = `var(${name}, ${fallback})`;
    const css = getComputedStyle(probe).color || fallback;
    if (!pixel) return css;
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = css;
    pixel.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
    return `rgba(${r}, ${g}, ${b}, ${Math.round(((a ?? 255) / 255) * 100) / 100})`;
  };
  const colors: ChartColors = {
    text: token('--sl-color-neutral-900', '#18181b'),
    muted: token('--sl-color-neutral-600', '#52525b'),
    line: token('--sl-color-neutral-200', '#e4e4e7'),
    empty: token('--sl-color-neutral-100', '#f4f4f5'),
    accent: token('--curb-dashboard-accent-resolved', '#0284c7'),
    scale: [token('--sl-color-primary-100', '#e0f2fe'), token('--sl-color-primary-700', '#0369a1')],
    background: token('--sl-panel-background-color', '#ffffff'),
  };
  probe.remove();
  return colors;
}

/**
 * One echarts chart of a spec, in the element's light or dark colours, resized whenever its box
 * changes (the window, the sidebar collapsing). The chart is a picture for sighted users: the
 * view's table holds the same numbers for screen readers.
 */
export function Chart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ instance: ChartInstance; echarts: Echarts } | null>(null);
  const darkMode = useUi((s) => s.darkMode);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let instance: ChartInstance | null = null;
    let live = true;
    const resize = new ResizeObserver(() => instance?.resize());
    void loadEcharts().then((echarts) => {
      if (!live) return;
      instance = echarts.init(el, null, { renderer: 'canvas' });
      resize.observe(el);
      setChart({ instance, echarts });
    });
    return () => {
      live = false;
      resize.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!chart || !el) return undefined;
    let live = true;
    const draw = () => {
      if (live && !chart.instance.isDisposed()) chart.instance.setOption(chartOption(spec, themeColors(el)), true);
    };
    if (spec.kind === 'map') void registerRegion(chart.echarts, spec.region).then(draw);
    else draw();
    return () => {
      live = false;
    };
  }, [chart, spec, darkMode]);

  const height = spec.kind === 'hbar' ? Math.max(160, spec.categories.length * 30 + 40) : spec.kind === 'heatmap' || spec.kind === 'map' ? 320 : 240;
  return <div className="chart" part="chart" ref={box} style={{ height }} aria-hidden="true" data-chart-kind={spec.kind} />;
}
