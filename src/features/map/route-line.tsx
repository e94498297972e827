import type { LngLat, Point } from './mercator';

// A route drawn on the offline map (M3): a line through its positions in order, with a dot at each,
// laid over the land and under the markers. Decoration for sight; the map's description names the stops.
export function RouteLine({
  route,
  position,
  width,
  height,
}: {
  route: readonly LngLat[];
  position(lng: number, lat: number): Point;
  width: number;
  height: number;
}) {
  const points = route.map((p) => position(p.lng, p.lat));
  const d = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <svg className="bw-map__route" width={width} height={height} aria-hidden="true" focusable="false" data-route-points={points.length}>
      <polyline points={d} />
      {points.map((p, i) => (
        <circle key={i} cx={p.x.toFixed(1)} cy={p.y.toFixed(1)} r={4} />
      ))}
    </svg>
  );
}
