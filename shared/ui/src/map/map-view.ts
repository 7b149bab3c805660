// The pan and zoom of a map: a scale `k` and a shift (x, y) in screen pixels applied to the
// projected world (screen = world * k + shift). Pure, so every gesture is one testable step.

export interface MapView {
  k: number;
  x: number;
  y: number;
}

export interface MapSize {
  width: number;
  height: number;
}

/** A point on screen or in projected world pixels. */
export type ScreenPoint = readonly [number, number];

/**
 * The projected world is WORLD_SIZE pixels square at k = 1 (a Mercator square, 85° N to 85° S),
 * whatever the screen; a city fills the screen a few hundred times closer.
 */
export const WORLD_SIZE = 1024;
/** About 5 m a pixel: close enough to draw a car line's region round a lobby. */
export const MAX_ZOOM = 8192;
/** One press of + or - (and one wheel notch at most). */
export const ZOOM_STEP = 1.5;
/** One press of an arrow key, in screen pixels. */
export const PAN_STEP = 80;

export const toScreen = (view: MapView, [wx, wy]: ScreenPoint): [number, number] => [wx * view.k + view.x, wy * view.k + view.y];
export const toWorld = (view: MapView, [sx, sy]: ScreenPoint): [number, number] => [(sx - view.x) / view.k, (sy - view.y) / view.k];

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The farthest out a screen of `size` goes: the whole width of the world on it. */
export const minZoom = (size: MapSize): number => size.width / WORLD_SIZE;

/**
 * Keeps the world on screen: no farther out than minZoom, no closer than MAX_ZOOM, and the
 * world may not leave more than half the screen empty on any side.
 */
export function clampView(view: MapView, size: MapSize): MapView {
  const k = clamp(view.k, minZoom(size), MAX_ZOOM);
  const w = WORLD_SIZE * k;
  const h = WORLD_SIZE * k;
  const x = clamp(view.x, size.width / 2 - w, size.width / 2);
  const y = clamp(view.y, size.height / 2 - h, size.height / 2);
  return { k, x, y };
}

/** Zoom by `factor` keeping the world point under `anchor` (screen) where it is. */
export function zoomAt(view: MapView, factor: number, anchor: ScreenPoint, size: MapSize): MapView {
  const k = clamp(view.k * factor, minZoom(size), MAX_ZOOM);
  const [wx, wy] = toWorld(view, anchor);
  return { k, x: anchor[0] - wx * k, y: anchor[1] - wy * k };
}

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The zoom factor of a wheel turn: one ZOOM_STEP at most per event, smooth for a trackpad. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(ZOOM_STEP, clamp(-deltaY / 100, -1, 1));
}

/**
 * The keys of a focused map: + and = zoom in, - and _ zoom out (at the centre), the arrows pan
 * (the map moves the way a user scrolls it: ArrowRight shows what lies to the east). Null for
 * any other key.
 */
export function keyboardView(key: string, view: MapView, size: MapSize): MapView | null {
  const centre: ScreenPoint = [size.width / 2, size.height / 2];
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, ZOOM_STEP, centre, size);
    case '-':
    case '_':
      return zoomAt(view, 1 / ZOOM_STEP, centre, size);
    case 'ArrowLeft':
      return panBy(view, PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(view, -PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(view, 0, PAN_STEP);
    case 'ArrowDown':
      return panBy(view, 0, -PAN_STEP);
    default:
      return null;
  }
}

/** The box around projected points, or null for none. */
export function boundsOf(points: readonly ScreenPoint[]): { x0: number; y0: number; x1: number; y1: number } | null {
  if (points.length === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

/**
 * The view that shows the projected `points` centred with `padding` (a share of the screen
 * left around them), no closer than `maxZoom` (one point, or a tiny area, is not a street).
 */
export function fitView(points: readonly ScreenPoint[], size: MapSize, { padding = 0.15, maxZoom = 256 } = {}): MapView {
  const box = boundsOf(points);
  if (!box) return { k: minZoom(size), x: 0, y: size.height / 2 - (WORLD_SIZE * minZoom(size)) / 2 };
  const width = Math.max(box.x1 - box.x0, 1e-9);
  const height = Math.max(box.y1 - box.y0, 1e-9);
  const room = 1 - 2 * padding;
  const k = clamp(Math.min((size.width * room) / width, (size.height * room) / height), minZoom(size), maxZoom);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  return { k, x: size.width / 2 - cx * k, y: size.height / 2 - cy * k };
}
