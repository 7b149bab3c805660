import type { LatLng } from '@curbside/contracts';
import type { ReactNode } from 'react';
import type { EditablePolygon } from './polygon-edit.ts';

/** An area drawn on the map: a service area, a region. */
export interface MapArea {
  id: string;
  /** Its name, shown when the pointer rests on it. */
  name: string;
  /** Its polygons, each a ring of points (closed or not: it is drawn closed). */
  rings: readonly (readonly LatLng[])[];
  /** A CSS colour (a theme token: var(--sl-color-...)), so light and dark both work. */
  color: string;
  /** Drawn as a dashed outline with no fill (an area that frames others). */
  outline?: boolean;
}

/** A place shown as a labelled dot of a fixed size (a car line's pickup), not an area. */
export interface MapMarker {
  id: string;
  /** Its label, drawn beside the dot. */
  name: string;
  at: LatLng;
  /** A CSS colour (a theme token), so light and dark both work. */
  color: string;
}

/** The polygon the map edits, and where each change goes. */
export interface MapEdit {
  polygon: EditablePolygon;
  onChange(polygon: EditablePolygon): void;
}

export interface GeoMapProps {
  /** The map's accessible name ('Coverage map of car providers'). */
  label: string;
  areas?: readonly MapArea[];
  /** The area drawn as chosen. */
  selectedAreaId?: string | null;
  /** A click on an area (not a drag of the map). */
  onAreaSelect?(id: string): void;
  /** Places drawn as labelled dots above the areas; clicks go through them to the map. */
  markers?: readonly MapMarker[];
  /** What the view fits, whenever it changes; the areas' points when not given. */
  fitTo?: readonly LatLng[];
  /**
   * The closest a fit goes (default 48: a metro area, where the packaged coasts still mean
   * something); a region editor fits a few streets (up to MAX_ZOOM, about 5 m a pixel).
   */
  fitMaxZoom?: number;
  /** Drawn over the map's lower corner. */
  legend?: ReactNode;
  /** Edit mode: click adds a point, drag moves one, Delete removes the focused one, the first point closes. */
  edit?: MapEdit | null;
  /** Draw the US states' borders (default true). */
  showUsStates?: boolean;
  /** Called once the geometry is drawn (a tour may wait for it). */
  onReady?(): void;
  className?: string;
}
