import { describe, expect, it } from 'vitest';
import {
  clampView, fitView, keyboardView, MAX_ZOOM, WORLD_SIZE, PAN_STEP, toScreen, toWorld, wheelFactor, zoomAt, ZOOM_STEP, type MapView,
} from './map-view.ts';

const size = { width: 800, height: 600 };
const start: MapView = { k: 1.5, x: 0, y: 0 };

describe('map view', () => {
  it('turns world pixels to screen pixels and back', () => {
    const view: MapView = { k: 4, x: -100, y: 50 };
    expect(toScreen(view, [10, 20])).toEqual([-60, 130]);
    expect(toWorld(view, toScreen(view, [123.5, 77]))).toEqual([123.5, 77]);
  });

  it('zooms about the anchor: the point under the pointer stays under it', () => {
    const view: MapView = { k: 2, x: -30, y: 10 };
    const anchor = [300, 200] as const;
    const before = toWorld(view, anchor);
    const zoomed = zoomAt(view, 3, anchor, size);
    expect(zoomed.k).toBe(6);
    const after = toWorld(zoomed, anchor);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
  });

  it('never zooms out past the width of the world nor in past the street', () => {
    expect(zoomAt(start, 0.1, [0, 0], size).k).toBe(800 / WORLD_SIZE);
    expect(zoomAt({ k: MAX_ZOOM, x: 0, y: 0 }, 10, [0, 0], size).k).toBe(MAX_ZOOM);
  });

  it.each([
    ['+', { k: 1.5 * ZOOM_STEP }],
    ['=', { k: 1.5 * ZOOM_STEP }],
    ['-', { k: 1.5 / ZOOM_STEP }],
    ['ArrowLeft', { x: PAN_STEP, y: 0 }],
    ['ArrowRight', { x: -PAN_STEP, y: 0 }],
    ['ArrowUp', { x: 0, y: PAN_STEP }],
    ['ArrowDown', { x: 0, y: -PAN_STEP }],
  ])('answers the key %s', (key, change) => {
    expect(keyboardView(key, start, size)).toMatchObject(change);
  });

  it('zooms in with + about the centre of the map, and ignores other keys', () => {
    const zoomed = keyboardView('+', start, size);
    expect(zoomed && toWorld(zoomed, [400, 300])).toEqual(toWorld(start, [400, 300]));
    expect(keyboardView('a', start, size)).toBeNull();
    expect(keyboardView('Enter', start, size)).toBeNull();
  });

  it('zooms one step at most per wheel event, in for a turn up and out for a turn down', () => {
    expect(wheelFactor(-100)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(-1000)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(100)).toBeCloseTo(1 / ZOOM_STEP);
    expect(wheelFactor(-10)).toBeGreaterThan(1);
    expect(wheelFactor(-10)).toBeLessThan(ZOOM_STEP);
  });

  it('keeps the world on screen: no more than half the screen left empty', () => {
    expect(clampView({ k: 1, x: 5000, y: -5000 }, size)).toEqual({ k: 1, x: 400, y: 300 - WORLD_SIZE });
    expect(clampView({ k: 0.2, x: 0, y: 0 }, size).k).toBe(800 / WORLD_SIZE);
  });

  it('fits the view around points, centred, leaving the padding', () => {
    const view = fitView([[100, 100], [200, 150]], size, { padding: 0.1, maxZoom: 100 });
    // 100 x 50 world pixels into 640 x 480: the width decides.
    expect(view.k).toBeCloseTo(6.4);
    expect(toScreen(view, [150, 125])).toEqual([400, 300]);
    expect(fitView([[100, 100]], size, { maxZoom: 8 }).k).toBe(8);
    // Nothing to show: the whole width of the world, centred.
    expect(fitView([], size)).toEqual({ k: 800 / WORLD_SIZE, x: 0, y: 300 - 400 });
  });
});
