// Web Mercator (EPSG:3857) in "world pixels": at zoom z the whole world is a square of
// TILE_SIZE × 2^z pixels, x growing east from the antimeridian, y growing south from 85.0511° N —
// the same plane Google Maps and supercluster use, so markers and land shapes line up at any zoom.

export const TILE_SIZE = 256;
/** The latitude where the Mercator square ends (atan(sinh(π))). */
export const MAX_LATITUDE = 85.0511287798066;
export const MIN_ZOOM = 0;
/** The offline map stops here: the shipped coastlines are 1:50m, finer zooms show nothing new. */
export const MAX_OFFLINE_ZOOM = 12;

export interface LngLat {
  lng: number;
  lat: number;
}

export interface Point {
  x: number;
  y: number;
}

export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

export function clampLatitude(lat: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
}

/** Longitude/latitude → world pixels at `zoom`. */
export function project({ lng, lat }: LngLat, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((clampLatitude(lat) * Math.PI) / 180);
  return {
    x: (lng / 360 + 0.5) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** World pixels at `zoom` → longitude/latitude. */
export function unproject({ x, y }: Point, zoom: number): LngLat {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lng: (x / size) * 360 - 180, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

export function clampZoom(zoom: number, min = MIN_ZOOM, max = MAX_OFFLINE_ZOOM): number {
  return Math.max(min, Math.min(max, zoom));
}

/** A view of the map: the world point at the viewport's centre, and a (fractional) zoom. */
export interface View {
  center: LngLat;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Keeps the centre where the world still covers the viewport vertically (no grey band above the
 * Arctic or below the Antarctic) and wraps longitude into −180…180.
 */
export function constrainView(view: View, size: Size, minZoom = MIN_ZOOM, maxZoom = MAX_OFFLINE_ZOOM): View {
  // The smallest zoom at which the world is at least as tall as the viewport.
  const fillZoom = Math.log2(Math.max(size.height, 1) / TILE_SIZE);
  const zoom = clampZoom(view.zoom, Math.max(minZoom, Math.min(fillZoom, maxZoom)), maxZoom);
  const world = worldSize(zoom);
  const c = project(view.center, zoom);
  const half = size.height / 2;
  const y = world <= size.height ? world / 2 : Math.max(half, Math.min(world - half, c.y));
  const lng = ((((view.center.lng + 180) % 360) + 360) % 360) - 180;
  return { center: { lng, lat: unproject({ x: c.x, y }, zoom).lat }, zoom };
}

/** The viewport's top-left corner in world pixels. */
export function viewOrigin(view: View, size: Size): Point {
  const c = project(view.center, view.zoom);
  return { x: c.x - size.width / 2, y: c.y - size.height / 2 };
}

/** A world point → its position in the viewport. */
export function toScreen(point: LngLat, view: View, size: Size): Point {
  const o = viewOrigin(view, size);
  const p = project(point, view.zoom);
  return { x: p.x - o.x, y: p.y - o.y };
}

/** A viewport position → the world point under it. */
export function fromScreen(screen: Point, view: View, size: Size): LngLat {
  const o = viewOrigin(view, size);
  return unproject({ x: o.x + screen.x, y: o.y + screen.y }, view.zoom);
}

/** Moves the view so the map follows a drag of (dx, dy) screen pixels. */
export function panBy(view: View, dx: number, dy: number): View {
  const c = project(view.center, view.zoom);
  return { center: unproject({ x: c.x - dx, y: c.y - dy }, view.zoom), zoom: view.zoom };
}

/** Zooms to `zoom` keeping the world point under `anchor` (a viewport position) where it is. */
export function zoomAround(view: View, size: Size, zoom: number, anchor: Point): View {
  const under = fromScreen(anchor, view, size);
  const p = project(under, zoom);
  const center = unproject({ x: p.x - anchor.x + size.width / 2, y: p.y - anchor.y + size.height / 2 }, zoom);
  return { center, zoom };
}

/** [west, south, east, north] of what the viewport shows, as supercluster's getClusters wants it. */
export function viewBounds(view: View, size: Size): [number, number, number, number] {
  const nw = fromScreen({ x: 0, y: 0 }, view, size);
  const se = fromScreen({ x: size.width, y: size.height }, view, size);
  // A view wider than the world (or one crossing the antimeridian) asks for every longitude.
  if (size.width >= worldSize(view.zoom) || nw.lng < -180 || se.lng > 180) return [-180, se.lat, 180, nw.lat];
  return [nw.lng, se.lat, se.lng, nw.lat];
}

/**
 * The view that shows every point with `padding` pixels to spare, at most `maxZoom` (one boat alone is
 * not shown at street level). No points: the whole world.
 */
export function fitPoints(points: readonly LngLat[], size: Size, padding = 40, maxZoom = 9): View {
  if (points.length === 0) return { center: { lng: 15, lat: 30 }, zoom: 1 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    const w = project(p, 0);
    minX = Math.min(minX, w.x);
    minY = Math.min(minY, w.y);
    maxX = Math.max(maxX, w.x);
    maxY = Math.max(maxY, w.y);
  }
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const fitX = Math.log2(Math.max(size.width - 2 * padding, 1) / spanX);
  const fitY = Math.log2(Math.max(size.height - 2 * padding, 1) / spanY);
  const zoom = clampZoom(Math.floor(Math.min(fitX, fitY, maxZoom) * 4) / 4);
  return { center: unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0), zoom };
}
