import { lazy, Suspense } from 'react';
import type { GeoMapProps } from './geo-map-props.ts';

// The map and d3-geo load when a map first shows (a chunk of their own), not with the page.
const GeoMapCanvas = lazy(() => import('./GeoMapCanvas.tsx').then((module) => ({ default: module.GeoMapCanvas })));

/**
 * A map of the world drawn as SVG from the packaged geometry (no tile server, no network), with
 * pan and zoom (drag, wheel, +/- and the arrow keys), areas drawn on it, a legend, and an edit
 * mode that draws and edits one closed polygon in lat/lng.
 */
export function GeoMap(props: GeoMapProps) {
  return (
    <Suspense fallback={<div className={`geo-map geo-map--loading${props.className ? ` ${props.className}` : ''}`} role="status">Loading the map…</div>}>
      <GeoMapCanvas {...props} />
    </Suspense>
  );
}
