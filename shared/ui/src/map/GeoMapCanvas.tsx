import type { LatLng } from '@curbside/contracts';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useAdoptedStyles } from '../inputs/adopt-styles.ts';
import type { GeoMapProps } from './geo-map-props.ts';
import { loadUsStates, loadWorldCountries, type AtlasCollection } from './geometry.ts';
import { mapCss } from './map.css.ts';
import {
  clampView, fitView, keyboardView, panBy, toScreen, toWorld, wheelFactor, zoomAt, ZOOM_STEP, type MapSize, type MapView, type ScreenPoint,
} from './map-view.ts';
import { addVertex, canClose, closePolygon, insertVertex, moveVertex, removeVertex } from './polygon-edit.ts';
import { atlasPathOf, project, ringsPathOf, unproject } from './projection.ts';

/** A press that moves less than this is a click, not a pan. */
const CLICK_SLOP = 4;
/** Fitting leaves some of the surroundings in view: a metro area is not a street map (1:110m coasts). */
const FIT = { padding: 0.15, maxZoom: 48 };
/** An arrow key moves a focused vertex this many screen pixels. */
const VERTEX_STEP = 4;

interface Atlas {
  countries: Array<{ id: string; d: string }>;
  states: Array<{ id: string; d: string }>;
}

const pathsOf = (collection: AtlasCollection) => collection.features.map((f) => ({ id: f.id, d: atlasPathOf(f) }));

/** The packaged world (and the US states where asked), projected once. */
function useAtlas(withStates: boolean): Atlas | null {
  const [atlas, setAtlas] = useState<Atlas | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([loadWorldCountries(), withStates ? loadUsStates() : null]).then(([world, states]) => {
      if (live) setAtlas({ countries: pathsOf(world), states: states ? pathsOf(states) : [] });
    });
    return () => {
      live = false;
    };
  }, [withStates]);
  return atlas;
}

