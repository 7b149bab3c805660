import { useRef, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type { LatLng } from '@curbside/contracts';
import { distinctPointCount } from '@curbside/domain';
import {
  EMPTY_POLYGON, Field, GeoMap, addVertex, canClose, closePolygon, moveVertex, removeVertex, type EditablePolygon, type MapArea, type MapMarker,
} from '@curbside/ui';
import { coordinateOf } from './region-view.ts';

export interface RegionEditorProps {
  polygon: EditablePolygon;
  /** A change, as a step from the latest polygon (several may come before the next render). */
  onEdit(step: (polygon: EditablePolygon) => EditablePolygon): void;
  /** Where the map opens: the line's region, else the firm's other lines and the pickup. Fixed while editing. */
  fitTo: readonly LatLng[];
  /** The firm's other lines (outlines), for orientation. */
  context: readonly MapArea[];
  /** The line's places, for orientation. */
  markers: readonly MapMarker[];
  /** Where a point added from the keyboard starts (the pickup, else the middle of the view). */
  suggestedPoint: LatLng;
  error: string | null;
}

/** A region is a few streets round a lobby: the map opens that close (about 10 m a pixel at most). */
const REGION_FIT_MAX_ZOOM = 4096;

type Axis = keyof LatLng;
const AXES: ReadonlyArray<{ axis: Axis; label: string }> = [{ axis: 'lat', label: 'Latitude' }, { axis: 'lng', label: 'Longitude' }];

/** One coordinate typed: taken when it is a number in range, else kept as typed with its problem. */
function CoordinateInput({ axis, label, value, onValue, className }: {
  axis: Axis; label: string; value: number; onValue(value: number): void; className: string;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const problem = typed === null ? null : coordinateOf(axis, typed).problem;
  return (
    <SlInput
      className={className}
      size="small"
      label={label}
      inputmode="decimal"
      value={typed ?? String(value)}
      helpText={problem ?? ''}
      data-invalid={problem ? '' : undefined}
      onSlInput={(event) => {
        const text = (event.target as HTMLInputElement).value;
        const parsed = coordinateOf(axis, text);
        setTyped(parsed.value === null ? text : null);
        if (parsed.value !== null) onValue(parsed.value);
      }}
      onSlBlur={() => {
        if (typed !== null && coordinateOf(axis, typed).value === null) return;
        setTyped(null);
      }}
    />
  );
}

/**
 * The car line's region (001 §3 regionShape) drawn on the shared map: click to add points, drag
 * to move them, click the first to close; and the same with the keyboard or by numbers in the
 * points list (latitude and longitude of each, add one, remove one). The form sends the ring
 * closed (the first point repeated last).
 */
export function RegionEditor({ polygon, onEdit, fitTo, context, markers, suggestedPoint, error }: RegionEditorProps) {
  const [next, setNext] = useState<LatLng | null>(null);
  const adding = next ?? suggestedPoint;
  const nextRef = useRef<LatLng | null>(null);
  const setNextPoint = (axis: Axis, value: number) => {
    nextRef.current = { ...(nextRef.current ?? suggestedPoint), [axis]: value };
    setNext(nextRef.current);
  };
  const count = distinctPointCount(polygon.points);
  const status = polygon.closed
    ? `Region closed with ${count} points.`
    : count < 3
      ? `${count} of at least 3 points drawn.`
      : `${count} points drawn: close the region, or save and it is closed for you.`;

  return (
    <Field label="Region" required error={error} className="region-field">
      {(control) => (
        <div className="region-editor" role="group" aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']}>
          <div className="region-editor__map">
            <GeoMap
              label="Region of the car line"
              areas={context}
              markers={markers}
              fitTo={fitTo}
              fitMaxZoom={REGION_FIT_MAX_ZOOM}
              edit={{ polygon, onChange: (changed) => onEdit(() => changed) }}
              showUsStates={false}
            />
          </div>
          <div className="region-editor__points">
            <p className="region-editor__status" role="status">{status}</p>
            {polygon.points.length > 0 ? (
              <div className="region-points__head" aria-hidden="true"><span>Point</span><span>Latitude</span><span>Longitude</span></div>
            ) : null}
            <ol className="region-points" aria-label="Region points">
              {polygon.points.map((point, index) => (
                // The points have no identity but their place in the ring.
                <li key={index} className="region-point">
                  <span className="region-point__name">Point {index + 1}</span>
                  {AXES.map(({ axis, label }) => (
                    <CoordinateInput
                      key={axis}
                      axis={axis}
                      className={`region-point__${axis} curb-hidden-label`}
                      label={`Point ${index + 1} ${label.toLowerCase()}`}
                      value={point[axis]}
                      onValue={(value) => onEdit((p) => moveVertex(p, index, { ...(p.points[index] ?? point), [axis]: value }))}
                    />
                  ))}
                  <SlIconButton name="trash" label={`Remove point ${index + 1}`} onClick={() => onEdit((p) => removeVertex(p, index))} />
                </li>
              ))}
            </ol>
            {polygon.closed ? null : (
              <div className="region-add curb-inline">
                {AXES.map(({ axis, label }) => (
                  <CoordinateInput
                    key={axis}
                    axis={axis}
                    className={`region-add__${axis}`}
                    label={`New point ${label.toLowerCase()}`}
                    value={adding[axis]}
                    onValue={(value) => setNextPoint(axis, value)}
                  />
                ))}
                <SlButton size="small" onClick={() => onEdit((p) => addVertex(p, nextRef.current ?? suggestedPoint))}>Add point</SlButton>
              </div>
            )}
            <div className="curb-inline region-editor__actions">
              <SlButton size="small" disabled={!canClose(polygon)} onClick={() => onEdit(closePolygon)}>Close region</SlButton>
              <SlButton size="small" disabled={polygon.points.length === 0} onClick={() => onEdit(() => EMPTY_POLYGON)}>Clear region</SlButton>
            </div>
          </div>
        </div>
      )}
    </Field>
  );
}
