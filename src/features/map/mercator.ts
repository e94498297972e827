// Web Mercator (EPSG:3857) in "world pixels": at zoom z the whole world is a square of
// TILE_SIZE × 2^z pixels, x growing east from the antimeridian, y growing south from 85.0511° N —
// the same plane Google Maps and supercluster use, so markers and land shapes line up at any zoom.

const TILE_SIZE = 256;
/** The latitude where the Mercator square ends (atan(sinh(π))). */
export const MAX_LATITUDE = 85.0511287798066;
const MIN_ZOOM = 0;
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

function clampLatitude(lat: number): number {
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

function clampZoom(zoom: number, min = MIN_ZOOM, max = MAX_OFFLINE_ZOOM): number {
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
 * Keeps the world covering the whole viewport: zoomed in at least far enough that it is as wide and as
 * tall as the viewport, and centred so no empty band shows past the poles or the antimeridian (the
 * offline map does not repeat the world sideways; no fleet sails across the Pacific date line).
 */
export function constrainView(view: View, size: Size, minZoom = MIN_ZOOM, maxZoom = MAX_OFFLINE_ZOOM): View {
  const fillZoom = Math.log2(Math.max(size.width, size.height, 1) / TILE_SIZE);
  const zoom = clampZoom(Number.isFinite(view.zoom) ? view.zoom : minZoom, Math.max(minZoom, Math.min(fillZoom, maxZoom)), maxZoom);
  const world = worldSize(zoom);
  const c = project(view.center, zoom);
  const clamp = (v: number, span: number) => (world <= span ? world / 2 : Math.max(span / 2, Math.min(world - span / 2, v)));
  return { center: unproject({ x: clamp(c.x, size.width), y: clamp(c.y, size.height) }, zoom), zoom };
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
  return [Math.max(-180, nw.lng), se.lat, Math.min(180, se.lng), nw.lat];
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
