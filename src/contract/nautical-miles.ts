// Distances at sea (P1 voyage pages): great-circle distance in nautical miles by the haversine formula
// on a sphere of the mean Earth radius. A leg under sail is longer than this (tacks, headlands); the
// great circle is the figure charter guides quote.

export interface Position {
  lat: number;
  lng: number;
}

/** Mean Earth radius, 6,371.0088 km, in nautical miles (1 nM = 1,852 m). */
export const EARTH_RADIUS_NM = 6_371_008.8 / 1_852;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleNm(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Each leg between consecutive stops (one fewer than the stops), and their sum. */
export function routeLegsNm(stops: readonly Position[]): { legs: number[]; total: number } {
  const legs = stops.slice(1).map((stop, i) => greatCircleNm(stops[i]!, stop));
  return { legs, total: legs.reduce((sum, nm) => sum + nm, 0) };
}
