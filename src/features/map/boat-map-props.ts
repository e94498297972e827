import type { MapPoint } from './clusters';
import type { LngLat } from './mercator';

// What every map of the site is given (M1): the lazy wrapper, the offline map and Google's take the same.
export interface BoatMapProps {
  points: readonly MapPoint[];
  /** The map's accessible name ("Map of charter bases"). */
  label: string;
  /** Without a centre the map fits every point. */
  center?: LngLat;
  zoom?: number;
  /** A route to draw as a line through these positions, in order (a voyage's legs); the view fits it too. */
  route?: readonly LngLat[];
  /** The route's accessible description ("Route: Split → Vis → …"); the line itself is decoration. */
  routeLabel?: string;
}
