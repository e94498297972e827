import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Position } from 'geojson';
import { project, worldSize } from './mercator';

// M3: the offline map's land, prepared at build time (scripts/map-land-plugin.ts) from Natural Earth
// (world-atlas) into pre-projected SVG paths, so the browser draws them as they are: no TopoJSON decoder,
// no projection at run time. Each layer is the land at one level of detail in integer world pixels of
// its own `zoom`; the map scales it by 2^(view zoom − layer zoom).

export interface LandLayer {
  /** The layer is drawn from this view zoom on (up to the next layer's minZoom). */
  minZoom: number;
  /** World-pixel zoom of the coordinates in `d`. */
  zoom: number;
  /** SVG path data: one closed subpath per ring, relative moves, integer coordinates. */
  d: string;
}

export interface LandAsset {
  version: 1;
  attribution: string;
  layers: LandLayer[];
}

export interface LayerSpec {
  topology: Topology;
  minZoom: number;
  zoom: number;
  /** Douglas–Peucker tolerance in pixels of `zoom`. */
  tolerance: number;
  /** Rings whose bounding box is smaller than this many pixels of `zoom` on both sides are left out. */
  minRingSize: number;
  /** Only rings that touch one of these [west, south, east, north] boxes are kept (all when absent). */
  boxes?: readonly (readonly [number, number, number, number])[];
}

/** Rings south of this latitude (Antarctica) are left out: Mercator blows them up and no fleet sails there. */
const SOUTH_LIMIT = -60;

export function buildLandAsset(specs: readonly LayerSpec[]): LandAsset {
  return {
    version: 1,
    attribution: 'Natural Earth',
    layers: specs.map((spec) => ({ minZoom: spec.minZoom, zoom: spec.zoom, d: layerPath(spec) })),
  };
}

function landRings(topology: Topology): Position[][] {
  const land = feature(topology, topology.objects.land as GeometryCollection);
  const rings: Position[][] = [];
  for (const f of land.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') rings.push(...g.coordinates);
    else if (g.type === 'MultiPolygon') for (const polygon of g.coordinates) rings.push(...polygon);
  }
  return rings;
}

function layerPath(spec: LayerSpec): string {
  const parts: string[] = [];
  for (const ring of landRings(spec.topology)) {
    if (ring.every(([, lat]) => (lat as number) < SOUTH_LIMIT)) continue;
    if (spec.boxes && !spec.boxes.some((box) => ringTouches(ring, box))) continue;
    const world = worldSize(spec.zoom);
    for (const piece of splitAtAntimeridian(projectRing(unwrapRing(ring), spec.zoom), world)) {
      const simplified = simplifyRing(piece, spec.tolerance);
      if (simplified.length < 4) continue;
      const xs = simplified.map((p) => p[0]);
      const ys = simplified.map((p) => p[1]);
      if (Math.max(...xs) - Math.min(...xs) < spec.minRingSize && Math.max(...ys) - Math.min(...ys) < spec.minRingSize) continue;
      parts.push(ringPath(simplified));
    }
  }
  return parts.join('');
}

/**
 * Natural Earth's rings are spherical: one that crosses the antimeridian jumps from 180° to −180°.
 * Unwrapped, its longitudes run on past ±180° so the ring stays one shape in the plane.
 */
export function unwrapRing(ring: readonly Position[]): [number, number][] {
  let offset = 0;
  let previous: number | undefined;
  return ring.map(([lng, lat]) => {
    const x = lng as number;
    if (previous !== undefined) {
      if (x - previous > 180) offset -= 360;
      else if (x - previous < -180) offset += 360;
    }
    previous = x;
    return [x + offset, lat as number];
  });
}

type XY = [number, number];

/**
 * A ring that sticks out of the world (an unwrapped antimeridian ring: Chukotka, Fiji) is cut at the
 * world's edges, and the part outside is moved to the opposite side, so each half is drawn where it is.
 */
export function splitAtAntimeridian(ring: XY[], world: number): XY[][] {
  const xs = ring.map((p) => p[0]);
  if (Math.min(...xs) >= 0 && Math.max(...xs) <= world) return [ring];
  return [
    clipX(ring, 0, world),
    clipX(ring, world, 2 * world).map(([x, y]): XY => [x - world, y]),
    clipX(ring, -world, 0).map(([x, y]): XY => [x + world, y]),
  ].filter((piece) => piece.length >= 4);
}

