import { describe, expect, it } from 'vitest';
import {
  MAX_LATITUDE,
  constrainView,
  fitPoints,
  fromScreen,
  panBy,
  project,
  toScreen,
  unproject,
  viewBounds,
  zoomAround,
} from './mercator';

const size = { width: 800, height: 400 };

describe('Web Mercator math of the offline map', () => {
  it('M3 projects like Google Maps: the world is 256 × 2^zoom pixels', () => {
    expect(project({ lng: 0, lat: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lng: -180, lat: MAX_LATITUDE }, 1).x).toBeCloseTo(0);
    expect(project({ lng: -180, lat: MAX_LATITUDE }, 1).y).toBeCloseTo(0);
    expect(project({ lng: 180, lat: -MAX_LATITUDE }, 2).x).toBeCloseTo(1024);
    // Latitudes beyond the square are clamped rather than infinite.
    expect(Number.isFinite(project({ lng: 0, lat: 90 }, 3).y)).toBe(true);
    const split = { lng: 16.44, lat: 43.51 };
    const back = unproject(project(split, 9), 9);
    expect(back.lng).toBeCloseTo(split.lng, 9);
    expect(back.lat).toBeCloseTo(split.lat, 9);
  });

  it('M3 the view centre is in the middle of the screen, and screen ↔ world round-trips', () => {
    const view = { center: { lng: 20, lat: 40 }, zoom: 5 };
    expect(toScreen(view.center, view, size)).toEqual({ x: 400, y: 200 });
    const p = fromScreen({ x: 123, y: 321 }, view, size);
    const s = toScreen(p, view, size);
    expect(s.x).toBeCloseTo(123);
    expect(s.y).toBeCloseTo(321);
  });

  it('M3 dragging moves the map with the pointer', () => {
    const view = { center: { lng: 20, lat: 40 }, zoom: 5 };
    const point = { lng: 22, lat: 41 };
    const before = toScreen(point, view, size);
    const after = toScreen(point, panBy(view, 30, -12), size);
    expect(after.x - before.x).toBeCloseTo(30);
    expect(after.y - before.y).toBeCloseTo(-12);
  });

  it('M3 zooming keeps the point under the cursor in place', () => {
    const view = { center: { lng: 20, lat: 40 }, zoom: 5 };
    const anchor = { x: 600, y: 100 };
    const under = fromScreen(anchor, view, size);
    const zoomed = zoomAround(view, size, 7, anchor);
    expect(zoomed.zoom).toBe(7);
    const s = toScreen(under, zoomed, size);
    expect(s.x).toBeCloseTo(anchor.x);
    expect(s.y).toBeCloseTo(anchor.y);
  });

  it('M3 the visible bounds are what supercluster is asked for', () => {
    const [w, s, e, n] = viewBounds({ center: { lng: 20, lat: 40 }, zoom: 5 }, size);
    expect(w).toBeLessThan(20);
    expect(e).toBeGreaterThan(20);
    expect(s).toBeLessThan(40);
    expect(n).toBeGreaterThan(40);
    // Zoomed out past one world: every longitude and no more.
    expect(viewBounds({ center: { lng: 20, lat: 0 }, zoom: 1 }, size)).toEqual([-180, expect.any(Number), 180, expect.any(Number)]);
  });

  it('M3 fitting shows every point, and a single boat is not shown at street level', () => {
    const points = [
      { lng: 13.9, lat: 44.9 },
      { lng: 28.3, lat: 36.8 },
      { lng: -61.6, lat: 12.0 },
    ];
    const view = fitPoints(points, size);
    for (const p of points) {
      const s = toScreen(p, view, size);
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(size.width);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(size.height);
    }
    expect(fitPoints([{ lng: 15, lat: 43 }], size).zoom).toBe(9);
    expect(fitPoints([], size).zoom).toBe(1);
  });

  it('M3 the view never shows past the poles or the antimeridian, and fills the viewport', () => {
    const v = constrainView({ center: { lng: 179, lat: 84 }, zoom: 3 }, size);
    const nw = toScreen({ lng: -180, lat: MAX_LATITUDE }, v, size);
    const se = toScreen({ lng: 180, lat: -MAX_LATITUDE }, v, size);
    expect(nw.y).toBeLessThanOrEqual(0.001);
    expect(se.x).toBeGreaterThanOrEqual(size.width - 0.001);
    expect(se.x).toBeCloseTo(size.width);
    // Too far out to fill the width: zoomed in just enough.
    expect(constrainView({ center: { lng: 0, lat: 0 }, zoom: 0 }, size).zoom).toBeCloseTo(Math.log2(800 / 256));
    expect(constrainView({ center: { lng: 0, lat: 0 }, zoom: 30 }, size).zoom).toBe(12);
    expect(constrainView({ center: { lng: 0, lat: 0 }, zoom: Number.NaN }, size).zoom).toBeCloseTo(Math.log2(800 / 256));
  });
});