/** The size of the element, followed as it resizes. */
function useSize(element: HTMLElement | null): MapSize | null {
  const [size, setSize] = useState<MapSize | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

type Press =
  | { kind: 'pan'; start: ScreenPoint; view: MapView; areaId: string | null; moved: boolean }
  | { kind: 'vertex'; index: number; start: ScreenPoint; moved: boolean };

const label = (p: LatLng) => `${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}`;

/** The map itself (see GeoMap, which loads this chunk). */
export function GeoMapCanvas({
  label: mapLabel, areas = [], markers = [], selectedAreaId = null, onAreaSelect, fitTo, fitMaxZoom = FIT.maxZoom, legend, edit = null,
  showUsStates = true, onReady, className,
}: GeoMapProps) {
  useAdoptedStyles(mapCss);
  const hintId = useId();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const size = useSize(frame);
  const atlas = useAtlas(showUsStates);
  const [view, setView] = useState<MapView | null>(null);
  const press = useRef<Press | null>(null);

  const fitPoints = useMemo(() => (fitTo ?? areas.flatMap((a) => a.rings.flat())).map(project), [fitTo, areas]);
  const fitKey = useMemo(() => fitPoints.map((p) => p.join(',')).join(';'), [fitPoints]);
  const fitPointsRef = useRef(fitPoints);
  fitPointsRef.current = fitPoints;

  // A new size or a new thing to show: fit the view to it (the user pans and zooms from there).
  useEffect(() => {
    if (size) setView(clampView(fitView(fitPointsRef.current, size, { ...FIT, maxZoom: fitMaxZoom }), size));
  }, [size, fitKey, fitMaxZoom]);

  const ready = atlas !== null && view !== null;
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);

  const change = useCallback((next: MapView) => {
    if (size) setView(clampView(next, size));
  }, [size]);

  const pointOf = (event: { clientX: number; clientY: number }): ScreenPoint => {
    const box = svgRef.current?.getBoundingClientRect();
    return box ? [event.clientX - box.left, event.clientY - box.top] : [0, 0];
  };

  // The wheel zooms about the pointer; the listener is not passive, so the page does not scroll too.
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      const current = viewRef.current;
      if (!current) return;
      event.preventDefault();
      change(zoomAt(current, wheelFactor(event.deltaY), pointOf(event), size ?? { width: 1, height: 1 }));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [change, size, ready]);

  const polygon = edit?.polygon ?? null;
  const latLngAt = (screen: ScreenPoint): LatLng => unproject(toWorld(view ?? { k: 1, x: 0, y: 0 }, screen));

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!view || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const areaId = target?.closest('[data-area-id]')?.getAttribute('data-area-id') ?? null;
    press.current = { kind: 'pan', start: pointOf(event), view, areaId, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = press.current;
    if (!current) return;
    const point = pointOf(event);
    const dx = point[0] - current.start[0];
    const dy = point[1] - current.start[1];
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    current.moved = true;
    if (current.kind === 'pan') change(panBy(current.view, dx, dy));
    else if (edit && polygon) edit.onChange(moveVertex(polygon, current.index, latLngAt(point)));
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = press.current;
    press.current = null;
    if (!current || current.moved) return;
    if (current.kind === 'vertex') {
      // A click on the first vertex closes the polygon (once it has three).
      if (current.index === 0 && edit && polygon && canClose(polygon)) edit.onChange(closePolygon(polygon));
      return;
    }
    const midpoint = event.target instanceof Element ? event.target.closest('[data-midpoint]') : null;
    if (edit && polygon && midpoint) {
      edit.onChange(insertVertex(polygon, Number(midpoint.getAttribute('data-midpoint')), latLngAt(pointOf(event))));
    } else if (edit && polygon && !polygon.closed) {
      edit.onChange(addVertex(polygon, latLngAt(pointOf(event))));
    } else if (current.areaId !== null) {
      onAreaSelect?.(current.areaId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!view || !size || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyboardView(event.key, view, size);
    if (!next) return;
    event.preventDefault();
    change(next);
  };

  const onVertexKeyDown = (index: number, point: LatLng) => (event: KeyboardEvent<SVGElement>) => {
    if (!edit || !polygon || !view) return;
    const moves: Record<string, ScreenPoint> = { ArrowLeft: [-VERTEX_STEP, 0], ArrowRight: [VERTEX_STEP, 0], ArrowUp: [0, -VERTEX_STEP], ArrowDown: [0, VERTEX_STEP] };
    const move = moves[event.key];
    let next = polygon;
    if (move) {
      const [sx, sy] = toScreen(view, project(point));
      next = moveVertex(polygon, index, latLngAt([sx + move[0], sy + move[1]]));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      next = removeVertex(polygon, index);
    } else if ((event.key === 'Enter' || event.key === ' ') && index === 0) {
      next = closePolygon(polygon);
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    edit.onChange(next);
  };

  const transform = view ? `translate(${view.x} ${view.y}) scale(${view.k})` : undefined;
  const paths = useMemo(() => areas.map((area) => ({ area, d: ringsPathOf(area.rings) })), [areas]);
  // The chosen area is drawn last, above the areas it overlaps.
  const areaPaths = useMemo(
    () => [...paths.filter((p) => p.area.id !== selectedAreaId), ...paths.filter((p) => p.area.id === selectedAreaId)],
    [paths, selectedAreaId],
  );
  const vertices = polygon && view ? polygon.points.map((p) => ({ p, at: toScreen(view, project(p)) })) : [];
  const outline = vertices.length > 0 ? `M${vertices.map((v) => v.at.join(',')).join('L')}${polygon?.closed ? 'Z' : ''}` : '';
  const midpoints = polygon?.closed
    ? vertices.map((v, i) => {
      const next = vertices[(i + 1) % vertices.length] ?? v;
      return [(v.at[0] + next.at[0]) / 2, (v.at[1] + next.at[1]) / 2] as const;
    })
    : [];

  return (
    <div className={`geo-map${edit ? ' geo-map--editing' : ''}${className ? ` ${className}` : ''}`} part="map">
      {/* The map takes the keyboard itself (arrows pan, + and - zoom): what role application is for. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role application is the keyboard-operated map */}
      <div
        ref={setFrame}
        className="geo-map__frame"
        role="application"
        aria-roledescription="map"
        aria-label={mapLabel}
        aria-describedby={hintId}
        aria-busy={!ready}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map is focused to pan and zoom from the keyboard
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {size && (
          <svg
            ref={svgRef}
            className="geo-map__svg"
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
            aria-hidden="true"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => { press.current = null; }}
          >
            <rect className="geo-map__sea" width={size.width} height={size.height} />
            {atlas && view && (
              <g transform={transform}>
                {atlas.countries.map((c) => <path key={c.id} className="geo-map__land" d={c.d} />)}
                {atlas.states.map((s) => <path key={s.id} className="geo-map__state" d={s.d} />)}
                {areaPaths.map(({ area, d }) => (
                  <path
                    key={area.id}
                    data-area-id={area.id}
                    className={`geo-map__area${area.outline ? ' geo-map__area--outline' : ''}${area.id === selectedAreaId ? ' geo-map__area--selected' : ''}`}
                    style={{ ['--area-color' as string]: area.color }}
                    d={d}
                  >
                    <title>{area.name}</title>
                  </path>
                ))}
              </g>
            )}
            {view && markers.length > 0 && (
              <g className="geo-map__markers">
                {markers.map((marker) => {
                  const [x, y] = toScreen(view, project(marker.at));
                  return (
                    <g key={marker.id} className="geo-map__marker" style={{ ['--marker-color' as string]: marker.color }}>
                      <circle cx={x} cy={y} r={6} />
                      <text x={x + 10} y={y + 4}>{marker.name}</text>
                    </g>
                  );
                })}
              </g>
            )}
            {polygon && view && (
              <g className="geo-map__edit">
                {outline && <path className="geo-map__edit-outline" d={outline} />}
                {midpoints.map(([x, y], i) => (
                  <circle key={`m${i}`} data-midpoint={i} className="geo-map__midpoint" cx={x} cy={y} r={5}><title>Add a point here</title></circle>
                ))}
              </g>
            )}
          </svg>
        )}
        {polygon && view && size && (
          // The vertices sit over the SVG as their own focusable layer so each is reachable by keyboard.
          <svg className="geo-map__vertices" role="group" aria-label="Region points" width={size.width} height={size.height} viewBox={`0 0 ${size.width} ${size.height}`}>
            {vertices.map(({ p, at }, i) => (
              <circle
                key={i}
                data-vertex={i}
                className={`geo-map__vertex${i === 0 && canClose(polygon) ? ' geo-map__vertex--closer' : ''}`}
                cx={at[0]}
                cy={at[1]}
                r={7}
                role="button"
                tabIndex={0}
                aria-label={`Point ${i + 1} of ${vertices.length}: ${label(p)}${i === 0 && canClose(polygon) ? ', press Enter to close the region' : ''}`}
                onKeyDown={onVertexKeyDown(i, p)}
                onPointerDown={(event) => {
                  if (!view || event.button !== 0) return;
                  press.current = { kind: 'vertex', index: i, start: pointOf(event), moved: false };
                  svgRef.current?.setPointerCapture(event.pointerId);
                  event.preventDefault();
                }}
              />
            ))}
          </svg>
        )}
        <p id={hintId} className="curb-visually-hidden">
          {edit
            ? 'Click the map to add a point, drag a point to move it, Delete removes the focused point; click the first point to close the region. Arrow keys pan, plus and minus zoom.'
            : 'Arrow keys pan the map, plus and minus zoom.'}
        </p>
      </div>
      <div className="geo-map__zoom">
        <SlIconButton name="plus-lg" label="Zoom in" onClick={() => view && size && change(zoomAt(view, ZOOM_STEP, [size.width / 2, size.height / 2], size))} />
        <SlIconButton name="dash-lg" label="Zoom out" onClick={() => view && size && change(zoomAt(view, 1 / ZOOM_STEP, [size.width / 2, size.height / 2], size))} />
        <SlIconButton name="arrows-fullscreen" label="Fit the map" onClick={() => size && change(fitView(fitPoints, size, { ...FIT, maxZoom: fitMaxZoom }))} />
      </div>
      {/* The legend may scroll (a long provider list): keyboard users reach it to scroll (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus */}
      {legend && <div className="geo-map__legend" role="group" aria-label="Legend" tabIndex={0}>{legend}</div>}
    </div>
  );
}