/** Sutherland–Hodgman clipping of a closed ring to min ≤ x ≤ max (the result is closed again). */
export function clipX(ring: readonly XY[], min: number, max: number): XY[] {
  let out: XY[] = [...ring];
  for (const [inside, edge] of [
    [(p: XY) => p[0] >= min, min],
    [(p: XY) => p[0] <= max, max],
  ] as const) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as XY;
      const previous = input[(i + input.length - 1) % input.length] as XY;
      const cut = (): XY => {
        const t = (edge - previous[0]) / (current[0] - previous[0]);
        return [edge, Math.round(previous[1] + t * (current[1] - previous[1]))];
      };
      if (inside(current)) {
        if (!inside(previous)) out.push(cut());
        out.push(current);
      } else if (inside(previous)) out.push(cut());
    }
  }
  if (out.length > 0) {
    const [first] = out as [XY];
    const last = out[out.length - 1] as XY;
    if (first[0] !== last[0] || first[1] !== last[1]) out.push([first[0], first[1]]);
  }
  return out;
}

function projectRing(ring: readonly [number, number][], zoom: number): XY[] {
  return ring.map(([lng, lat]) => {
    const p = project({ lng, lat }, zoom);
    return [Math.round(p.x), Math.round(p.y)];
  });
}

function ringTouches(ring: Position[], [w, s, e, n]: readonly [number, number, number, number]): boolean {
  let minLng = Infinity,
    minLat = Infinity,
    maxLng = -Infinity,
    maxLat = -Infinity;
  for (const [lng, lat] of ring) {
    minLng = Math.min(minLng, lng as number);
    maxLng = Math.max(maxLng, lng as number);
    minLat = Math.min(minLat, lat as number);
    maxLat = Math.max(maxLat, lat as number);
  }
  return minLng <= e && maxLng >= w && minLat <= n && maxLat >= s;
}

/** `M x y l dx dy …z` with the closing point left to `z` and repeated points dropped. */
export function ringPath(ring: readonly (readonly [number, number])[]): string {
  const [first] = ring;
  if (!first) return '';
  let out = `M${first[0]} ${first[1]}l`;
  let [px, py] = first;
  let any = false;
  const last = ring.length - 1;
  for (let i = 1; i <= last; i++) {
    const [x, y] = ring[i] as readonly [number, number];
    if (i === last && x === first[0] && y === first[1]) break;
    const dx = x - px;
    const dy = y - py;
    if (dx === 0 && dy === 0) continue;
    // SVG path numbers need no separator before a minus sign.
    out += `${any && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`;
    any = true;
    px = x;
    py = y;
  }
  return `${out}z`;
}

/** Douglas–Peucker over a closed ring (first point = last point), keeping the first point. */
export function simplifyRing(ring: readonly (readonly [number, number])[], tolerance: number): [number, number][] {
  const n = ring.length;
  if (n <= 4) return ring.map((p) => [p[0], p[1]]);
  // Split the ring at its farthest point from the start so both halves are open polylines.
  const start = ring[0] as readonly [number, number];
  let far = 1;
  let farDist = -1;
  for (let i = 1; i < n - 1; i++) {
    const p = ring[i] as readonly [number, number];
    const d = (p[0] - start[0]) ** 2 + (p[1] - start[1]) ** 2;
    if (d > farDist) {
      farDist = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n);
  keep[0] = keep[far] = keep[n - 1] = 1;
  const sq = tolerance * tolerance;
  const stack: [number, number][] = [
    [0, far],
    [far, n - 1],
  ];
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number];
    const pa = ring[a] as readonly [number, number];
    const pb = ring[b] as readonly [number, number];
    let index = -1;
    let max = sq;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistanceSq(ring[i] as readonly [number, number], pa, pb);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index >= 0) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push([(ring[i] as readonly [number, number])[0], (ring[i] as readonly [number, number])[1]]);
  return out;
}

function segmentDistanceSq(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = b[0];
      y = b[1];
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}
